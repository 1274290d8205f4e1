import { describe, expect, it, vi } from 'vitest';
import { bundleOrigin, noteSiteUnknown } from './site-origin';

describe('the company site links lead to by default', () => {
  it('is the origin phx was loaded from, in the script-tag build', () => {
    expect(bundleOrigin('https://phoenix.example/phx/chunks/runtime-x.js', false)).toBe('https://phoenix.example');
    expect(bundleOrigin('file:///srv/phx/chunks/runtime-x.js', false)).toBeNull();
  });

  it('is unknown in a bundling app, which gets one console note naming site-url', () => {
    expect(bundleOrigin('https://app.example/assets/index.js', true)).toBeNull();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    noteSiteUnknown('phx-products', 'https://app.example');
    noteSiteUnknown('phx-nav', 'https://app.example');
    expect(info).toHaveBeenCalledOnce();
    expect(info.mock.calls[0][0]).toMatch(/<phx-products>: .*https:\/\/app\.example.*site-url=/);
  });
});
