// @vitest-environment node
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkGroups } from './chunks';

/** Each chunk the browser builds write, by name, with the modules in it (from the repository's root). */
type Layout = Map<string, string[]>;

const root = fileURLToPath(new URL('..', import.meta.url));

async function layoutOf(mode: 'production' | 'package'): Promise<Layout> {
  const built = await build({
    root,
    mode,
    configFile: join(root, 'vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'silent',
    build: { write: false },
  });
  // Library mode answers with one output per format (one here).
  const [output] = [built].flat() as Rolldown.RolldownOutput[];
  return new Map(
    output.output.flatMap((file) =>
      file.type === 'chunk' ? [[file.name, file.moduleIds.map((id) => relative(root, id).replace(/\\/g, '/'))]] : [],
    ),
  );
}

const layouts: Partial<Record<'production' | 'package', Layout>> = {};
beforeAll(async () => {
  layouts.production = await layoutOf('production');
  layouts.package = await layoutOf('package');
}, 60_000);

describe('the chunks declared in src/chunks.ts', () => {
  it('name only files that exist', () => {
    const missing = chunkGroups.flatMap((group) => group.modules.filter((module) => !existsSync(join(root, module))));
    expect(missing).toEqual([]);
  });

  for (const mode of ['production', 'package'] as const)
    it(`hold the modules named there, in the ${mode === 'package' ? 'package' : 'script-tag'} build`, () => {
      const chunkOf = new Map([...layouts[mode]!].flatMap(([name, modules]) => modules.map((m) => [m, name])));
      const misplaced = chunkGroups.flatMap((group) =>
        group.modules
          .filter((module) => chunkOf.get(module) !== group.name)
          .map((module) => `${module} is in ${chunkOf.get(module) ?? 'no chunk'}, declared in ${group.name}`),
      );
      expect(misplaced).toEqual([]);
    });

  it('hold all of our code that is not an entry (the loader, an element) of the build', () => {
    const declared = new Set(chunkGroups.map((group) => group.name));
    const entries = new Set([
      'phx',
      'node',
      ...[...layouts.production!.keys()].filter((n) => n.startsWith('elements/')),
    ]);
    const undeclared = [...layouts.production!, ...layouts.package!].flatMap(([name, modules]) =>
      declared.has(name) || entries.has(name) || !modules.some((m) => m.startsWith('src/'))
        ? []
        : [`${name}: ${modules.filter((m) => m.startsWith('src/')).join(', ')}`],
    );
    expect(undeclared).toEqual([]);
  });
});
