// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Lets the child import the words' catalogs as the build does (scripts/catalogs/register.ts). */
const catalogsHook = new URL('./catalogs/register.ts', import.meta.url).href;

const root = fileURLToPath(new URL('..', import.meta.url));
const render = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', '--import', catalogsHook, 'scripts/render.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

describe('npm run render', () => {
  it('prints the element with its attributes and a declarative shadow root holding its text and styles', () => {
    const { stdout, status } = render('phx-products', '--product', 'neural-pro-x1', '--layout', 'grid', '--lang', 'de');
    expect(status).toBe(0);
    expect(stdout).toMatch(
      /^<phx-products product="neural-pro-x1" layout="grid" lang="de" data-phx-ssr><template shadowrootmode="open"><style>/,
    );
    expect(stdout).toContain('Neural Pro X1');
    expect(stdout).toContain('ab 45.000');
    expect(stdout).not.toContain('SmartHand AI');
    expect(stdout.trim()).toMatch(/<\/template><\/phx-products>$/);
  });

  it('`npm run -s render` prints the snippet alone, on one line that a CMS cannot split into paragraphs', () => {
    const { stdout, status } = spawnSync(
      'npm',
      ['run', '-s', 'render', '--', 'phx-contact', '--inquiry', 'consultation'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(status).toBe(0);
    expect(stdout).toMatch(/^<phx-contact inquiry="consultation" data-phx-ssr><template shadowrootmode="open">/);
    expect(stdout).toMatch(/<\/template><\/phx-contact>\n$/);
    expect(stdout.trimEnd().split('\n')).toHaveLength(1);
  });

  it('names the elements it knows when asked for another', () => {
    const { stderr, status } = render('phx-nope');
    expect(status).toBe(1);
    expect(stderr).toContain('phx-products');
  });
});
