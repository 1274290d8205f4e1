/**
 * A long page's preview in the content editor (/admin/page-preview/[<lang>/]<page>, in dev only): the site's own
 * <phx-router> showing the page, with the words being edited (the address's fragment: JSON, that language's words)
 * in place of the saved ones. A field left empty keeps the saved text. Above it, whether the saved translation is
 * stale or missing, as the build lists it.
 */
import { type Articles, keepArticles, loadArticles } from '../../src/content/i18n/articles.ts';
import { defaultLanguage, isLanguage, type Language, languages } from '../../src/content/i18n/index.ts';
import { privacyFunctions } from '../../src/content/notice-shape.ts';
import { type PageFunctions, withFunctions } from '../../src/content/page-functions.ts';
import { merged } from './merged.ts';

const base = '/admin/page-preview';
const [first, second] = location.pathname.slice(base.length + 1).split('/');
const lang: Language = second && isLanguage(first) ? first : defaultLanguage;
const page = (second ?? first) as keyof Articles;
/** The texts a page's code reads as functions of their placeholders (as the builds make them). */
const functions: Partial<Record<string, PageFunctions>> = { privacy: privacyFunctions };
const edited = withFunctions(JSON.parse(decodeURIComponent(location.hash.slice(1)) || '{}'), functions[page] ?? {});
// The router reads the address: it gets the page's own, without the words.
history.replaceState(null, '', location.pathname);

const saved = await loadArticles(lang);
keepArticles(lang, { ...saved, [page]: merged(saved[page], edited) } as Articles);

type Status = Record<Language, { missing: string[]; stale: string[] }>;
const status = (await fetch('/admin/status.json').then((r) => r.json())) as {
  pages?: Record<string, Status>;
  problems?: string[];
};
const listed = status.pages?.[page]?.[lang];
const note = status.problems
  ? `The saved files have problems the build would stop on: ${status.problems.join('; ')}`
  : listed?.stale.length
    ? 'Stale: this translation was made from an older English text. Check it against the English, and set its version.'
    : listed?.missing.length
      ? 'Missing: there is no translation yet.'
      : '';
if (note) {
  const p = document.createElement('p');
  p.setAttribute('role', 'note');
  p.textContent = `${languages[lang].name}: ${note}`;
  document.body.append(p);
}

await import('../../src/elements/router/define.ts');
const router = document.createElement('phx-router');
router.setAttribute('base', base);
document.body.append(router);
