// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startServer } from '../../test/server/test-server';

describe('GET /phx/clinics/', () => {
  it('sends the manifest revalidated, and the index and shards of its version cached for a year, to any origin', async () => {
    const { url } = await start();
    const manifest = await fetch(`${url}/phx/clinics/manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const { version, count, sample } = await manifest.json();
    expect([count, sample]).toEqual([25, true]);
    const index = await fetch(`${url}/phx/clinics/${version}/index.json`, { headers: { 'Accept-Encoding': 'br' } });
    expect(index.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(index.headers.get('content-encoding')).toBe('br');
    expect((await index.json())[1].name[0]).toBe('Hudson Limb Center');
    const shard = await (await fetch(`${url}/phx/clinics/${version}/shard-0.json`)).json();
    expect(shard[11]).toMatchObject({ id: 'isar-prothetik', street: 'Fiktivweg 7' });
  });

  it('never publishes where a clinic’s requests go', async () => {
    const { url } = await start();
    const { version } = await (await fetch(`${url}/phx/clinics/manifest.json`)).json();
    for (const file of ['index.json', 'shard-0.json', 'id-0.json'])
      expect(await (await fetch(`${url}/phx/clinics/${version}/${file}`)).text()).not.toMatch(
        /requests?(Email|Webhook)?"/,
      );
  });

  it('answers 404 for a version or a file it does not have', async () => {
    const { url } = await start();
    for (const path of ['000000000000/index.json', 'abc/index.json', 'manifest.json/x'])
      expect((await fetch(`${url}/phx/clinics/${path}`)).status, path).toBe(404);
  });
});

const start = () => startServer();
