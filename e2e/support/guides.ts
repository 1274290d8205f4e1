/**
 * The snippets of a framework guide (docs/frameworks/<name>.md), as a reader copies them into an app: each code block
 * whose fence names a file, ```ts title="src/phx.ts"```, is that whole file; with `insert="before:</body>"` (or
 * `after:`) it goes into the starter's file at that text. The test apps are made from these, never by hand.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from './apps';

export interface Snippet {
  file: string;
  text: string;
  insert?: { where: 'before' | 'after'; at: string };
}

/** The snippets of `guide` (a path below the repository), in the order the guide gives them. */
export function guideSnippets(guide: string): Snippet[] {
  const markdown = readFileSync(join(repoRoot, guide), 'utf8');
  const snippets: Snippet[] = [];
  for (const [, info, text] of markdown.matchAll(/^```[\w-]*([^\n]*)\n([\s\S]*?)^```$/gm)) {
    const attributes = Object.fromEntries([...info.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    if (!attributes.title) continue;
    const insert = /^(before|after):([\s\S]+)$/.exec(attributes.insert ?? '');
    snippets.push({
      file: attributes.title,
      text,
      ...(insert ? { insert: { where: insert[1] as 'before' | 'after', at: insert[2] } } : {}),
    });
  }
  return snippets;
}

/** Writes the guide's snippets into the app in `dir`; returns the files written. */
export function applyGuide(guide: string, dir: string): string[] {
  const snippets = guideSnippets(guide);
  if (!snippets.length) throw new Error(`${guide} has no snippet with a title="…" file name`);
  for (const { file, text, insert } of snippets) {
    const path = join(dir, file);
    mkdirSync(dirname(path), { recursive: true });
    if (!insert) {
      writeFileSync(path, text);
      continue;
    }
    const starter = readFileSync(path, 'utf8');
    const at = starter.indexOf(insert.at);
    if (at < 0) throw new Error(`${guide}: the starter's ${file} has no "${insert.at}" to insert at`);
    const cut = insert.where === 'before' ? at : at + insert.at.length;
    writeFileSync(path, starter.slice(0, cut) + text + starter.slice(cut));
  }
  return snippets.map((s) => s.file);
}
