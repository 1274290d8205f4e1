/**
 * The loader a page includes (`<script type="module" src=".../phx.js">`). It is small on purpose: it reserves
 * room for every phx element on the page, and fetches an element's code (React and the section) only when its
 * tag appears, now or later. Loading it twice, or two copies of it, defines each tag once.
 */
import { isPhxTag, phxTags, placeholderHeights, type PhxTag } from './elements/registry';

const LOADED = Symbol.for('phx.loader');
const here = import.meta.url;
type Mark = { from: string; noted?: boolean };
const registry = globalThis as unknown as Record<symbol, Mark | undefined>;
const mark = registry[LOADED];

/** Room for each element until its first render (`:state(ready)`), tinted for the standalone ones. */
function reservePlaceholders() {
  const all = phxTags.join(',');
  let css = `:where(${all}){display:block}`;
  for (const tag of phxTags) {
    const tint = tag === 'phx-router' ? '' : 'background:var(--phx-color-surface-alt,#f2f6f9);';
    const rule = `{min-height:${placeholderHeights[tag]};${tint}}`;
    // Separate rules: a browser that does not know :state() drops only its own rule.
    css += `:where(${tag}:not(:defined))${rule}:where(${tag}:not(:state(ready)))${rule}`;
  }
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // No constructable stylesheets: elements simply appear when ready.
  }
}

const requested = new Set<string>();
let blockedByPolicy = false;

function load(tag: PhxTag) {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  // By URL, not by a bundler import: the loader stays free of imports of its own.
  import(/* @vite-ignore */ new URL(`elements/${tag}.js`, here).href).catch((error: Error) => {
    requested.delete(tag);
    // A CSP block is explained once by reportBlockedCode(); anything else is explained here.
    setTimeout(() => {
      if (!blockedByPolicy) console.error(`phx: the code of <${tag}> could not be loaded from ${new URL('.', here)} (${error.message}).`);
    }, 100);
  });
}

function scan(root: ParentNode) {
  for (const tag of phxTags) if (root.querySelector(tag)) load(tag);
}

/** Loads the elements on the page now, and any added later. */
function watch() {
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        const name = (node as Element).localName;
        if (isPhxTag(name)) load(name);
        if ((node as Element).firstElementChild) scan(node as Element);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** A Content-Security-Policy that blocks our own code gets one clear console error saying what to change. */
function reportBlockedCode() {
  const base = new URL('.', here).href;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (!event.blockedURI.startsWith(base) && !event.sourceFile.startsWith(base)) return;
    document.removeEventListener('securitypolicyviolation', onViolation);
    blockedByPolicy = true;
    console.error(
      `phx: this page's Content-Security-Policy blocked ${event.blockedURI || 'phx code'} (${event.effectiveDirective}). ` +
        `Give the <script> that loads phx the page's nonce (nonce="…"; phx passes it on), ` +
        `or allow ${base} in script-src.`,
    );
  };
  document.addEventListener('securitypolicyviolation', onViolation);
}

if (mark) {
  if (mark.from !== here && !mark.noted) {
    mark.noted = true;
    console.info(`phx: already loaded from ${mark.from}; the copy at ${here} was not used.`);
  }
} else {
  registry[LOADED] = { from: here };
  reservePlaceholders();
  reportBlockedCode();
  watch();
}
