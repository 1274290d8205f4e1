// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ar } from './i18n/ar';
import { articles as articlesAr } from './i18n/ar/articles';
import { articles as articlesDe } from './i18n/de/articles';
import { articles as articlesEn } from './i18n/en/articles';
import { articles as articlesEs } from './i18n/es/articles';
import { de } from './i18n/de';
import { en } from './i18n/en';
import { es } from './i18n/es';
import { noticeBoxes, privacyNotice } from './privacy-notice';

/**
 * Each version of the notice and the fingerprint of its words: a version once published is never changed (an
 * inquiry records it). A change of the words adds a line.
 */
const versions: Record<string, string> = {
  '2026-11-26': '24be70aa5cef35f6777c34de7414b7a29aa07a14859b65812fe1200a2f6eb8b5',
  // The second box: also send the request to the partner clinic it names (#33).
  '2026-11-26.2': 'f3f154b175c8a5cd74a9f4c5d5b501e745f9dfb59a40ab3b6d0334b1f48a7738',
  // The clinic box names the country and the transfer's risk; the legal basis of a clinic's copy; the longest each
  // copy is kept; no health consent for a partnership inquiry; how to withdraw (#43).
  '2026-11-29': '4549b6396b8c6dbaba4bc14ce40d757e285c1ba96798f0b9f61f75c76d936812',
  // The consent hint says how to withdraw: the link in the confirmation e-mail, or a letter (#44).
  '2026-11-29.2': '09e5bd9e6502291f3204778c626f9fe69403ba03eade1f63df53b5e25c25e866',
};

/** Words with each function's text shown for placeholder arguments ({0}, {1}…): what a visitor reads. */
const readable = (words: unknown): unknown =>
  typeof words === 'function'
    ? words(...Array.from({ length: words.length }, (_, i) => `{${i}}`))
    : words && typeof words === 'object'
      ? Object.fromEntries(Object.entries(words).map(([key, value]) => [key, readable(value)]))
      : words;

/** The same for the catalogs' messages, which take named values: numbered in the order the text names them. */
const readableMessages = (words: unknown): unknown =>
  typeof words === 'function'
    ? words(placeholders())
    : words && typeof words === 'object'
      ? Object.fromEntries(Object.entries(words).map(([key, value]) => [key, readableMessages(value)]))
      : words;

/** Values that read as {0}, {1}…, numbered as a message asks for them. */
const placeholders = () => {
  const named: string[] = [];
  return new Proxy(
    {},
    {
      get: (_, name) =>
        `{${named.includes(String(name)) ? named.indexOf(String(name)) : named.push(String(name)) - 1}}`,
    },
  );
};

/**
 * The clinic box's words as published: it had an empty `missing` text until the words moved to the catalogs (#42),
 * which changed no word a visitor reads.
 */
const asPublished = (consent: object) => {
  const { health, clinic, ...rest } = readableMessages(consent) as { health: object; clinic: Record<string, unknown> };
  const { hint, transfer, ...others } = clinic;
  return { health, clinic: { ...others, hint, transfer, missing: '' }, ...rest };
};

/** The notice and the consent box, in every language: what a consent is given against. */
const fingerprint = () =>
  createHash('sha256')
    .update(
      JSON.stringify(
        readable([
          [articlesEn.privacy, asPublished(en.contact.consent)],
          [articlesDe.privacy, asPublished(de.contact.consent)],
          [articlesEs.privacy, asPublished(es.contact.consent)],
          [articlesAr.privacy, asPublished(ar.contact.consent)],
        ]),
      ),
    )
    .digest('hex');

describe('the privacy notice', () => {
  it('has a new version whenever its words or the consent box’s change, in any language', () => {
    const now = fingerprint();
    expect(
      versions[privacyNotice.version],
      `The privacy notice or the consent box changed. Set privacyNotice.version in src/content/privacy-notice.ts to today (YYYY-MM-DD) and add '<that day>': '${now}' to the versions here; never change an older line.`,
    ).toBe(now);
  });

  it('names the consent boxes of every version published, which the server shares a request by', () => {
    expect(Object.keys(noticeBoxes).sort()).toEqual(Object.keys(versions).sort());
    expect(noticeBoxes[privacyNotice.version]).toEqual(['health', 'clinic']);
  });
});
