import { describe, expect, it } from 'vitest';
import { readAttribute } from '../runtime/attributes';
import { companyReceiver, deliveryFor, type Endpoint } from './delivery';

const page = { baseUrl: 'https://clinic.example/contact', origin: 'https://clinic.example', site: '' };
const endpointOf = (raw: string | undefined) => readAttribute({ kind: 'endpoint' }, raw, () => {}, page) as Endpoint;

describe('where the contact form sends', () => {
  it('sends to its own endpoint, read against the page’s address', () => {
    expect(deliveryFor(endpointOf('/api/inquiries'), 'https://phoenix.example/api/inquiries')).toEqual({
      to: 'receiver',
      url: 'https://clinic.example/api/inquiries',
    });
  });

  it('without one, sends to the receiver of the company server phx.js came from', () => {
    const receiver = companyReceiver('https://phoenix.example/phx/phx.js', false);
    expect(receiver).toBe('https://phoenix.example/api/inquiries');
    expect(deliveryFor(endpointOf(undefined), receiver)).toEqual({ to: 'receiver', url: receiver });
  });

  it('knows no receiver where phx is bundled into an app, or was served from elsewhere than /phx/', () => {
    expect(companyReceiver('https://app.example/phx/phx.js', true)).toBeUndefined();
    expect(companyReceiver('https://cdn.example/npm/phx@1/phx.js', false)).toBeUndefined();
    expect(companyReceiver('file:///srv/phx/phx.js', false)).toBeUndefined();
    expect(companyReceiver(undefined, false)).toBeUndefined();
    expect(deliveryFor(endpointOf(undefined), undefined)).toEqual({ to: 'nowhere', why: 'unset' });
  });

  it('simulates only when asked for by name', () => {
    expect(endpointOf('simulate')).toBe('simulate');
    expect(endpointOf(' Simulate ')).toBe('simulate');
    expect(deliveryFor(endpointOf('simulate'), 'https://phoenix.example/api/inquiries')).toEqual({ to: 'simulation' });
  });

  it('sends nowhere with an endpoint that cannot be used, whatever the company server', () => {
    expect(deliveryFor(endpointOf('javascript:alert(1)'), 'https://phoenix.example/api/inquiries')).toEqual({
      to: 'nowhere',
      why: 'unusable',
    });
  });
});
