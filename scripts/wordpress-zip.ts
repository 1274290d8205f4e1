/**
 * Part of `npm run build`: the WordPress plugin (integrations/wordpress) as the zip WordPress installs
 * (Plugins › Add New › Upload): dist/wordpress/phx.zip, its files under phx/.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

const root = fileURLToPath(new URL('..', import.meta.url));
const plugin = join(root, 'integrations/wordpress');

/** Every file of the plugin, by its path inside the zip. */
export function pluginFiles(dir = plugin): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(files, pluginFiles(path));
    else if (!name.endsWith('.test.ts'))
      files[`phx/${relative(plugin, path).split('\\').join('/')}`] = readFileSync(path);
  }
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(join(root, 'dist/wordpress'), { recursive: true });
  const zip = zipSync(pluginFiles(), { level: 9 });
  writeFileSync(join(root, 'dist/wordpress/phx.zip'), zip);
  console.log(`dist/wordpress/phx.zip: the WordPress plugin, ${(zip.length / 1024).toFixed(1)} KB`);
}
