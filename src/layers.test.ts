// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The house's layers, lowest first: each may import only from its own layer or a lower one, so that data flows one
 * way (content → ui → sections → elements → the entries). An element is its folder in elements/ (its contract, words,
 * definition, components, styles and tests; the router's is elements/router/); sections/ holds the pages and parts
 * that are no element. A section that needs something from above gets it through a context defined low (ui) and
 * provided high.
 */
const layers: Record<string, number> = {
  patches: 0, // the library stand-ins: below everything of ours, as the libraries they stand in for
  inquiry: 0,
  assets: 0,
  content: 1,
  ui: 2,
  sections: 3,
  elements: 4,
  ssr: 5,
  '': 5, // the entries: index.ts (the loader), classic.ts, node.ts
  next: 6, // @phoenix-bionics/phx/next, on top of phx/server and the loader
};

const src = dirname(fileURLToPath(import.meta.url));
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
const layerOf = (file: string) => relative(src, file).split(/[\\/]/).slice(0, -1)[0] ?? '';

describe('the layers of src/', () => {
  it('import only downward', () => {
    const upward: string[] = [];
    for (const file of files(src).filter((f) => !/\.test\.tsx?$|[\\/]test[\\/]|\.d\.ts$/.test(f))) {
      const source = readFileSync(file, 'utf8');
      for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"?]+)/g)) {
        const target = resolve(dirname(file), spec);
        const [from, to] = [layerOf(file), layerOf(target)];
        if (!(from in layers) || !(to in layers)) upward.push(`${relative(src, file)}: unknown layer of ${spec}`);
        else if (layers[to] > layers[from])
          upward.push(`${relative(src, file)} (${from || 'entry'}) imports ${spec} (${to})`);
      }
    }
    expect(upward).toEqual([]);
  });
});
