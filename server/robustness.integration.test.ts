// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../test/server/child-server';
import { randomRequest, seeded } from '../test/server/fuzz-requests';
import { rawRequest, requestLine } from '../test/server/raw-http';
import { waitFor } from '../src/test/wait';

let server: ChildServer;
beforeAll(async () => {
  server = await startChildServer();
}, 60_000);
afterAll(() => server?.stop());

const answersNormally = async () => {
  expect(server.alive()).toBe(true);
  expect((await fetch(`${server.url}/contact`)).status).toBe(200);
};

describe('a server facing hostile requests', () => {
  it.each(['//', '///', '//[', '//%', '//@', '//a:99999/'])(
    'answers GET %s below 500 and keeps serving',
    async (target) => {
      const status = await rawRequest(server.port, requestLine('GET', target));
      expect(status).toBeTypeOf('number');
      expect(status).toBeLessThan(500);
      await answersNormally();
    },
  );

  it('answers targets that are not paths with 400', async () => {
    for (const target of ['*', 'nonsense', 'ftp://h/x', '/%E0%A4%A']) {
      expect(await rawRequest(server.port, requestLine('GET', target)), target).toBe(400);
    }
    await answersNormally();
  });

  it('answers a 10 KB path without a 500', async () => {
    const status = await rawRequest(server.port, requestLine('GET', `/${'a'.repeat(10_000)}`));
    expect(status).toBeTypeOf('number');
    expect(status).toBeLessThan(500);
    await answersNormally();
  });

  it('survives 3,000 seeded random requests without a single 5xx', async () => {
    const random = seeded(20_241);
    const requests = Array.from({ length: 3000 }, () => randomRequest(random));
    const statuses: (number | string)[] = [];
    for (let i = 0; i < requests.length; i += 25) {
      statuses.push(...(await Promise.all(requests.slice(i, i + 25).map((r) => rawRequest(server.port, r)))));
    }
    const failed = statuses.flatMap((status, i) =>
      typeof status === 'number' && status >= 500 ? [`${status} ← ${JSON.stringify(requests[i].slice(0, 300))}`] : [],
    );
    expect(failed).toEqual([]);
    expect(statuses.filter((s) => s === 'timeout')).toHaveLength(0);
    await answersNormally();
  }, 120_000);

  it('logs a rejection nobody awaited by name only, and keeps serving', async () => {
    const inject = await fetch(`${server.url}/api/__faults`, { method: 'POST', body: '["stray-rejection"]' });
    expect(inject.status).toBe(204);
    const res = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada Secret',
        email: 'ada@example.com',
        phone: '',
        inquiry: 'general',
        subject: 'Private',
        message: 'Medical detail',
        pageUrl: '',
        idempotencyKey: 'stray-1',
      }),
    });
    expect(res.status).toBe(201);
    await waitFor(() => server.output().includes('unhandled rejection: TypeError'), 10_000, 'the rejection in the log');
    expect(server.output()).not.toMatch(/Ada Secret|Medical detail|Injected/);
    await answersNormally();
  });
});
