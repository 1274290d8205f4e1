/**
 * A bare tag's first paint, before its code: the script-tag build carries each element prerendered (per language,
 * attributes at their defaults: prerendered/<tag>.<lang>.json beside the loader). Where an element's attributes
 * change nothing of its shape, the loader fetches that HTML alongside the code and shows it at once; the code then
 * hydrates it in place, as it would an element rendered on a server.
 */
import { languages, prerendered } from 'virtual:phx-registry';

interface Prerendered {
  css: string;
  html: string;
}

/** The language the element will speak: its own lang, else the nearest ancestor's, by primary subtag. */
function languageOf(element: Element): string {
  const tag = (element.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase().split(/[-_]/)[0];
  return languages.includes(tag) ? tag : 'en';
}

export function paintFirst(element: Element, base: string) {
  const shaping = prerendered[element.localName as keyof typeof prerendered];
  if (!shaping || element.shadowRoot || shaping.some((name) => element.hasAttribute(name))) return;
  const url = new URL(`prerendered/${element.localName}.${languageOf(element)}.json`, base);
  fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<Prerendered>) : null))
    .then((found) => {
      // Too late (the code rendered it already) or gone: nothing to show.
      if (!found || element.shadowRoot || !element.isConnected) return;
      const root = element.attachShadow({ mode: 'open' });
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(found.css);
      root.adoptedStyleSheets = [sheet];
      // A Trusted Types policy may refuse markup: the element then simply renders when its code arrives.
      root.innerHTML = found.html;
      element.setAttribute('data-phx-ssr', '');
    })
    .catch(() => {});
}
