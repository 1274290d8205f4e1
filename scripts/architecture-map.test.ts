// @vitest-environment node
/** docs/architecture.md's map ("Where things are") names every folder a newcomer meets. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const ignored = new Set(['node_modules', 'dist', 'data', '.git', '.scratch', '.e2e-artifacts', '.vite']);

/** The folders of `dir` (from the repository's root) that hold files of ours. */
const foldersIn = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !ignored.has(entry.name) && !entry.name.startsWith('.'))
    .map((entry) => (dir ? `${dir}/${entry.name}/` : `${entry.name}/`));

/** The folders the map's tree names: `x/` at the left, and `  y/` under it as `x/y/` (`<name>` stands for each). */
function mapped(): string[] {
  const text = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const tree = /## Where things are\n+```\n([\s\S]*?)```/.exec(text)![1];
  let top = '';
  return tree.split('\n').flatMap((line) => {
    const match = /^( *)(\.?[\w<>.-]+(?:\/[\w<>.-]+)*\/)\s/.exec(`${line} `);
    if (!match) return [];
    if (!match[1]) top = match[2];
    return [match[1] ? `${top}${match[2]}` : match[2]];
  });
}

const named = (folder: string, map: string[]) =>
  map.some((entry) => {
    const pattern = new RegExp(`^${entry.replace(/[.]/g, '\\.').replace(/<[^>]+>/g, '[^/]+')}$`);
    // A folder named with its subfolder (integrations/wordpress/) is named too.
    return pattern.test(folder) || entry.startsWith(folder);
  });

describe('the map of the code (docs/architecture.md)', () => {
  it('names every folder at the top, in src/ and in server/', () => {
    const map = mapped();
    const folders = [...foldersIn(''), '.ci/', ...foldersIn('src'), ...foldersIn('server')];
    expect(folders.filter((folder) => !named(folder, map))).toEqual([]);
  });

  it('names no folder that is not there', () => {
    const gone = mapped().filter((entry) => !entry.includes('<') && !existsSync(join(root, entry)));
    expect(gone).toEqual([]);
  });
});
