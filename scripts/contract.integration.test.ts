// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { phxTags } from '../src/elements/runtime/contract';
import { buildExports, buildManifest, generated } from './contract';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

// Made once: it runs the compiler (phx/server's types).
const made = generated();

describe('what is generated from the element contract', () => {
  for (const [file, text] of Object.entries(made)) {
    it(`${file} matches the contract (run \`npm run contract\` after changing it)`, () => {
      expect(read(file)).toBe(text);
    });
  }

  it('types/server/ holds only the declarations phx/server reaches', () => {
    const emitted = Object.keys(made).filter((file) => file.startsWith('types/server/'));
    const there = readdirSync(new URL('../types/server', import.meta.url), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`.replace(/^.*?\/types\/server\//, 'types/server/'));
    expect(there.sort()).toEqual(emitted.sort());
  });

  it('package.json exports every element as its own entry (run `npm run contract` after changing the contract)', () => {
    expect(JSON.parse(read('package.json')).exports).toEqual(buildExports());
  });

  it('describes every element with its attributes, events, parts and theme tokens', () => {
    const declarations = buildManifest().modules.map((m) => m.declarations[0]);
    expect(declarations.map((d) => d.tagName)).toEqual(phxTags);
    const contact = declarations.find((d) => d.tagName === 'phx-contact')!;
    expect(contact.attributes.map((a) => a.name)).toEqual(['inquiry', 'endpoint', 'clinic', 'site-url', 'lang']);
    expect(contact.attributes[0].type.text).toBe(
      "'general' | 'consultation' | 'support' | 'insurance' | 'partnership'",
    );
    expect(contact.events.map((e) => e.name)).toEqual([
      'phx-submit',
      'phx-submit-success',
      'phx-submit-error',
      'phx-navigate',
    ]);
    expect(contact.cssParts.map((p) => p.name)).toContain('submit');
    expect(contact.cssProperties.map((p) => p.name)).toContain('--phx-color-primary');
    for (const declaration of declarations) {
      for (const entry of [...declaration.attributes, ...declaration.events, ...declaration.cssParts])
        expect(entry.description, entry.name).not.toBe('');
    }
  });
});
