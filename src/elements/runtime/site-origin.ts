/**
 * Where links outside <phx-router> lead when no `site-url` says otherwise: the company site, which is the origin
 * phx was loaded from (the script tag's phx.js). A bundling app serves phx from its own origin, which says nothing
 * about the company site: there the page's origin stays, with one console note naming `site-url`.
 */

// The package build (dist/npm) is the one apps bundle; the script-tag build knows where it was loaded from.
export const bundled = import.meta.env.MODE === 'package';

/** The http(s) origin of `moduleUrl` (this module's own address by default), or null where it says nothing. */
export function bundleOrigin(moduleUrl: string = import.meta.url, inBundle = bundled): string | null {
  return !inBundle && /^https?:\/\/[^/?#]/.test(moduleUrl) ? new URL(moduleUrl).origin : null;
}

let noted = false;

/** Once per page: links of an element in a bundling app lead to the page's own origin unless `site-url` is set. */
export function noteSiteUnknown(tag: string, origin: string) {
  if (noted) return;
  noted = true;
  console.info(
    `<${tag}>: phx is bundled into this app, so links outside <phx-router> lead to this page's origin (${origin}). ` +
      'Set site-url="https://…" on the element to send them to the company site, or once for every element with ' +
      'configure({ siteUrl }) or <meta name="phx:site-url" content="https://…">.',
  );
}
