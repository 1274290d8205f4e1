/**
 * The content editor's preview (/admin/preview.html, in dev only): the real element showing the words being edited,
 * in each language: <phx-products> with one hand, <phx-about> or <phx-home>. The entry comes in the address's fragment
 * (JSON: what it is and its words per language); the words are put in place of the saved ones before the element's
 * code reads them. A field left empty keeps the saved text.
 */
import {
  englishWords,
  type Language,
  languageCodes,
  languages,
  type Part,
  wordsAt,
} from '../../src/content/i18n/index.ts';
import { type PartModuleWords, wordsIn } from '../../src/content/i18n/part-words.ts';
import { merged } from './merged.ts';

interface Entry {
  /** A hand's words (its id), the about page or the home page. */
  kind: 'hand' | 'about' | 'home';
  id?: string;
  words: Partial<Record<Language, Record<string, unknown>>>;
}

const entry = JSON.parse(decodeURIComponent(location.hash.slice(1)) || '{"kind":"about","words":{}}') as Entry;
/** Each kind's part of the words, its element, and the modules of both (each language's part, the element's code). */
const kinds = {
  hand: {
    part: 'products',
    tag: 'phx-products',
    saved: (lang: Language) => import(`../../src/content/i18n/${lang}/products.ts`),
    define: () => import('../../src/elements/products/define.ts'),
  },
  about: {
    part: 'about',
    tag: 'phx-about',
    saved: (lang: Language) => import(`../../src/content/i18n/${lang}/about.ts`),
    define: () => import('../../src/elements/about/define.ts'),
  },
  home: {
    part: 'home',
    tag: 'phx-home',
    saved: (lang: Language) => import(`../../src/content/i18n/${lang}/home.ts`),
    define: () => import('../../src/elements/home/define.ts'),
  },
} satisfies Record<Entry['kind'], { part: Part; tag: string; saved: unknown; define: unknown }>;
const kind = kinds[entry.kind];
const part: Part = kind.part;

type Saved = { words: PartModuleWords<Record<string, Record<string, unknown>>> };

/** A language's part of the words with the entry's words in place of the saved ones. */
async function edited(lang: Language) {
  // A part compiled from a catalog may be a function of the language's Format (src/content/i18n/part-words.ts).
  const words = wordsIn(lang, ((await kind.saved(lang)) as Saved).words)[part];
  const changes = entry.words[lang] ?? {};
  if (part !== 'products') return { [part]: merged(words, changes) };
  const items = words.items as Record<string, object>;
  return { products: { ...words, items: { ...items, [entry.id!]: merged(items[entry.id!], changes) } } };
}

// Registered before the element's own: the first registration of a part is the one used.
wordsAt(
  Object.fromEntries(
    languageCodes
      .filter((lang) => lang !== 'en')
      .map((lang) => [`./${lang}/${part}.ts`, async () => ({ words: await edited(lang) })]),
  ),
);
await kind.define();
englishWords({ [part]: await edited('en') } as never);

type Status = Record<Language, { missing: string[]; stale: string[] }>;
/** Per language, whether this entry's saved translation is stale (or missing), as the build would list it. */
const status = (await fetch('/admin/status.json').then((r) => r.json())) as {
  hands?: Status;
  about?: Status;
  home?: Status;
  problems?: string[];
};
const listed = entry.kind === 'hand' ? status.hands : status[entry.kind];
const name = entry.kind === 'hand' ? entry.id! : entry.kind;

const main = document.createElement('main');
if (status.problems) {
  const problems = document.createElement('p');
  problems.setAttribute('role', 'note');
  problems.textContent = `The saved files have problems the build would stop on: ${status.problems.join('; ')}`;
  main.append(problems);
}
for (const lang of languageCodes) {
  const section = document.createElement('section');
  section.lang = lang;
  section.dir = languages[lang].dir;
  const heading = document.createElement('h2');
  heading.textContent = languages[lang].name;
  const element = document.createElement(kind.tag);
  if (entry.id) element.setAttribute('product', entry.id);
  element.setAttribute('lang', lang);
  section.append(heading);
  const note = listed?.[lang].stale.includes(name)
    ? 'Stale: this translation was made from an older English text. Check it against the English, and set its version.'
    : listed?.[lang].missing.includes(name)
      ? 'Missing: there is no translation yet.'
      : '';
  if (note) {
    const p = document.createElement('p');
    p.setAttribute('role', 'note');
    p.lang = 'en';
    p.dir = 'ltr';
    p.textContent = note;
    section.append(p);
  }
  section.append(element);
  main.append(section);
}
document.body.append(main);
