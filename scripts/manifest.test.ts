// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildManifest, manifestText } from './manifest';

describe('custom-elements.json', () => {
  it('matches the JSDoc of the element definitions (run `npm run manifest` after changing them)', () => {
    expect(readFileSync(new URL('../custom-elements.json', import.meta.url), 'utf8')).toBe(manifestText());
  });

  it('lists every element with its attributes, events, parts and theme tokens', () => {
    const declarations = buildManifest().modules.map((m) => m.declarations[0]);
    expect(declarations.map((d) => d.tagName)).toEqual([
      'phx-about', 'phx-contact', 'phx-footer', 'phx-home', 'phx-nav', 'phx-not-found', 'phx-products', 'phx-router',
    ]);
    const contact = declarations.find((d) => d.tagName === 'phx-contact')!;
    expect(contact.attributes.map((a) => a.name)).toEqual(['inquiry', 'endpoint', 'site-url']);
    expect(contact.events.map((e) => e.name)).toEqual(['phx-submit', 'phx-submit-success', 'phx-submit-error']);
    expect(contact.cssParts.map((p) => p.name)).toContain('submit');
    expect(contact.cssProperties.map((p) => p.name)).toContain('--phx-color-primary');
  });
});
