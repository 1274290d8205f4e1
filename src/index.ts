/**
 * The loader a page includes (`<script type="module" src=".../phx.js">`). It is small on purpose: it reserves
 * room for every phx element on the page, and fetches an element's code (React and the section) only when its
 * tag appears, now or later. Loading it twice, or two copies of it, defines each tag once.
 */
// Generated from elements/runtime/contract.ts at build time (vite.config.ts): each tag's room and a literal import of its
// code, so that bundlers follow it and the loader carries nothing else of the contract.
import { firstPaint, loaders, placeholders } from 'virtual:phx-registry';
import { paintFirst } from './first-paint';

/** The one place to set `site-url`, `endpoint` and `lang` for every element (src/elements/runtime/configuration.ts). */
export { configure } from './elements/runtime/configuration?loader';

type PhxTag = keyof typeof loaders;
const phxTags = Object.keys(loaders) as PhxTag[];
const isPhxTag = (name: string): name is PhxTag => Object.hasOwn(loaders, name);

const LOADED = Symbol.for('phx.loader');
const here = import.meta.url;
// This file's folder, as `new URL('.', here)` would give it; written without that pattern, which bundlers
// (Turbopack, webpack) take for an asset to resolve at build time.
const folder = here.replace(/[?#].*$/, '').replace(/[^/]*$/, '');
type Mark = { from: string; noted?: boolean };
const registry = globalThis as unknown as Record<symbol, Mark | undefined>;
const mark = registry[LOADED];

let reserved = false;

/**
 * Room for each element until its first render (`:state(ready)`), tinted for the standalone ones. Only once a bare
 * tag is there: server HTML brings its own room, and a page of it alone is painted without this sheet's restyle.
 */
function reservePlaceholders() {
  if (reserved) return;
  reserved = true;
  const all = phxTags.join(',');
  let css = `:where(${all}){display:block}`;
  for (const tag of phxTags) {
    const tint = tag === 'phx-router' ? '' : 'background:var(--phx-color-surface-alt,#f2f6f9);';
    const rule = `{min-height:${placeholders[tag]};${tint}}`;
    // Separate rules: a browser that does not know :state() drops only its own rule. A prerendered element
    // (data-phx-ssr) already has its own height.
    const waiting = `${tag}:not([data-phx-ssr])`;
    css += `:where(${waiting}:not(:defined))${rule}:where(${waiting}:not(:state(ready)))${rule}`;
  }
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // No constructable stylesheets: elements simply appear when ready.
  }
}

/** The tags whose code is requested (a plain record: the loader counts its bytes). */
const requested: Record<string, boolean> = {};
let blockedByPolicy = false;

/**
 * For a prerendered page, once it is on screen and the browser is idle: it reads and works (links, menu, form)
 * without script, so the work of hydrating it waits until nothing more urgent is left. After the page's load and a
 * frame painted since (a small page's load comes before its first frame), so that none of it runs before that frame.
 */
const afterPaint = (go: () => void) => {
  const painted = () =>
    requestAnimationFrame(() => setTimeout(() => (self.requestIdleCallback ?? setTimeout)(go, { timeout: 2000 })));
  if (document.readyState === 'complete') painted();
  else addEventListener('load', painted, { once: true });
};

const waiting = new Map<string, () => void>();

function load(tag: PhxTag, prerendered = false) {
  if (requested[tag] || customElements.get(tag)) return;
  requested[tag] = true;
  if (!prerendered) return fetchCode(tag);
  // Once: whichever comes first, idle or a visitor's reach, takes it off the waiting list.
  const go = () => waiting.delete(tag) && fetchCode(tag);
  waiting.set(tag, go);
  afterPaint(go);
}

// A visitor reaching for a prerendered element (pointer, keyboard, focus, typing) needs its code now, not at idle.
// And no tap before hydration is lost (JSAction's event contract): a click on a button of server HTML that its code
// has not taken over yet is kept for the element's runtime to replay once hydrated (elements/early-clicks.ts). So is
// a plain click on a link, held back meanwhile: replayed, it asks the host page first (phx-navigate, which a host may
// cancel), as it would once the code runs. So is a Send (a submit button, or Enter in a field, which clicks it):
// replayed, the form sends as it does once its code runs. Only where the code cannot be loaded, or has not taken the
// element over within 10 s, does the browser do it without script: the link is followed, a form that posts to a
// receiver is posted (one that has none waits, what was typed on screen). Popover toggles work without script.
function hurryOnInteraction() {
  const early = { clicks: [] as Element[][], taken: new WeakSet<Element>() };
  (registry as Record<symbol, unknown>)[Symbol.for('phx.early')] = early;
  const hurry = (event: Event) => {
    const path = event.composedPath() as Element[];
    for (const target of path) waiting.get(target.localName)?.();
    const host = (path.find((node) => node instanceof ShadowRoot) as ShadowRoot | undefined)?.host;
    if (!host || !isPhxTag(host.localName) || early.taken.has(host) || event.type !== 'click') return;
    const button = path[0].closest?.('button[type=button]:not([popovertarget])');
    const send = path[0].closest?.('button[type=submit]') as HTMLButtonElement | null;
    const link = path[0].closest?.('a[href]') as HTMLAnchorElement | null;
    const { button: key, metaKey, ctrlKey, shiftKey, altKey } = event as MouseEvent;
    if (button) early.clicks.push([host, button]);
    else if (send?.form && !early.clicks.some(([, kept]) => kept === send)) {
      event.preventDefault();
      const form = send.form;
      keep([host, send], () => form.hasAttribute('action') && form.requestSubmit(send));
    }
    // The router's links lead within the site, which its server HTML serves as well: the browser follows them.
    else if (
      link &&
      host.localName !== 'phx-router' &&
      !(link.target || key || metaKey || ctrlKey || shiftKey || altKey)
    ) {
      event.preventDefault();
      keep([host, link], () => location.assign(link.href));
    }
  };
  /** Keeps a click for the runtime; `withoutCode` does what the browser would, should the code not come. */
  const keep = (kept: Element[], withoutCode: () => void) => {
    early.clicks.push(kept);
    const [host] = kept;
    const fallBack = () => {
      if (early.taken.has(host) || !early.clicks.includes(kept)) return;
      early.clicks = early.clicks.filter((click) => click !== kept);
      withoutCode();
    };
    if (failed[host.localName]) return fallBack();
    onFailure[host.localName] = [...(onFailure[host.localName] ?? []), fallBack];
    setTimeout(fallBack, 10_000);
  };
  for (const type of ['pointerdown', 'keydown', 'focusin', 'input'])
    addEventListener(type, hurry, { capture: true, passive: true });
  addEventListener('click', hurry, { capture: true });
}

/** Tags whose code could not be loaded, and what waits to know it (a kept click falls back to the browser's way). */
const failed: Record<string, boolean> = {};
const onFailure: Record<string, (() => void)[]> = {};

function fetchCode(tag: PhxTag) {
  failed[tag] = false;
  loaders[tag]().catch((error: Error) => {
    requested[tag] = false;
    failed[tag] = true;
    for (const fallBack of onFailure[tag]?.splice(0) ?? []) fallBack();
    // A CSP block is explained once by reportBlockedCode(); anything else is explained here.
    setTimeout(() => {
      if (!blockedByPolicy)
        console.error(`phx: the code of <${tag}> could not be loaded from ${folder} (${error.message}).`);
    }, 100);
  });
}

/**
 * Whether the element's server HTML is on screen: a declarative shadow root with content. Markup inserted with
 * innerHTML keeps its data-phx-ssr but not its root (the template stays inert), and must not wait.
 */
const prerenderedRoot = (element: Element) => Boolean(element.shadowRoot?.querySelector('[data-phx-root] > *'));

/** An element of `tag` appeared: its code is needed, now unless every one of them is prerendered. */
function found(tag: PhxTag, elements: ArrayLike<Element>) {
  let allPrerendered = true;
  for (const element of elements as Element[]) {
    if (prerenderedRoot(element)) continue;
    allPrerendered = false;
    // Its room is then reserved like any bare tag's, until its code renders it.
    element.removeAttribute('data-phx-ssr');
  }
  // A prerendered tag's code waits for idle; an element without its HTML cannot wait, and needs its room.
  if (!allPrerendered) {
    reservePlaceholders();
    waiting.get(tag)?.();
  }
  // `firstPaint` is a constant of the build: a bundling app's build leaves paintFirst (and its import()) out.
  // The code is fetched once the first paint is in: its much larger download and compile then do not delay it.
  const painting =
    firstPaint && !customElements.get(tag) ? [...(elements as Element[])].map((el) => paintFirst(el, here)) : [];
  Promise.all(painting).then(() => load(tag, allPrerendered));
}

function scan(root: ParentNode) {
  for (const tag of phxTags) {
    const elements = root.querySelectorAll(tag);
    if (elements.length) found(tag, elements);
  }
}

/** Loads the elements on the page now, and any added later. */
function watch() {
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        const name = (node as Element).localName;
        if (isPhxTag(name)) found(name, [node as Element]);
        if ((node as Element).firstElementChild) scan(node as Element);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** A Content-Security-Policy that blocks our own code gets one clear console error saying what to change. */
function reportBlockedCode() {
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (!event.blockedURI.startsWith(folder) && !event.sourceFile.startsWith(folder)) return;
    document.removeEventListener('securitypolicyviolation', onViolation);
    blockedByPolicy = true;
    console.error(
      `phx: the page's Content-Security-Policy blocked ${event.blockedURI || 'phx code'} (${event.effectiveDirective}): ` +
        `give phx's <script> the page's nonce (phx passes it on) or allow ${folder} in script-src.`,
    );
  };
  document.addEventListener('securitypolicyviolation', onViolation);
}

if (typeof document === 'undefined') {
  // Imported on a server (Node, a framework's server build): there is nothing to define or watch.
} else if (mark) {
  if (mark.from !== here && !mark.noted) {
    mark.noted = true;
    console.info(`phx: already loaded from ${mark.from}; the copy at ${here} was not used.`);
  }
} else {
  registry[LOADED] = { from: here };
  reportBlockedCode();
  hurryOnInteraction();
  watch();
}
