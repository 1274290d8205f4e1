// @vitest-environment node
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { maxBodyBytes } from '../../src/inquiry/schema';
import { formFields, postForm, startServer } from '../../test/server/test-server';

/**
 * Writes a POST's headers and then `sendBody` bytes of its body (never the whole declared length), and resolves
 * with the status the server answered and whether it closed the connection, or 'no answer' after 10 s.
 */
function partialPost(url: string, type: string, declared: number, sendBody: number) {
  const { port } = new URL(url);
  return new Promise<{ status: number | 'no answer'; closed: boolean; written: number }>((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    let written = 0;
    let status: number | undefined;
    const timer = setTimeout(() => finish(false), 10_000);
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: status ?? 'no answer', closed, written });
    };
    socket.on('data', (chunk) => {
      received += chunk;
      status ??= Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]) || undefined;
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.write(
      `POST /api/inquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    // Keep writing while the server lets us: a server that drains the body takes all of it.
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const pump = () => {
      while (written < sendBody && !socket.destroyed) {
        written += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    pump();
  });
}

describe('a body the receiver will not take', () => {
  it('declared larger than the limit is answered 413 before it is read, and the connection closed', async () => {
    const { url } = await startServer();
    await fetch(`${url}/contact`); // loads the renderer the form's answer page is made with
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      const answer = await partialPost(url, type, 1_000_000_000, 50 * 1024 * 1024);
      expect(answer.status, type).toBe(413);
      expect(answer.closed, type).toBe(true);
      expect(answer.written, type).toBeLessThan(50 * 1024 * 1024);
    }
  }, 30_000);

  it('from a client over its rate limit is answered 429 before it is sent, and the connection closed', async () => {
    const { url } = await startServer({ rateLimitPerMinute: 1 });
    expect((await postForm(url, formFields())).status).toBe(200);
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      const answer = await partialPost(url, type, maxBodyBytes - 1, 0);
      expect(answer, type).toMatchObject({ status: 429, closed: true });
    }
  }, 30_000);
});
