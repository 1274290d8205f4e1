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
  console.log('dist/ is missing: building it first (about a minute)');
  // Quietly: the build's file list is shown only if it fails.
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (built.status !== 0) {
    process.stdout.write(built.stdout ?? '');
    process.stderr.write(built.stderr ?? '');
    process.exit(built.status ?? 1);
  }
}
await run(root);
