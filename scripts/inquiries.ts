/**
 * The stored inquiries' commands from the TypeScript source (`npx tsx scripts/inquiries.ts …`), as a developer runs
 * them before a build; `npm run inquiries` runs the built server/dist/inquiries.js. The commands are in
 * server/cli/inquiries.ts.
 */
import { fileURLToPath } from 'node:url';
import { inquiriesCli } from '../server/cli/inquiries.ts';

export { csvCell, toCsv, toList } from '../server/cli/listing.ts';

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await inquiriesCli(process.argv.slice(2), {
    root: fileURLToPath(new URL('..', import.meta.url)),
    env: process.env,
    tty: Boolean(process.stdout.isTTY),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
