/**
 * `npm run catalogs -- <command>`: the interface words' catalogs (src/content/i18n/catalogs/<lang>.po).
 *   report [--md file] [--json file]   each language's missing and stale entries (exit 1 when one is missing)
 *   update                             after an English change: stale translations marked fuzzy, as msgmerge does
 *   export <dir>                       the catalogs for a translation agency
 *   import <dir>                       the agency's catalogs back (checked, then written)
 *   types                              the declarations that type every message (typecheck runs it)
 * `--catalogs <dir>` works on another copy of the catalogs.
 */
import { writeFileSync } from 'node:fs';
import { catalogDir } from './catalog';
import { exportCatalogs, importCatalogs, reportMarkdown, statuses, updateCatalogs } from './commands';
import { writeDeclarations } from './modules';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
};
const dir = option('--catalogs') ?? catalogDir;
const md = option('--md');
const json = option('--json');
const [command, target] = args;

switch (command) {
  case 'report': {
    const found = statuses(dir);
    const text = reportMarkdown(found);
    if (md) writeFileSync(md, text);
    if (json) writeFileSync(json, `${JSON.stringify(found, null, 2)}\n`);
    console.log(text);
    if (found.some((s) => s.missing.length)) process.exitCode = 1;
    break;
  }
  case 'update':
    updateCatalogs(dir);
    console.log(reportMarkdown(statuses(dir)));
    break;
  case 'export':
    if (!target) throw new Error('export <dir>: name the folder to write the catalogs to');
    exportCatalogs(target, dir);
    console.log(`catalogs written to ${target}`);
    break;
  case 'import':
    if (!target) throw new Error('import <dir>: name the folder the translated catalogs are in');
    console.log(`taken back: ${importCatalogs(target, dir).join(', ')}`);
    console.log(reportMarkdown(statuses(dir)));
    break;
  case 'types':
    writeDeclarations(dir);
    break;
  default:
    console.error('npm run catalogs -- report | update | export <dir> | import <dir> | types');
    process.exitCode = 2;
}
