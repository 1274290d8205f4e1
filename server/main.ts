/**
 * `npm start`: builds dist/ if it is missing, then serves the site, the bundle, the receiver and the demo pages
 * at http://127.0.0.1:$PORT (default 4173), inquiries in SQLite under ./data. Settings: docs/deployment.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(join(root, 'dist/cdn/phx.js')) || !existsSync(join(root, 'dist/server/index.js'))) {
  console.log('dist/ is missing: building first');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await run(root);
