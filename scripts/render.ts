/**
 * `npm run -s render -- <tag> [--attribute value …]`: the package's `phx-render` (bin/phx-render.js) in the
 * repository, after building dist/server if it is not there yet. See bin/phx-render.js for the arguments.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(`${root}dist/server/index.js`))
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const { status } = spawnSync(process.execPath, [`${root}bin/phx-render.js`, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(status ?? 1);
