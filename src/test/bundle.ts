import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

/** A chunk a browser build writes: the modules in it (from the repository's root) and the files it imports. */
export interface BuiltChunk {
  modules: string[];
  imports: string[];
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The chunks a browser build writes, by name ("runtime", "elements/phx-contact", "phx"), built in memory with the
 * repository's vite.config.ts: `production` is dist/cdn (a script tag), `package` dist/npm (bundlers).
 */
export async function browserBundle(mode: 'production' | 'package'): Promise<Map<string, BuiltChunk>> {
  // As `vite build` runs: vitest's NODE_ENV (test) would pick the libraries' development builds.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const built = await build({
    root,
    mode,
    configFile: join(root, 'vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'silent',
    build: { write: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  // Library mode answers with one output per format (one here).
  const [output] = [built].flat() as Rolldown.RolldownOutput[];
  return new Map(
    output.output.flatMap((file) =>
      file.type === 'chunk'
        ? [
            [
              file.name,
              {
                modules: file.moduleIds.map((id) => relative(root, id).replace(/\\/g, '/')),
                imports: file.imports,
              },
            ],
          ]
        : [],
    ),
  );
}
