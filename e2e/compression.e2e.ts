/**
 * Pages joined from parts compressed once (server/http/brotli-template.ts, gzip-template.ts), as Chromium reads them:
 * its own Accept-Encoding, its own decoder.
 */
import { describe, expect, it } from 'vitest';
import { expectNoConsoleErrors, visit } from './support/browser';

describe('a page with a form key, as a browser gets it', () => {
  for (const path of ['/contact', '/ar/contact']) {
    it(`decodes ${path} in brotli to the whole page, its form carrying the key the answer was tagged with`, async () => {
      const v = await visit(path, { wait: false });
      const answer = await v.page.goto(new URL(path, v.page.url()).href);
      expect(answer?.headers()['content-encoding']).toBe('br');
      const key = /^"(.+)-br"$/.exec(answer?.headers().etag ?? '')?.[1];
      await v.page.locator('phx-router >> form').first().waitFor();
      expect(await v.page.locator('phx-router >> input[name="idempotencyKey"]').getAttribute('value')).toBe(key);
      expect(await v.page.evaluate(() => document.documentElement.outerHTML.endsWith('</html>'))).toBe(true);
      expectNoConsoleErrors(v);
      await v.close();
    });
  }
});
