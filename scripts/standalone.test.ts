// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The repository stands on its own: its guides point at nothing beside it (a house picture, a shared tool). */
const root = fileURLToPath(new URL('..', import.meta.url));
const documents = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
  ...readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `src/${file}`),
];

describe('the guides', () => {
  it.each(documents)('%s names no file outside the repository', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const links = [...text.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)]
      .map(([, target]) => target)
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => relative(root, join(dirname(join(root, file)), target)).startsWith('..'));
    // A path in code, as a word of its own: `../shared/x.md`, `node ../tools/y.mjs`.
    const paths = [...text.matchAll(/`([^`]+)`/g)].flatMap(([, code]) =>
      code.split(/\s+/).filter((word) => word.startsWith('../')),
    );
    expect([...links, ...paths]).toEqual([]);
  });
});
