/** Gzip sizes of the built bundle, and the JS a page downloads for a given element (static import closure). */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const dist = fileURLToPath(new URL('../dist/cdn', import.meta.url));

export const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

const jsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );

/** A file and everything it imports statically (what the browser fetches before the element can render). */
export function staticClosure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, spec] of source.matchAll(/(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g)) {
    staticClosure(join(dirname(entry), spec), seen);
  }
  return seen;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function measureSizes() {
  if (!existsSync(join(dist, 'phx.js'))) throw new Error('dist/ is missing: run `npm run build` first.');
  // The site's code: not the classic build (an alternative to it), nor the first-paint HTML (modules, but markup),
  // nor the map's finer outlines (data fetched a tile at a time for a close view: counted apart).
  const isTile = (f: string) => /[\\/]chunks[\\/]clinic-tile-/.test(f);
  const all = jsFiles(dist).filter(
    (f) => !f.endsWith('phx.classic.js') && !/[\\/]prerendered[\\/]/.test(f) && !isTile(f),
  );
  const tiles = jsFiles(dist).filter(isTile);
  const sum = (files: Iterable<string>) => kb([...files].reduce((n, f) => n + gzipSize(f), 0));
  const elements = Object.fromEntries(
    readdirSync(join(dist, 'elements'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => {
        const closure = staticClosure(join(dist, 'elements', name), staticClosure(join(dist, 'phx.js')));
        return [name.replace(/\.js$/, ''), sum(closure)];
      }),
  );
  const chunks = Object.fromEntries(all.map((f) => [relative(dist, f), kb(gzipSize(f))]));
  // The name and its 8-character hash: `demo` is not `demo-dialog`.
  const chunk = (name: string) => all.find((f) => new RegExp(`[\\/]chunks[\\/]${name}-[\\w-]{8}\\.js$`).test(f));
  // Each part of the words in each language is its own chunk (words-<lang>-<part>), fetched with what shows it.
  const words = Object.fromEntries(
    all.flatMap((f) => {
      const [, part] = /[\\/]chunks[\\/]words-(\w+-[\w-]+?)-[\w-]{8}\.js$/.exec(f) ?? [];
      return part ? [[part, kb(gzipSize(f))]] : [];
    }),
  );
  const wordsOf = (lang: string, parts: string[]) => parts.reduce((n, part) => n + (words[`${lang}-${part}`] ?? 0), 0);
  // The clinic finder's own code and data: what its page loads beyond the loader and the shared runtime, and the
  // map's outlines it fetches when the map comes on screen.
  const shared = staticClosure(join(dist, 'phx.js'));
  for (const f of all) if (/[\\/]chunks[\\/](runtime|rolldown-runtime)-/.test(f)) shared.add(f);
  const clinicsOwn = [...staticClosure(join(dist, 'elements/phx-clinics.js'))].filter((f) => !shared.has(f));
  return {
    /** The loader and anything it imports (it should import nothing). */
    loaderKB: sum(staticClosure(join(dist, 'phx.js'))),
    classicKB: kb(gzipSize(join(dist, 'phx.classic.js'))),
    wholeSiteKB: sum(all),
    /** JS a page with only this element downloads before it renders (loader + static imports). */
    pageWithOnlyKB: elements,
    chunksKB: chunks,
    /** Each part of the words, by language and part ("de-contact"): fetched only with what shows it. */
    wordsKB: words,
    /**
     * What a page with only a German <phx-contact> downloads before it renders: its German parts too, the shared words
     * and its own (src/elements/contact/define.ts), as a browser fetches them.
     */
    germanContactKB: Math.round((elements['phx-contact'] + wordsOf('de', ['shared', 'contact'])) * 10) / 10,
    /** The demo's and the comparison's own code (what their elements add beyond the shared runtime). */
    ownKB: {
      'phx-demo': kb(gzipSize(chunk('demo')!) + gzipSize(join(dist, 'elements/phx-demo.js'))),
      'phx-compare': kb(gzipSize(chunk('section-compare')!) + gzipSize(join(dist, 'elements/phx-compare.js'))),
    },
    /**
     * <phx-clinics>: its code (with the contact form it shares), the map's land outlines of the world, and the finer
     * outlines, each tile fetched for a close view of it: all of them, and the largest.
     */
    clinicsKB: {
      code: sum(clinicsOwn),
      mapData: kb(gzipSize(chunk('clinic-land')!)),
      tiles: sum(tiles),
      largestTile: Math.max(...tiles.map((f) => kb(gzipSize(f)))),
    },
    /** The finder's own chunks, to check that no page without it loads them. */
    clinicsChunks: [chunk('section-clinics')!, chunk('clinic-land')!].map((f) => relative(dist, f)),
    /** Every file a page with only `tag` loads before it renders. */
    closureOf: (tag: string) =>
      [...staticClosure(join(dist, 'elements', `${tag}.js`), staticClosure(join(dist, 'phx.js')))].map((f) =>
        relative(dist, f),
      ),
  };
}
