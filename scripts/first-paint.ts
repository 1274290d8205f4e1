/**
 * Part of `npm run build`: writes dist/cdn/prerendered/<tag>.<lang>.js, each element the build may prerender
 * (contract: firstPaint), in each language, its attributes at their defaults: what the loader shows of a bare tag
 * before the element's code has arrived (src/first-paint.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { languageCodes } from '../src/content/i18n/languages.ts';
import { elements, phxTags } from '../src/elements/runtime/contract.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}dist/cdn/prerendered`;

const { renderElement } = (await import(
  pathToFileURL(`${root}dist/server/index.js`).href
)) as typeof import('../src/ssr/index.ts');
mkdirSync(out, { recursive: true });
let files = 0;
for (const tag of phxTags.filter((t) => elements[t].firstPaint)) {
  for (const lang of languageCodes) {
    // In the page's language (as an inherited lang), so that the element's own attributes stay the defaults.
    // Its links lead to the company site, wherever the loader finds phx.js: src/first-paint.ts puts in that origin.
    const rendered = await renderElement(tag, {}, { lang, script: 'https://phx.invalid/phx.js' });
    const module = JSON.stringify({ css: rendered.styles[0], html: rendered.root });
    writeFileSync(`${out}/${tag}.${lang}.js`, `export default ${module};\n`);
    files++;
  }
}
console.log(`dist/cdn/prerendered: ${files} elements prerendered for a bare tag's first paint`);
