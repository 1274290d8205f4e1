/**
 * Lighthouse (bench/lighthouse.ts) on every route of the site in every language, to find the routes whose LCP is
 * over budget; `npm run bench` then measures the slowest ones beside the others. Rounds alternate over the routes,
 * and over several builds when given (each a repository root with its dist/ built), so the machine's drift spreads
 * evenly: compare builds within one run only.
 *
 *   npx tsx bench/lighthouse-routes.ts [path…]              every route in every language, or only these
 *   PHX_LH_ROUNDS=3 npx tsx bench/lighthouse-routes.ts      rounds (default 3); each route's median is printed
 *   PHX_LH_ROOTS=/tmp/before,. npx tsx bench/lighthouse-routes.ts   builds side by side (default: this one)
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { languageCodes, languagePath } from '../src/content/i18n/languages.ts';
import { siteMap } from '../src/content/site-map.ts';
import { runLighthouse } from './lighthouse.ts';

const here = fileURLToPath(new URL('..', import.meta.url));
const roots = (process.env.PHX_LH_ROOTS ?? here).split(',').map((root) => resolve(root));
const rounds = Number(process.env.PHX_LH_ROUNDS ?? 3);
const paths =
  process.argv.length > 2
    ? process.argv.slice(2)
    : languageCodes.flatMap((lang) => siteMap.map((page) => languagePath(lang, page.path)));

const bases: string[] = [];
for (const root of roots) {
  const { createPhxServer } = (await import(
    pathToFileURL(join(root, 'server/app.ts')).href
  )) as typeof import('../server/app.ts');
  const server = createPhxServer({ root, dataDir: mkdtempSync(join(tmpdir(), 'phx-lh-')), log: () => {} });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  bases.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

const lcp = new Map<string, number[][]>(paths.map((path) => [path, roots.map(() => [])]));
const notes = new Map<string, string>();
for (let round = 0; round < rounds; round++)
  for (const path of paths) {
    const order = [...bases.entries()];
    for (const [i, base] of round % 2 ? order.reverse() : order) {
      const [row] = await runLighthouse(base, [path], 1);
      lcp.get(path)![i].push(row.lcpMs);
      const { performance, accessibility } = row.scores;
      if (performance < 100 || accessibility < 100 || !(row.cls === 0))
        notes.set(
          `${path} [${i}]`,
          `Perf ${performance}, A11y ${accessibility}, CLS ${row.cls} ${row.error ?? ''} ${row.failing.join(' ')}`,
        );
      console.error(`  round ${round + 1} ${path} [${i}] LCP ${Math.round(row.lcpMs)} FCP ${Math.round(row.fcpMs)}`);
    }
  }

const median = (all: number[]) => {
  const measured = all.filter((n) => !Number.isNaN(n)).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};
console.log(`LCP ms, median of ${rounds} rounds [each round]: ${roots.map((root, i) => `[${i}] ${root}`).join('  ')}`);
for (const [path, byRoot] of lcp)
  console.log(
    `  ${path.padEnd(16)} ${byRoot.map((ms) => `${String(Math.round(median(ms))).padStart(5)} [${ms.map(Math.round).join(' ')}]`.padEnd(26)).join('  ')}`,
  );
console.log('Runs below 100 (the last of each route and build):');
for (const [run, note] of notes) console.log(`  ${run}: ${note}`);
process.exit(0);
