// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogWords } from '../../test/catalogs';

/** Every word a visitor may read in `lang`: its catalog, its folder and its long pages (their content files too), as written. */
const wordsOf = (lang: string) => {
  const folder = new URL(`./${lang}/`, import.meta.url);
  const parts = readdirSync(folder)
    .filter((file) => file !== 'record.ts') // what the team's e-mail says, not a visitor
    .map((file) => readFileSync(new URL(file, folder), 'utf8'));
  // The long pages' content files (content/pages/<page>.<lang>.md).
  const pages = new URL('../../../content/pages/', import.meta.url);
  const files = readdirSync(pages)
    .filter((file) => file.endsWith(`.${lang}.md`))
    .map((file) => readFileSync(new URL(file, pages), 'utf8'));
  // What the team's e-mail says (inquiryRecord) is not for a visitor.
  const messages = catalogWords(lang, (id) => !id.startsWith('inquiryRecord.'));
  return [messages, ...parts, readFileSync(new URL(`./${lang}/articles.ts`, import.meta.url), 'utf8'), ...files].join(
    '\n',
  );
};

/** Claims the product does not support and terms the glossary replaced (GLOSSARY.md), per language. */
const unsupported: Record<string, RegExp[]> = {
  en: [/adapt to what you/i, /by our clinicians/i, /usually a specialist/i, /small statutory co-payment/i],
  de: [
    /sich dem anpassen, was Sie/,
    /durch unser Fachteam/,
    /Klinik finden/,
    /Partnerklinik/,
    /kleine gesetzliche Zuzahlung/,
    /Ihr Orthopädietechniker\b/,
    /Für Patienten\b/,
  ],
  es: [
    /se adaptan a lo que sostiene/,
    /tantas personas/,
    /opciones de financiación/,
    /técnico ortopédico/,
    /ayudas técnicas/,
    /a cargo de nuestro equipo clínico/,
    /normalmente especialista/,
  ],
  ar: [/قبضات تتكيّف/, /على أيدي أخصائيينا/, /يكون عادةً طبيبًا مختصًا/],
};

describe('the words make no claim the product or the sources do not support', () => {
  for (const [lang, phrases] of Object.entries(unsupported)) {
    it(`in ${lang}`, () => {
      const words = wordsOf(lang);
      for (const phrase of phrases) expect(words, String(phrase)).not.toMatch(phrase);
    });
  }

  it('promises round-the-clock support only in the line shown with the company file’s 24/7 number', () => {
    const roundTheClock = {
      en: /24\/7|around the clock/gi,
      de: /rund um die Uhr/gi,
      es: /las 24 horas|a cualquier hora/gi,
      ar: /على مدار الساعة/g,
    };
    for (const [lang, promise] of Object.entries(roundTheClock))
      expect(wordsOf(lang).match(promise), lang).toHaveLength(1);
  });

  it('writes no Latin comma in Arabic text', () => {
    const arabicThenComma = /[\u0600-\u06ff][)»]?, /;
    expect(wordsOf('ar')).not.toMatch(arabicThenComma);
  });
});
