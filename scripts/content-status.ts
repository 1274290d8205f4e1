/**
 * `npm run build`'s first step: checks the content files (content/, each mistake with its file and line) and prints,
 * per language, the hands whose words are missing (which fails) or stale (translated from an older English text:
 * still shown, and listed here for the translators).
 */
import { contentDir } from '../src/content/files/dir.ts';
import { loadProducts, productTranslationStatus } from '../src/content/files/products.ts';
import { ContentError } from '../src/content/files/read.ts';

try {
  const dir = contentDir();
  const status = productTranslationStatus(dir);
  const lines = Object.entries(status).flatMap(([lang, { missing, stale }]) => [
    ...(missing.length ? [`  ${lang}: missing ${missing.join(', ')}`] : []),
    ...(stale.length ? [`  ${lang}: stale (its English changed since) ${stale.join(', ')}`] : []),
  ]);
  console.log(
    lines.length ? `Hands' words to translate:\n${lines.join('\n')}` : "Hands' words: every language up to date",
  );
  loadProducts(dir);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
