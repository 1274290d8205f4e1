/**
 * A bare tag's first paint, before its code: the script-tag build carries each element prerendered (per language,
 * attributes at their defaults: prerendered/<tag>.<lang>.js beside the loader). Where an element's attributes
 * change nothing of its shape, the loader imports that HTML alongside the code and shows it at once; the code then
 * hydrates it in place, as it would an element rendered on a server.
 *
 * The HTML comes as a module, not as JSON: the page's Content-Security-Policy then treats it exactly as the
 * element's code (script-src), and needs no connect-src of its own.
 */
import { languages, prerendered } from 'virtual:phx-registry';
// The runtime's own walk, built into the loader (`?loader`: a second module id, which no chunk of src/chunks.ts claims).
import { configured } from './elements/runtime/configuration?loader';
import { languageAbove } from './elements/runtime/page-language?loader';

interface Prerendered {
  css: string;
  html: string;
}

/**
 * The language the element will speak, as its code decides it: its own lang (an empty one counts as none), else the
 * configured one, else the one it inherits from above it.
 */
function languageOf(element: Element): string {
  const lang = element.getAttribute('lang')?.trim() || configured('lang') || languageAbove(element);
  const primary = (lang ?? '').toLowerCase().split(/[-_]/)[0];
  return languages.includes(primary) ? primary : 'en';
}

/** The prerendered HTML at `url` (the browser's module map fetches each file once, however many elements show it). */
const prerenderedAt = (url: string): Promise<Prerendered | undefined> =>
  import(/* @vite-ignore */ url).then(
    (module: { default?: Prerendered }) => module.default,
    () => undefined,
  );

/** Shows the element's prerendered HTML, if the build has it; settles once it is shown, or known not to be. */
export function paintFirst(element: Element, base: string) {
  const shaping = prerendered[element.localName as keyof typeof prerendered];
  if (!shaping || element.shadowRoot || shaping.some((name) => element.hasAttribute(name))) return;
  return prerenderedAt(new URL(`prerendered/${element.localName}.${languageOf(element)}.js`, base).href).then(
    (found) => {
      // Too late (the code rendered it already) or gone: nothing to show.
      if (!found || element.shadowRoot || !element.isConnected) return;
      let sheet: CSSStyleSheet;
      try {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(found.css);
      } catch {
        return; // No constructable stylesheets: the element renders when its code arrives.
      }
      const root = element.attachShadow({ mode: 'open' });
      try {
        // A Trusted Types policy may refuse markup: the element then simply renders when its code arrives.
        // Links lead to the company site: the origin phx.js was loaded from (scripts/first-paint.ts left a marker).
        // (or to the configured site-url, as once the code runs).
        const site = element.getAttribute('site-url')?.trim() || configured('site-url') || new URL(base).origin;
        root.innerHTML = found.html.replaceAll('https://phx.invalid', site.replace(/\/+$/, ''));
        root.adoptedStyleSheets = [sheet];
        element.setAttribute('data-phx-ssr', '');
      } catch {
        root.replaceChildren();
      }
    },
  );
}
