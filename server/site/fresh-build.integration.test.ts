// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../test/server/test-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
let copy: string;
afterEach(() => rmSync(copy, { recursive: true, force: true }));

describe('npm start after a rebuild', () => {
  it('serves the pages of the new build, not the ones it kept from the old', async () => {
    // A checkout whose dist/server is rebuilt while the server runs (the rest of dist/ as built).
    copy = mkdtempSync(join(tmpdir(), 'phx-rebuilt-'));
    mkdirSync(join(copy, 'dist'));
    cpSync(join(root, 'dist/server'), join(copy, 'dist/server'), { recursive: true });
    symlinkSync(join(root, 'dist/cdn'), join(copy, 'dist/cdn'), 'dir');
    const { url } = await startServer({ root: copy });
    const page = () => fetch(`${url}/products`).then((r) => r.text());

    expect(await page()).toContain('Our Products');
    expect(await page()).toContain('Our Products');
    const renderer = join(copy, 'dist/server/index.js');
    writeFileSync(renderer, readFileSync(renderer, 'utf8').replace('Our Products', 'Our Hands'));
    const rebuilt = await page();
    expect(rebuilt).toContain('Our Hands');
    expect(rebuilt).not.toContain('Our Products');
  });
});
