import type { CDPSession, Page } from 'playwright-core';

/** A link or control as a visitor sees it and as assistive technology names it. */
export interface Control {
  tag: string;
  role: string;
  /** The accessible name the browser computes (what a screen reader says, what voice control matches). */
  name: string;
  /** The words on screen inside the control (visually hidden text left out). */
  visible: string;
  width: number;
  height: number;
  /** A link inside a sentence or a block of text: exempt from the target size. */
  inText: boolean;
  /**
   * Where a link leads; for a control in a form, what choosing it acts on: the form's action, its fixed (hidden)
   * fields and the control's own name and value ("Save" in two people's forms acts on two things); else "".
   */
  href: string;
}

/** What a one-handed, switch or voice user would find wrong with the controls on a page, by kind. */
export interface ControlFaults {
  /** A target under 44 × 44 px. */
  small: string[];
  /** A control whose accessible name leaves out words it shows (WCAG 2.5.3). */
  labelInName: string[];
  /** A control that shows no words at all: a voice user cannot say its name. */
  iconOnly: string[];
  /**
   * Two controls showing the same words that lead to different places, or act on different things (two forms'
   * "Save"): "click …" would be ambiguous.
   */
  ambiguous: string[];
}

const probe = 'data-phx-probe';

/** Marks every visible link and control on the page, through shadow roots, and measures it. */
function markControls(attribute: string) {
  const selector =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [tabindex]:not([tabindex="-1"])';
  const found: Omit<Control, 'name' | 'role'>[] = [];
  const hidden = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width <= 1 || r.height <= 1 || getComputedStyle(el).clipPath === 'inset(50%)';
  };
  const visibleText = (el: Element): string => {
    let text = '';
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
      else if (node instanceof Element) {
        if (node.localName === 'style' || node.localName === 'svg' || hidden(node)) return;
        if (getComputedStyle(node).display === 'none') return;
        for (const child of node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes) walk(child);
      }
    };
    walk(el);
    // An input's visible words are its label's (and a button-like input's value).
    if (el instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(el.type)) text = el.value;
    else if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)
      text = [...(el.labels ?? [])].map((label) => visibleText(label)).join(' ');
    return text.replace(/\s+/g, ' ').trim();
  };
  // A link is in running text when its block holds words outside it.
  const inText = (el: Element) => {
    if (el.localName !== 'a' || getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    if (!block) return false;
    const around = (block.textContent ?? '').replace(el.textContent ?? '', '');
    return /\p{L}/u.test(around);
  };
  // What a control in a form acts on: the form's action, its fixed fields, and the control's own name and value.
  const actsOn = (el: Element) => {
    const form = (el as HTMLButtonElement).form;
    if (!form) return '';
    const fixed = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => `${i.name}=${i.value}`);
    const own = el as HTMLInputElement;
    return `${form.action}?${[...fixed, own.name ? `${own.name}=${own.value}` : ''].join('&')}`;
  };
  // A box or radio's target is its label when the label holds it (a tap on the label ticks it).
  const target = (el: Element) =>
    el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) ? (el.closest('label') ?? el) : el;
  const visit = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      if (!el.matches(selector) || el.closest('[inert], [aria-hidden=true]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true }) || hidden(el)) continue;
      const box = target(el).getBoundingClientRect();
      el.setAttribute(attribute, String(found.length));
      found.push({
        tag: el.localName,
        visible: visibleText(el),
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
        inText: inText(el),
        href: el instanceof HTMLAnchorElement ? el.href : actsOn(el),
      });
    }
  };
  visit(document);
  return found;
}

type DomNode = {
  backendNodeId: number;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
};

/** Maps each marked element's number to its node in the browser's DOM, through shadow roots. */
function marked(node: DomNode, into: Map<number, number>) {
  const attrs = node.attributes ?? [];
  const at = attrs.indexOf(probe);
  if (at >= 0 && at % 2 === 0) into.set(node.backendNodeId, Number(attrs[at + 1]));
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) marked(child, into);
  return into;
}

/** Every visible link and control on the page, with the name and role the browser's accessibility tree gives it. */
export async function controlsOf(page: Page): Promise<Control[]> {
  const found = await page.evaluate(markControls, probe);
  const cdp: CDPSession = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const byNode = marked(root as DomNode, new Map());
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const named = new Map<number, { name: string; role: string }>();
    for (const node of nodes) {
      const index = node.backendDOMNodeId === undefined ? undefined : byNode.get(node.backendDOMNodeId);
      if (index !== undefined)
        named.set(index, { name: String(node.name?.value ?? ''), role: String(node.role?.value ?? '') });
    }
    return found.map((control, i) => ({ ...control, name: '', role: '', ...named.get(i) }));
  } finally {
    await cdp.detach();
    await page.evaluate((attribute) => {
      const clear = (root: Document | ShadowRoot) => {
        for (const el of root.querySelectorAll('*')) {
          el.removeAttribute(attribute);
          if (el.shadowRoot) clear(el.shadowRoot);
        }
      };
      clear(document);
    }, probe);
  }
}

/** Words as voice control compares them: lower case, letters and digits only. */
const spoken = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const pictures = ['image', 'img', 'figure', 'region', 'group', 'application'];

const describe = (c: Control) => `${c.role || c.tag} "${c.visible || c.name}"`;

/** Judges a page's controls by the rules for one hand, a switch and a voice (see docs/accessibility.md). */
export function judgeControls(controls: Control[]): ControlFaults {
  const faults: ControlFaults = { small: [], labelInName: [], iconOnly: [], ambiguous: [] };
  for (const c of controls) {
    // A focusable picture or region (the clinics' map, a table that scrolls) is no control to say "click" to.
    if (pictures.includes(c.role)) continue;
    if (!c.inText && (c.width < 44 || c.height < 44)) faults.small.push(`${describe(c)} ${c.width}×${c.height}`);
    if (!c.visible) faults.iconOnly.push(`${c.role || c.tag} named "${c.name}" shows no words`);
    else if (!spoken(c.name).includes(spoken(c.visible)))
      faults.labelInName.push(`${describe(c)} is named "${c.name}"`);
  }
  const byWords = new Map<string, Control[]>();
  for (const c of controls.filter((c) => c.visible && !pictures.includes(c.role)))
    byWords.set(spoken(c.name), [...(byWords.get(spoken(c.name)) ?? []), c]);
  for (const [words, same] of byWords) {
    const places = new Set(same.map((c) => c.href || `button:${c.name}`));
    if (places.size > 1) faults.ambiguous.push(`"${words}" × ${same.length}, leading to ${[...places].join(', ')}`);
  }
  return faults;
}

/** What has keyboard focus now, through shadow roots: the words it shows or is labelled with, and whether it is a skip link. */
export function focused(page: Page): Promise<{ words: string; skip: boolean }> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return { words: '', skip: false };
    const labelled =
      el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
        ? [...(el.labels ?? [])].map((label) => label.textContent).join(' ')
        : el.textContent;
    const words = `${el.getAttribute('aria-label') ?? labelled ?? ''}`.replace(/\s+/g, ' ').trim();
    // A skip link: marked so (the site's), or a link to a place on the same page from outside its main content (a
    // page of plain HTML's "Skip to content").
    const inPage = el instanceof HTMLAnchorElement && /^#./.test(el.getAttribute('href') ?? '') && !el.closest('main');
    return { words, skip: (el.getAttribute('part') ?? '').split(' ').includes('skip-link') || inPage };
  });
}

/**
 * How many focus stops a switch user passes from the page's start to the first control whose words start with
 * `target` (that control counted): by Tab alone, and choosing each skip link met on the way (a stop, then Tab from
 * where it leads). `path` lists the words of each stop of the shorter way; null: not reached in `most` stops.
 */
export async function focusStops(page: Page, target: string, most = 40) {
  const reached = (words: string) => spoken(words).startsWith(spoken(target));
  const walk = async (skipping: boolean) => {
    // Back to the page's start: focus a stand-in before everything, then take it away.
    await page.evaluate(() => {
      const start = document.createElement('span');
      start.tabIndex = -1;
      document.body.prepend(start);
      start.focus();
      start.remove();
      window.scrollTo(0, 0);
    });
    const path: string[] = [];
    while (path.length < most) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      path.push(stop.words);
      if (reached(stop.words)) return path;
      if (skipping && stop.skip) await page.keyboard.press('Enter');
    }
    return null;
  };
  const byTab = await walk(false);
  const bySkip = await walk(true);
  const shorter = [byTab, bySkip].filter((p): p is string[] => !!p).sort((a, b) => a.length - b.length)[0];
  return { byTab: byTab?.length ?? null, bySkip: bySkip?.length ?? null, path: shorter ?? [] };
}
