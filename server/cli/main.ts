/**
 * The entry of `npm run inquiries` (built to server/dist/inquiries.js: plain `node`, the server's packages only). The
 * store's folder defaults to data/ at the root, two folders up from this file and from the built one alike.
 */
import { fileURLToPath } from 'node:url';
import { inquiriesCli } from './inquiries.ts';

process.exitCode = await inquiriesCli(process.argv.slice(2), {
  root: fileURLToPath(new URL('../..', import.meta.url)),
  env: process.env,
  tty: Boolean(process.stdout.isTTY),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
