/**
 * `npm run lint`'s check of exports (`tsx scripts/unused-exports.ts`): an export of src/ or server/ that no other file
 * names is either used only in its file (drop the `export`) or dead (delete it). Public API is imported by its entry
 * (src/index.ts, src/ssr/index.ts, src/next/, the elements' define.ts files), so it counts as used. Not counted: a
 * component's `…Props` type (the house exports them with the component), and the exports of a patch that stands in
 * for a package (src/patches/aliases.ts: the package's importers name them). Prints each one and exits 1, or prints
 * one line and exits 0. It compares names as words, so a name in another file's text or docs/ counts as a use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return /^(dist|node_modules|coverage|data|\..*)$/.test(entry.name) ? [] : filesUnder(path);
    return /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|vue|md|php)$/.test(entry.name) ? [path] : [];
  });

/** Code whose exports must be used elsewhere: not tests, declarations, test support or generated registries. */
const isProduct = (path: string) =>
  /^(src|server)\/.*\.tsx?$/.test(path) &&
  !/\.test\.tsx?$|\.d\.ts$|^src\/test\/|\/generated\/|^src\/content\/i18n\/(all-|[a-z]{2}\/)/.test(path);

const exported =
  /^export\s+(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(const|function|class|interface|type|enum|let)\s+([A-Za-z_$][\w$]*)/gm;

/** Each export of a product file that no other file names, as "path kind name". */
export function unusedExports(files: Record<string, string>): string[] {
  const words = new Map(Object.entries(files).map(([path, text]) => [path, new Set(text.match(/[A-Za-z_$][\w$]*/g))]));
  const standIns = new Set(
    [...(files['src/patches/aliases.ts'] ?? '').matchAll(/here\('([^']+)'\)/g)].map((m) => `src/patches/${m[1]}`),
  );
  const unused: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    if (!isProduct(path) || standIns.has(path)) continue;
    for (const [, kind, name] of text.matchAll(exported)) {
      if (path.endsWith('.tsx') && name.endsWith('Props')) continue;
      const named = [...words].some(([other, set]) => other !== path && set.has(name));
      if (!named) unused.push(`${path} ${kind} ${name}`);
    }
  }
  return unused;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = Object.fromEntries(
    filesUnder(root).map((path) => [relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8')]),
  );
  const unused = unusedExports(files);
  if (unused.length === 0) console.log('unused-exports: every export of src/ and server/ is imported somewhere');
  else {
    console.error(
      `unused-exports: ${unused.length} exports nobody imports (drop the \`export\`, or delete dead code):`,
    );
    for (const line of unused) console.error(`  ${line}`);
    process.exitCode = 1;
  }
}
