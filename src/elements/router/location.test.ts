import { describe, expect, it } from 'vitest';
import { routeHref, routePath, routeQuery } from './location';

const at = (pathname: string, hash = '', search = '') => ({ origin: 'https://clinic.example', pathname, hash, search });

describe('routePath', () => {
  it('reads the path in history mode, ignoring a trailing slash', () => {
    expect(routePath(at('/about/'), '', 'history')).toBe('/about');
    expect(routePath(at('/'), '', 'history')).toBe('/');
  });

  it('reads the path below a base', () => {
    expect(routePath(at('/prosthetics'), '/prosthetics', 'history')).toBe('/');
    expect(routePath(at('/prosthetics/products'), '/prosthetics', 'history')).toBe('/products');
    expect(routePath(at('/elsewhere'), '/prosthetics', 'history')).toBe('/elsewhere');
  });

  it('reads the path from the hash in hash mode', () => {
    expect(routePath(at('/page.html', '#/contact'), '', 'hash')).toBe('/contact');
    expect(routePath(at('/page.html', ''), '', 'hash')).toBe('/');
    expect(routePath(at('/page.html', '#section'), '', 'hash')).toBe('/');
  });
});

describe('routeQuery', () => {
  it('reads the page’s query in history mode, and the hash’s in hash mode', () => {
    expect(routeQuery(at('/contact', '', '?inquiry=support'), 'history')).toBe('?inquiry=support');
    expect(routeQuery(at('/page.html', '#/contact?product=smarthand-ai'), 'hash')).toBe('?product=smarthand-ai');
  });
});

describe('routeHref', () => {
  const here = new URL('https://clinic.example/site/page.html?x=1#/about');
  it('builds absolute URLs under the base in history mode', () => {
    expect(routeHref('/products', '/prosthetics', 'history', here)).toBe('https://clinic.example/prosthetics/products');
  });
  it('keeps path and query and sets the hash in hash mode', () => {
    expect(routeHref('/contact', '', 'hash', here)).toBe('https://clinic.example/site/page.html?x=1#/contact');
  });
});
