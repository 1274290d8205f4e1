'use client';
/**
 * An element's server HTML in a Next.js page (the client half of PhxElement). On the first load the browser's own
 * parser turns the HTML's <template shadowrootmode> into the element's shadow root, and this leaves it be. After a
 * client-side navigation (<Link>) React would insert the same HTML with innerHTML, which never parses a
 * declarative shadow root (the template would stay inert and the element render anew): it is parsed with
 * setHTMLUnsafe instead, so the element is the one the server rendered, hydrated in place.
 */
import '@phoenix-bionics/phx';
import { useLayoutEffect, useRef } from 'react';

/** The HTML without its declarative shadow root: what a browser without setHTMLUnsafe gets (the element renders). */
const withoutShadowRoot = (html: string) =>
  html.replace(/<template shadowrootmode="open">[\s\S]*<\/template>(?=<\/phx-[a-z-]+>$)/, '');

export function ElementHtml({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const div = box.current;
    if (!div || shown.current === html) return;
    const parsed = shown.current === null && div.firstElementChild?.shadowRoot;
    shown.current = html;
    // The server's HTML, parsed by the browser with the page: already the element.
    if (parsed) return;
    if (typeof div.setHTMLUnsafe === 'function') div.setHTMLUnsafe(html);
    else div.innerHTML = withoutShadowRoot(html);
  }, [html]);
  // The server sends the HTML; the browser's render leaves the box to the effect above (hydration keeps the
  // server's nodes: suppressHydrationWarning, as their text is not React's).
  return (
    <div
      ref={box}
      style={{ display: 'contents' }}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: phx's own server HTML (renderElement escapes every value)
      dangerouslySetInnerHTML={{ __html: typeof window === 'undefined' ? html : '' }}
    />
  );
}
