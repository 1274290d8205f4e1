// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliFilled, brotliTemplate } from './brotli-template';

/** A page like the contact page: prose in several scripts, markup, the key twice (page facts and form). */
const page = () => {
  const prose = ['Prothesen für jede Hand. ', 'مرحبا بكم في العيادة. ', '<li class="hand">Neural Pro X1</li>\n'];
  const body = Array.from({ length: 300 }, (_, i) => prose[i % 3]).join('');
  return [
    `<!doctype html><script>{"formKey":"`,
    `"}</script>${body}<input name="idempotencyKey" value="`,
    `">${body}</html>\n`,
  ];
};

describe('a brotli template', () => {
  it('decodes to its parts joined by each response’s value, for many values', async () => {
    const parts = page();
    const template = await brotliTemplate(parts, 36);
    expect(template).not.toBeNull();
    for (let i = 0; i < 200; i++) {
      const value = randomUUID();
      expect(brotliDecompressSync(brotliFilled(template!, value)!).toString()).toBe(parts.join(value));
    }
  });

  it('decodes with the brotli tool itself (Debian’s, another build of the decoder)', async () => {
    const parts = page();
    const value = randomUUID();
    const body = brotliFilled((await brotliTemplate(parts, 36))!, value)!;
    if (!existsSync('/usr/bin/brotli'))
      throw new Error('brotli is not installed: apt-get install -y brotli (see .ci/run)');
    expect(execFileSync('brotli', ['-dc'], { input: body }).toString()).toBe(parts.join(value));
  });

  it('takes parts that are empty, short or one alone, and a key at either end', async () => {
    for (const parts of [['', ''], ['a', 'bc'], ['<p>ä', '</p>', ''], ['only one part'], ['', 'xy', 'z']]) {
      const template = await brotliTemplate(parts, 36);
      const value = randomUUID();
      expect(brotliDecompressSync(brotliFilled(template!, value)!).toString(), JSON.stringify(parts)).toBe(
        parts.join(value),
      );
    }
  });

  it('refuses a page holding one of its placeholder bytes, and a value of another length', async () => {
    expect(await brotliTemplate(['a\u0001b', 'c'], 36)).toBeNull();
    const template = await brotliTemplate(page(), 36);
    expect(brotliFilled(template!, 'short')).toBeUndefined();
  });

  it('costs about its two uncompressed values over compressing the whole page at once, and is smaller than gzip', async () => {
    const parts = page();
    const value = randomUUID();
    const joined = brotliFilled((await brotliTemplate(parts, 36))!, value)!;
    const whole = brotliCompressSync(Buffer.from(parts.join(value))).length;
    // Each value goes uncompressed with its block's header (3 + 36 + 2 bytes), and every flush rounds up to a byte.
    expect(joined.length - whole).toBeLessThan(150);
    expect(joined.length).toBeLessThan(gzipSync(parts.join(value), { level: 9 }).length);
  });
});
