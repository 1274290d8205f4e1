// @vitest-environment node
/**
 * The messages' types come from en.po (catalogs/messages.d.ts, written by `npm run typecheck`): a call with a wrong id,
 * a wrong value name or a missing value fails the type check. Each `@ts-expect-error` below is such a call; were the
 * types to stop refusing it, `npm run typecheck` would fail on the unused directive.
 */
import { describe, expect, it } from 'vitest';
import { en } from './en';

describe('the messages’ types', () => {
  it('take the values English names, and nothing else', () => {
    expect(en.contact.subjectAbout({ product: 'Neural Pro X1' })).toBe('Consultation about the Neural Pro X1');
    // @ts-expect-error: a value named wrongly
    expect(en.contact.subjectAbout({ produkt: 'Neural Pro X1' })).toBe('Consultation about the undefined');
    // @ts-expect-error: a value missing
    expect(en.clinics.map({ count: 2 })).toBe('Map of 2 clinics in undefined');
    // @ts-expect-error: a number where the message counts, given as text
    expect(en.clinics.shown({ count: 'two' })).toMatch(/clinics/);
    // @ts-expect-error: an id English does not have
    expect(en.contact.submitt).toBeUndefined();
    // @ts-expect-error: a message without values is text, not a function
    expect(() => en.contact.submit({})).toThrow(TypeError);
  });
});
