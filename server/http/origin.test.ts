// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './origin';

const request = (forwarded?: string) =>
  ({ headers: { 'x-forwarded-for': forwarded }, socket: { remoteAddress: '10.0.0.5' } }) as unknown as IncomingMessage;

describe('the address a request is counted by', () => {
  it('behind a trusted proxy, is the last X-Forwarded-For entry: the one the proxy appended', () => {
    expect(clientAddress(request('203.0.113.1'), { trustProxy: true })).toBe('203.0.113.1');
    expect(clientAddress(request('198.51.100.7, 203.0.113.1'), { trustProxy: true })).toBe('203.0.113.1');
  });

  it('behind a trusted proxy that sent no X-Forwarded-For, is the socket’s', () => {
    expect(clientAddress(request(), { trustProxy: true })).toBe('10.0.0.5');
    expect(clientAddress(request(' , '), { trustProxy: true })).toBe('10.0.0.5');
  });

  it('without a trusted proxy, is the socket’s whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.1'), {})).toBe('10.0.0.5');
  });
});
