/**
 * The content editor's preview (/admin/preview.html, in dev only): the real element showing the words being edited,
 * in each language: <phx-products> with one hand, or <phx-about>. The entry comes in the address's fragment (JSON:
 * what it is and its words per language); the words are put in place of the saved ones before the element's code
 * reads them. A field left empty keeps the saved text.
 */
import {
  englishWords,
  type Language,
  languageCodes,
  languages,
  type Part,
  wordsAt,
} from '../../src/content/i18n/index.ts';

interface Entry {
  /** A hand's words (its id), or the about page. */
  kind: 'hand' | 'about';
  id?: string;
  words: Partial<Record<Language, Record<string, unknown>>>;
}

const entry = JSON.parse(decodeURIComponent(location.hash.slice(1)) || '{"kind":"about","words":{}}') as Entry;
const part: Part = entry.kind === 'hand' ? 'products' : 'about';

/** Only what is filled in: an empty field, list or group keeps the saved text. */
const filled = (words: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(words).filter(([, value]) =>
      Array.isArray(value) ? value.some(Boolean) : typeof value === 'object' ? value !== null : Boolean(value),
    ),
  );

type Saved = { words: Record<string, Record<string, unknown>> };
const saved = (lang: Language) =>
  (part === 'products'
    ? import(`../../src/content/i18n/${lang}/products.ts`)
    : import(`../../src/content/i18n/${lang}/about.ts`)) as Promise<Saved>;

/** A language's part of the words with the entry's words in place of the saved ones. */
async function edited(lang: Language) {
  const words = (await saved(lang)).words[part];
  const changes = filled(entry.words[lang]);
  if (part === 'about') return { about: { ...words, ...changes } };
  const items = words.items as Record<string, object>;
  return { products: { ...words, items: { ...items, [entry.id!]: { ...items[entry.id!], ...changes } } } };
}

// Registered before the element's own: the first registration of a part is the one used.
wordsAt(
  Object.fromEntries(
    languageCodes
      .filter((lang) => lang !== 'en')
      .map((lang) => [`./${lang}/${part}.ts`, async () => ({ words: await edited(lang) })]),
  ),
);
await (part === 'products'
  ? import('../../src/elements/products/define.ts')
  : import('../../src/elements/about/define.ts'));
englishWords({ [part]: await edited('en') } as never);

const main = document.createElement('main');
for (const lang of languageCodes) {
  const section = document.createElement('section');
  section.lang = lang;
  section.dir = languages[lang].dir;
  const heading = document.createElement('h2');
  heading.textContent = languages[lang].name;
  const element = document.createElement(part === 'products' ? 'phx-products' : 'phx-about');
  if (entry.id) element.setAttribute('product', entry.id);
  element.setAttribute('lang', lang);
  section.append(heading, element);
  main.append(section);
}
document.body.append(main);
