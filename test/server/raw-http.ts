/**
 * Exact bytes to a server and the status it answers: fetch would normalise `//` and refuse what a hostile client
 * sends. Test support for the robustness tests.
 */
import { connect } from 'node:net';

/** The status code of the answer, 'closed' when the server hung up without one, 'timeout' when it never answered. */
export function rawRequest(
  port: number,
  request: string | Buffer,
  timeoutMs = 5000,
): Promise<number | 'closed' | 'timeout'> {
  return new Promise((resolve) => {
    let received = '';
    const socket = connect(port, '127.0.0.1');
    const done = (result: number | 'closed' | 'timeout') => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done('timeout'), timeoutMs);
    socket.on('error', () => done('closed'));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(received);
      if (status) done(Number(status[1]));
    });
    socket.on('close', () => done('closed'));
    const bytes = typeof request === 'string' ? Buffer.from(request, 'latin1') : request;
    // Half-close after a request with a body, so a body shorter than its Content-Length ends instead of waiting.
    // Without one, stay open: Node's server drops a request whose client half-closed before the answer was ready.
    if (/\r\ncontent-length:/i.test(bytes.toString('latin1'))) socket.end(bytes);
    else socket.write(bytes);
  });
}

/** A request line with just enough headers to be a whole HTTP/1.1 request. */
export const requestLine = (method: string, target: string) =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
