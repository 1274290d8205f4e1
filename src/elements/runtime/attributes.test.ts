import { describe, expect, it, vi } from 'vitest';
import { readAttribute } from './attributes';

const page = {
  baseUrl: 'https://clinic.example/fittings/page.html',
  origin: 'https://clinic.example',
  site: 'https://clinic.example',
};
const read = (spec: Parameters<typeof readAttribute>[0], raw: string | undefined) => {
  const warn = vi.fn();
  return { value: readAttribute(spec, raw, warn, page), warn };
};

describe('reading attributes', () => {
  it('accepts one of the listed values in any case, and falls back with a warning naming them', () => {
    const layout = { kind: 'oneOf', values: ['list', 'grid'], default: 'list' } as const;
    expect(read(layout, ' GRID ').value).toBe('grid');
    expect(read(layout, undefined).value).toBe('list');
    const wrong = read(layout, 'table');
    expect(wrong.value).toBe('list');
    expect(wrong.warn).toHaveBeenCalledWith('accepted values are list, grid; using "list".');
  });

  it('keeps the known ids of a list in the given order, without duplicates, and all of them when none is known', () => {
    const ids = { kind: 'list', values: ['a', 'b', 'c'] } as const;
    expect(read(ids, 'c, a, c').value).toEqual(['c', 'a']);
    const unknown = read(ids, 'x');
    expect(unknown.value).toEqual(['a', 'b', 'c']);
    expect(unknown.warn).toHaveBeenCalledWith('unknown value "x"; accepted values are a, b, c; showing all.');
  });

  it('accepts a site address over http(s) only, and uses the page’s origin otherwise', () => {
    expect(read({ kind: 'url' }, 'https://phoenix.example/site/').value).toBe('https://phoenix.example/site');
    const script = read({ kind: 'url' }, 'javascript:alert(1)');
    expect(script.value).toBe('https://clinic.example');
    expect(script.warn).toHaveBeenCalledOnce();
  });

  it('wants a base path starting with a slash', () => {
    expect(read({ kind: 'path' }, '/prosthetics/').value).toBe('/prosthetics');
    const relative = read({ kind: 'path' }, 'prosthetics');
    expect(relative.value).toBe('');
    expect(relative.warn).toHaveBeenCalledOnce();
  });

  it('resolves an endpoint against the page, and marks any other scheme as unusable with a warning', () => {
    expect(read({ kind: 'endpoint' }, '/api/inquiries').value).toBe('https://clinic.example/api/inquiries');
    expect(read({ kind: 'endpoint' }, undefined).value).toBeUndefined();
    for (const scheme of ['data:application/json,{"id":"x"}', 'ftp://clinic.example/x', 'javascript:alert(1)']) {
      const unusable = read({ kind: 'endpoint' }, scheme);
      expect(unusable.value, scheme).toBe(false);
      expect(unusable.warn).toHaveBeenCalledOnce();
    }
  });
});
