/**
 * `npm run build`'s first step: checks the content files (content/, each mistake with its file and line) and prints,
 * per language, the hands and pages whose words are missing (which fails) or stale (translated from an older English text:
 * still shown, and listed here for the translators).
 */
import { aboutTranslationStatus, loadAbout } from '../src/content/files/about.ts';
import { contentDir } from '../src/content/files/dir.ts';
import { homeTranslationStatus, loadHome } from '../src/content/files/home.ts';
import { longPages } from '../src/content/files/long-pages.ts';
import { loadPage, pageTranslationStatus } from '../src/content/files/pages.ts';
import { loadProducts, productTranslationStatus } from '../src/content/files/products.ts';
import { ContentError } from '../src/content/files/read.ts';

try {
  const dir = contentDir();
  const hands = productTranslationStatus(dir);
  const pages = [
    homeTranslationStatus(dir),
    aboutTranslationStatus(dir),
    ...longPages.map((page) => pageTranslationStatus(dir, page)),
  ];
  const lines = Object.entries(hands).flatMap(([lang, words]) => {
    const missing = [...words.missing, ...pages.flatMap((page) => page[lang as keyof typeof page].missing)];
    const stale = [...words.stale, ...pages.flatMap((page) => page[lang as keyof typeof page].stale)];
    return [
      ...(missing.length ? [`  ${lang}: missing ${missing.join(', ')}`] : []),
      ...(stale.length ? [`  ${lang}: stale (its English changed since) ${stale.join(', ')}`] : []),
    ];
  });
  console.log(lines.length ? `Content to translate:\n${lines.join('\n')}` : 'Content files: every language up to date');
  loadProducts(dir);
  loadHome(dir);
  loadAbout(dir);
  for (const page of longPages) loadPage(dir, page);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
