/**
 * Part of `npm run build`: the WordPress plugin (integrations/wordpress) as the zip WordPress installs
 * (Plugins › Add New › Upload): dist/wordpress/phx.zip, its files under phoenix-bionics/ (the plugin's slug and text
 * domain), with its translations built from languages/*.po (a .mo for PHP, a JSON file for the editor script), and
 * integrity.json: the version and Subresource Integrity hashes of the loader this build made (dist/cdn), which the
 * plugin pins, and link-hosts.json: the clinics' websites (the build's clinics file), which links of the company
 * site's answers may lead to besides the company site. The Playground blueprint stays out (it installs the zip).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { readClinicsCsv } from '../src/content/clinics/read-csv.ts';
import { integrity } from './package.ts';
import { builtTranslations } from './wordpress-i18n.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const plugin = join(root, 'integrations/wordpress');

export const slug = 'phoenix-bionics';

/** Every file of the plugin, by its path inside the zip, its translations built. */
export function pluginFiles(): Record<string, Uint8Array> {
  const built = Object.entries(builtTranslations()).map(([path, bytes]) => [`${slug}/${path}`, bytes]);
  return { ...sourceFiles(), ...Object.fromEntries(built), ...pinnedLoader(), ...linkHosts() };
}

/** The hosts of the clinics' websites: the build's clinics file, else the repository's sample. */
export function linkHosts(): Record<string, Uint8Array> {
  const built = join(root, 'dist/server/clinics.csv');
  const csv = existsSync(built) ? built : join(root, 'src/content/clinics/sample.csv');
  const hosts = readClinicsCsv(readFileSync(csv, 'utf8'))
    .clinics.filter((clinic) => clinic.website)
    .map((clinic) => new URL(clinic.website).host.toLowerCase());
  const json = JSON.stringify([...new Set(hosts)].sort(), null, 2);
  return { [`${slug}/link-hosts.json`]: new TextEncoder().encode(`${json}\n`) };
}

/** The loader's version and hashes, from this build's script-tag files (none before the bundle is built). */
export function pinnedLoader(cdn = join(root, 'dist/cdn')): Record<string, Uint8Array> {
  if (!existsSync(join(cdn, 'phx.js'))) return {};
  const hashes = integrity(cdn);
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const pinned = { version, hashes: { 'phx.js': hashes['phx.js'], 'phx.classic.js': hashes['phx.classic.js'] } };
  return { [`${slug}/integrity.json`]: new TextEncoder().encode(`${JSON.stringify(pinned, null, 2)}\n`) };
}

/** Source files that are not part of the installed plugin: its tests and the Playground blueprint. */
const leftOut = (name: string) => name.endsWith('.test.ts') || name === 'blueprint.json';

function sourceFiles(dir = plugin): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(files, sourceFiles(path));
    else if (!leftOut(name)) files[`${slug}/${relative(plugin, path).split('\\').join('/')}`] = readFileSync(path);
  }
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(join(root, 'dist/wordpress'), { recursive: true });
  const zip = zipSync(pluginFiles(), { level: 9 });
  writeFileSync(join(root, 'dist/wordpress/phx.zip'), zip);
  console.log(`dist/wordpress/phx.zip: the WordPress plugin, ${(zip.length / 1024).toFixed(1)} KB`);
}
