// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipFilled, gzipTemplate } from './gzip-template';

describe('a gzip template', () => {
  it('decodes to its parts joined by the value, whatever the parts (empty, non-ASCII, long)', () => {
    const long = 'Prothesen für jede Hand. '.repeat(4_000);
    for (const parts of [['a', 'b'], ['', ''], ['x'], ['<p>ä', '</p>', ''], [long, long.slice(7), long]]) {
      const value = crypto.randomUUID();
      const body = gzipFilled(gzipTemplate(parts), value);
      expect(gunzipSync(body).toString(), JSON.stringify(parts).slice(0, 40)).toBe(parts.join(value));
    }
  });

  it('is read by gzip itself, and compresses the fixed parts', () => {
    const page = `<html>${'<li>Neural Pro X1</li>'.repeat(2_000)}`;
    const body = gzipFilled(gzipTemplate([page, page]), 'key-1');
    expect(execFileSync('gzip', ['-dc'], { input: body }).toString()).toBe(`${page}key-1${page}`);
    expect(body.length).toBeLessThan(page.length / 20);
  });
});
