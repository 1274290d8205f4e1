/**
 * The demo's host pages as a partner's own server (or a CMS editor pasting `npm run render` output) would serve
 * them: every empty `<phx-…></phx-…>` tag replaced by the element rendered with its declarative shadow root, so the
 * page reads before any script runs; the loader on the page then hydrates it.
 */
import type { Render } from './pages.ts';

const tag = /<(phx-[a-z-]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*><\/\1>/g;
const attribute = /([a-z-]+)(?:="([^"]*)")?/g;
const pageStyle = /<style>([\s\S]*?)<\/style>/g;

const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );

/**
 * `html` with each phx tag rendered; `url` is the page's address, its <html lang> the elements' language. `styles`
 * is the text of every inline style the page then holds (its own and the elements'), for its CSP.
 */
export async function prerenderTags(
  html: string,
  render: Render,
  url: string,
): Promise<{ html: string; styles: string[] }> {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  const rendered: string[] = [];
  const styles = [...html.matchAll(pageStyle)].map(([, css]) => css);
  for (const [, name, attributes] of html.matchAll(tag)) {
    const attrs = Object.fromEntries([...attributes.matchAll(attribute)].map(([, k, v = '']) => [k, unescapeHtml(v)]));
    const element = await render(name, attrs, { url, lang });
    rendered.push(element.html);
    styles.push(...element.styles);
  }
  let i = 0;
  return { html: html.replace(tag, () => rendered[i++]), styles };
}
