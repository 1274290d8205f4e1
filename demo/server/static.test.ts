// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveInside } from './static';

describe('a file served from a folder', () => {
  it('is found when the folder itself is under a hidden one; hidden files below the folder are not', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'phx-static-')), '.cache', 'dist');
    mkdirSync(join(dir, 'chunks', '.git'), { recursive: true });
    for (const file of ['phx.js', 'chunks/a.js', '.env', 'chunks/.git/config', '../outside.js'])
      writeFileSync(join(dir, file), '');
    expect(resolveInside(dir, 'phx.js')).toBe(join(dir, 'phx.js'));
    expect(resolveInside(dir, '/chunks/a.js')).toBe(join(dir, 'chunks', 'a.js'));
    expect(resolveInside(dir, '.env')).toBeNull();
    expect(resolveInside(dir, 'chunks/.git/config')).toBeNull();
    expect(resolveInside(dir, '../outside.js')).toBeNull();
  });
});
