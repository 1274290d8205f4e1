import { describe, expect, it, vi } from 'vitest';
import { basePath, endpointUrl, listOf, oneOf, siteUrl } from './attributes';

describe('attribute parsers', () => {
  it('oneOf accepts a listed value in any case and falls back with a warning', () => {
    const warn = vi.fn();
    const layout = oneOf(['list', 'grid'], 'list');
    expect(layout.parse(' GRID ', warn)).toBe('grid');
    expect(layout.parse(undefined, warn)).toBe('list');
    expect(layout.parse('table', warn)).toBe('list');
    expect(warn).toHaveBeenCalledWith('accepted values are list, grid; using "list".');
  });

  it('listOf keeps known ids in the given order, without duplicates', () => {
    const ids = listOf(['a', 'b', 'c']);
    expect(ids.parse('c, a, c', vi.fn())).toEqual(['c', 'a']);
    expect(ids.parse('x', vi.fn())).toEqual(['a', 'b', 'c']);
  });

  it('siteUrl accepts http(s) addresses only', () => {
    expect(siteUrl.parse('https://phoenix.example/site/', vi.fn())).toBe('https://phoenix.example/site');
    const warn = vi.fn();
    expect(siteUrl.parse('javascript:alert(1)', warn)).toBe(location.origin);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('basePath wants a path starting with a slash', () => {
    expect(basePath.parse('/prosthetics/', vi.fn())).toBe('/prosthetics');
    const warn = vi.fn();
    expect(basePath.parse('prosthetics', warn)).toBe('');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('endpointUrl resolves a relative URL and warns about a non-http one', () => {
    expect(endpointUrl.parse('/api/inquiries', vi.fn())).toBe(`${location.origin}/api/inquiries`);
    const warn = vi.fn();
    endpointUrl.parse('ftp://x', warn);
    expect(warn).toHaveBeenCalledOnce();
  });
});
