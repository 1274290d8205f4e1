// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accepts, resolveInside } from './static';

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

describe('the encodings a client accepts', () => {
  it('takes those it names or a wildcard covers, and never one refused with q=0', () => {
    expect(accepts('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(accepts('gzip;q=1.0, BR;q=0.5', 'br')).toBe(true);
    expect(accepts('br;q=0, gzip', 'br')).toBe(false);
    expect(accepts('br;q=0.000, gzip', 'br')).toBe(false);
    expect(accepts('*', 'gzip')).toBe(true);
    expect(accepts('*;q=0, identity', 'gzip')).toBe(false);
    expect(accepts('gzip, *;q=0', 'br')).toBe(false);
    expect(accepts('', 'gzip')).toBe(false);
    expect(accepts('xbr, brotli', 'br')).toBe(false);
  });
});
