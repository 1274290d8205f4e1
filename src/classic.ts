/**
 * For pages that can only add a classic `<script src=".../phx.classic.js">` (CMS pages): loads the ES entry that
 * sits beside this file. A dynamic import from a classic script keeps the script's nonce under a strict CSP.
 */
const script =
  (document.currentScript as HTMLScriptElement | null) ??
  document.querySelector<HTMLScriptElement>('script[src*="phx.classic"]');
const entry = new URL('phx.js', script?.src ?? location.href).href;
import(/* @vite-ignore */ entry).catch((error: Error) =>
  console.error(
    `phx: could not load ${entry} (${error.message}). Serve phx.js beside phx.classic.js; on a page with a ` +
      `Content-Security-Policy, give this <script> the page's nonce or allow ${new URL('.', entry)} in script-src.`,
  ),
);
