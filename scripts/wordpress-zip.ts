/**
 * Part of `npm run build`: the WordPress plugin (integrations/wordpress) as the zip WordPress installs
 * (Plugins › Add New › Upload): dist/wordpress/phx.zip, its files under phoenix-bionics/ (the plugin's slug and text
 * domain), with its translations built from languages/*.po (a .mo for PHP, a JSON file for the editor script).
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { builtTranslations } from './wordpress-i18n.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const plugin = join(root, 'integrations/wordpress');

export const slug = 'phoenix-bionics';

/** Every file of the plugin, by its path inside the zip, its translations built. */
export function pluginFiles(): Record<string, Uint8Array> {
  const built = Object.entries(builtTranslations()).map(([path, bytes]) => [`${slug}/${path}`, bytes]);
  return { ...sourceFiles(), ...Object.fromEntries(built) };
}

function sourceFiles(dir = plugin): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(files, sourceFiles(path));
    else if (!name.endsWith('.test.ts'))
      files[`${slug}/${relative(plugin, path).split('\\').join('/')}`] = readFileSync(path);
  }
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(join(root, 'dist/wordpress'), { recursive: true });
  const zip = zipSync(pluginFiles(), { level: 9 });
  writeFileSync(join(root, 'dist/wordpress/phx.zip'), zip);
  console.log(`dist/wordpress/phx.zip: the WordPress plugin, ${(zip.length / 1024).toFixed(1)} KB`);
}
