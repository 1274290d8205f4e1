// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltChunk, browserBundle } from './test/bundle';
import { chunkGroups, isVirtual } from './chunks';

const root = fileURLToPath(new URL('..', import.meta.url));
const builds = {} as Record<'production' | 'package', Map<string, BuiltChunk>>;
beforeAll(async () => {
  builds.production = await browserBundle('production');
  builds.package = await browserBundle('package');
}, 60_000);

describe('the chunks declared in src/chunks.ts', () => {
  it('name only files that exist', () => {
    const missing = chunkGroups.flatMap((group) =>
      group.modules.filter((module) => !isVirtual(module) && !existsSync(join(root, 'src', module))),
    );
    expect(missing).toEqual([]);
  });

  for (const mode of ['production', 'package'] as const)
    it(`hold the modules named there, in the ${mode === 'package' ? 'package' : 'script-tag'} build`, () => {
      const chunkOf = new Map(
        [...builds[mode]].flatMap(([name, chunk]) => chunk.modules.map((module) => [module, name])),
      );
      const misplaced = chunkGroups.flatMap((group) =>
        group.modules
          .filter((module) => !isVirtual(module))
          .map((module) => `src/${module}`)
          .filter((module) => chunkOf.get(module) !== group.name)
          .map((module) => `${module} is in ${chunkOf.get(module) ?? 'no chunk'}, declared in ${group.name}`),
      );
      expect(misplaced).toEqual([]);
    });

  it('hold all of our code that is not an entry (the loader, an element) of the build', () => {
    const declared = new Set(chunkGroups.map((group) => group.name));
    const isEntry = (name: string) => name === 'phx' || name === 'node' || name.startsWith('elements/');
    const undeclared = [...builds.production, ...builds.package].flatMap(([name, chunk]) => {
      const ours = chunk.modules.filter((module) => module.startsWith('src/'));
      return declared.has(name) || isEntry(name) || !ours.length ? [] : [`${name}: ${ours.join(', ')}`];
    });
    expect(undeclared).toEqual([]);
  });
});
