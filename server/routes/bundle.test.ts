// @vitest-environment node
import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleRoutes } from './bundle';

async function serve(changes: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'phx-bundle-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'phx.js'), 'export const v = 1;');
  writeFileSync(join(dir, 'chunks/a-1.js'), 'export {};');
  writeFileSync(join(dir, '.secret'), 'no');
  writeFileSync(join(dir, 'integrity.json'), '{ "version": "1.2.3", "hashes": {} }');
  const app = Fastify();
  bundleRoutes(app, { dir, changes });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send('not found'));
  const get = async (path: string, headers: Record<string, string> = {}) => app.inject({ url: path, headers });
  return { dir, get };
}

describe('the bundle from memory', () => {
  it('sends a file with its type, tag and caching rule, and 304 for its tag', async () => {
    const { get } = await serve(false);
    const entry = await get('/phx/phx.js');
    expect(entry.body).toBe('export const v = 1;');
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/phx/phx.js', { 'If-None-Match': `W/${entry.headers.etag}` })).statusCode).toBe(304);
    expect((await get('/phx/chunks/a-1.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses hidden files, folders and paths that climb out', async () => {
    const { get } = await serve(false);
    for (const path of ['/phx/.secret', '/phx/chunks/', '/phx/%2e%2e/x', '/phx/..%2f..%2fetc/passwd', '/phx/%E0%A4'])
      expect([400, 404], path).toContain((await get(path)).statusCode);
  });

  it('sends a file rebuilt while it runs when told files change, and the first one read when not', async () => {
    for (const changes of [true, false]) {
      const { dir, get } = await serve(changes);
      expect((await get('/phx/phx.js')).body).toBe('export const v = 1;');
      writeFileSync(join(dir, 'phx.js'), 'export const v = 2;');
      utimesSync(join(dir, 'phx.js'), new Date(), new Date(Date.now() + 5_000));
      expect((await get('/phx/phx.js')).body, String(changes)).toBe(
        changes ? 'export const v = 2;' : 'export const v = 1;',
      );
    }
  });

  it('sends the build under its pinned version too, /phx/<version>/…, cached for good', async () => {
    const { get } = await serve(false);
    const pinned = await get('/phx/1.2.3/phx.js');
    expect(pinned.body).toBe('export const v = 1;');
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/phx/1.2.2/phx.js')).statusCode).toBe(404);
  });
});
