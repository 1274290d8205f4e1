// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { requestPath, withoutTrailingSlashes } from './request-target';

describe('a route path without its trailing slashes', () => {
  it('drops them, and keeps / for a path of slashes only', () => {
    expect(withoutTrailingSlashes('/products/')).toBe('/products');
    expect(withoutTrailingSlashes('/de//')).toBe('/de');
    expect(withoutTrailingSlashes('/')).toBe('/');
    expect(withoutTrailingSlashes('///')).toBe('/');
  });

  // How long it takes (linear; /\/+$/ took seconds) is a figure of `npm run bench` (bench/requests.ts).
  it('keeps 100,000 slashes followed by another character as they are', () => {
    const path = `${'/'.repeat(100_000)}x`;
    expect(withoutTrailingSlashes(path)).toBe(path);
  });
});

describe('the path of a request-target', () => {
  it('is the path the URL parser reads, for plain paths and for those with dots, escapes or a query', () => {
    const targets = ['/', '/products', '/de/contact?inquiry=fitting', '/a/./b', '/a/../b', '/a/.', '/.well-known/x'];
    targets.push('/phx/chunks/x-1a.js', '//twice', '/a%20b', '/a\\b', '/ä', '/a?b/../c', '/a.b/c~d_e-f');
    for (const target of targets) expect(requestPath(target), target).toBe(new URL(`http://x${target}`).pathname);
    expect(requestPath('*')).toBeNull();
    expect(requestPath('/%E0%A4%A')).toBeNull();
  });
});
