// @vitest-environment node
/**
 * The documents a reader follows: every link leads somewhere, every install and import names the package a partner
 * can install, and the package is one npm would publish, with its README and element reference.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packageFiles, publishManifest } from './package';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const documents = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (file: string) => [...read(file).matchAll(/^#+ (.+)$/gm)].map(([, heading]) => slug(heading));

describe('the documents', () => {
  it.each(documents)('%s links only to files and headings that exist', (file) => {
    const broken: string[] = [];
    for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [path, anchor] = target.split('#');
      const resolved = path ? join(dirname(join(root, file)), path) : join(root, file);
      if (!existsSync(resolved)) broken.push(target);
      else if (anchor && statSync(resolved).isFile() && !anchorsOf(resolved.slice(root.length)).includes(anchor))
        broken.push(target);
    }
    expect(broken).toEqual([]);
  });

  it.each(documents)('%s installs and imports phx by the name a partner installs', (file) => {
    const text = read(file);
    const named = [...text.matchAll(/(?:npm install|import|from|import\()\s*['"(]?([@\w./-]*phx[\w./-]*)/g)]
      .map(([, name]) => name)
      .filter((name) => !name.startsWith('.') && !name.startsWith('/') && !name.includes('phx-'));
    expect(named.filter((name) => name !== pkg.name && !name.startsWith(`${pkg.name}/`))).toEqual([]);
  });

  // The repository stands on its own: no guide points at something beside it (a house picture, a shared tool).
  it.each([...documents, 'src/patches/README.md'])('%s names no file outside the repository', (file) => {
    const links = [...read(file).matchAll(/\]\(([^)\s#]+)[^)]*\)/g)]
      .map(([, target]) => target)
      .filter((target) => !/^[a-z]+:/.test(target) && !join(dirname(join(root, file)), target).startsWith(root));
    // A path in code, as a word of its own: `../shared/x.md`, `node ../tools/y.mjs`.
    const paths = [...read(file).matchAll(/`([^`]+)`/g)].flatMap(([, code]) =>
      code.split(/\s+/).filter((word) => word.startsWith('../')),
    );
    expect([...links, ...paths]).toEqual([]);
  });
});

describe('the package', () => {
  // The repository's own package.json is private (never published by mistake); scripts/package.ts writes the
  // published one into dist/package.
  const published = publishManifest(pkg);

  it('is publishable under a scoped name the company owns, with its license, repository and access', () => {
    expect(pkg.private).toBe(true);
    expect(published.private).toBeUndefined();
    expect(published.name).toBe('@phoenix-bionics/phx');
    expect(published.publishConfig).toMatchObject({ access: 'public' });
    expect(published.license).toBe('MIT');
    expect((published.repository as { url: string }).url).toMatch(/^git\+https:/);
  });

  it('ships the README, the licence, the changelog, the guides and the element reference', () => {
    expect(packageFiles).toEqual(expect.arrayContaining(['README.md', 'LICENSE', 'CHANGELOG.md', 'docs']));
  });
});
