/**
 * The content editor's preview (/admin/preview.html, in dev only): the real <phx-products> showing one hand with the
 * words being edited, in each language. The entry comes in the address's fragment (JSON: the hand's id and its words
 * per language); the words are put in place of the saved ones before the element's code reads them.
 */
import { englishWords, type Language, languageCodes, languages, wordsAt } from '../../src/content/i18n/index.ts';
import type { ProductWords } from '../../src/content/product-shape.ts';

interface Entry {
  id: string;
  words: Partial<Record<Language, Partial<ProductWords>>>;
}

const entry = JSON.parse(decodeURIComponent(location.hash.slice(1)) || '{"id":"","words":{}}') as Entry;

type ProductsPart = { words: { products: { items: Record<string, ProductWords> } } };
const saved = (lang: Language) => import(`../../src/content/i18n/${lang}/products.ts`) as Promise<ProductsPart>;
/** A language's products part with this hand's words as edited (a field left empty keeps the saved text). */
async function edited(lang: Language) {
  const { words } = await saved(lang);
  const mine = words.products.items[entry.id] ?? { summary: '', description: '', imageAlt: '' };
  const changes = Object.fromEntries(Object.entries(entry.words[lang] ?? {}).filter(([, text]) => text));
  return { products: { ...words.products, items: { ...words.products.items, [entry.id]: { ...mine, ...changes } } } };
}

// Registered before the element's own: the first registration of a part is the one used.
wordsAt(
  Object.fromEntries(
    languageCodes
      .filter((lang) => lang !== 'en')
      .map((lang) => [`./${lang}/products.ts`, async () => ({ words: await edited(lang) })]),
  ),
);
await import('../../src/elements/products/define.ts');
englishWords({ products: (await edited('en')) as never });

const main = document.createElement('main');
for (const lang of languageCodes) {
  const section = document.createElement('section');
  section.lang = lang;
  section.dir = languages[lang].dir;
  const heading = document.createElement('h2');
  heading.textContent = languages[lang].name;
  const element = document.createElement('phx-products');
  element.setAttribute('product', entry.id);
  element.setAttribute('lang', lang);
  section.append(heading, element);
  main.append(section);
}
document.body.append(main);
