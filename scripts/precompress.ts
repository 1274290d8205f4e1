/**
 * Writes a .br and a .gz beside each compressible file of the script-tag bundle (dist/cdn), as a CDN would keep
 * them, so that the server (server/routes/bundle.ts, and any CDN) never compresses the bundle while a visitor waits.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml']);

export function precompress(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    if (!entry.isFile() || !compressible.has(extname(file))) continue;
    const raw = readFileSync(file);
    if (raw.length < 512) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  for (const dir of process.argv.slice(2)) precompress(fileURLToPath(new URL(`../${dir}`, import.meta.url)));
