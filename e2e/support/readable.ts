import type { Page } from 'playwright-core';

/** What a visitor could not read on a page as laid out now, by kind. */
export interface ReadingFaults {
  /** The page is wider than the window: it scrolls sideways. */
  scroll: string[];
  /** Text (or a control's value) whose colour is under 3:1 against what is painted behind it. */
  contrast: string[];
  /** A header's menu button (or, where the links show, a link) is not in the logo's row. */
  header: string[];
}

/**
 * Audits the page in the browser. Contrast is computed, not sampled: for each piece of visible text, the colours
 * of its flat-tree ancestors (across shadow boundaries and slots) are composited from the page's canvas down, with
 * each ancestor's opacity applied as a group, and every stop of a gradient tried; the text's own fill colour
 * (`-webkit-text-fill-color`, which is `color` unless set) is composited over that. A background image that is not
 * a gradient cannot be computed and is reported as such.
 */
export function readingFaults(page: Page): Promise<ReadingFaults> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    type Rgb = [number, number, number];
    const faults = { scroll: [] as string[], contrast: [] as string[], header: [] as string[] };

    // Sideways scrolling of the page itself.
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1)
      faults.scroll.push(`the page is ${doc.scrollWidth} px wide in a ${doc.clientWidth} px window`);

    // Colours, whatever syntax the computed style uses (rgb(), color(srgb …), color-mix results).
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ink = canvas.getContext('2d', { willReadFrequently: true })!;
    const parse = (css: string): Rgba => {
      const m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(css);
      if (m) return [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]];
      ink.clearRect(0, 0, 1, 1);
      ink.fillStyle = 'rgba(0, 0, 0, 0)';
      ink.fillStyle = css;
      ink.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ink.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: Rgba, below: Rgb): Rgb => [0, 1, 2].map((i) => top[i] * top[3] + below[i] * (1 - top[3])) as Rgb;
    /** `top` over a colour that may itself be see-through (a gradient's stop over its background colour). */
    const layered = (top: Rgba, below: Rgba): Rgba => {
      const alpha = top[3] + below[3] * (1 - top[3]);
      if (alpha === 0) return [0, 0, 0, 0];
      const channel = (i: number) => (top[i] * top[3] + below[i] * below[3] * (1 - top[3])) / alpha;
      return [channel(0), channel(1), channel(2), alpha];
    };
    const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i] * (1 - t) + b[i] * t) as Rgb;
    const luminance = (c: Rgb) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: Rgb, b: Rgb) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const show = (c: Rgb) => `rgb(${c.map(Math.round).join(', ')})`;

    /** The parent in the flat tree: the slot a node is assigned to, its parent, or a shadow root's host. */
    const parentOf = (node: Node): Element | null => {
      const slot = (node as Element | Text).assignedSlot;
      if (slot) return slot;
      if (node.parentElement) return node.parentElement;
      const root = node.parentNode;
      return root instanceof ShadowRoot ? root.host : null;
    };

    /** One painted layer: the colours its background may show (several for a gradient) and its opacity. */
    interface Layer {
      colours: Rgba[];
      opacity: number;
      unknown?: string;
    }
    const layers = new Map<Element, Layer | null>();
    const layerOf = (el: Element): Layer | null => {
      if (layers.has(el)) return layers.get(el)!;
      const style = getComputedStyle(el);
      let layer: Layer | null = null;
      if (style.display !== 'contents') {
        const colours = [parse(style.backgroundColor)];
        let unknown: string | undefined;
        if (style.backgroundImage !== 'none') {
          if (/url\(|image-set\(|element\(/.test(style.backgroundImage)) unknown = 'a background image';
          // Every stop of a gradient: the text must be readable on each.
          const stops = style.backgroundImage.match(/(?:rgba?|color|hsla?|oklch|oklab|lab|lch|hwb)\([^()]*\)/g) ?? [];
          if (stops.length) colours.splice(0, 1, ...stops.map((stop) => layered(parse(stop), colours[0])));
        }
        const opacity = parseFloat(style.opacity);
        if (colours.some((c) => c[3] > 0) || opacity < 1 || unknown) layer = { colours, opacity, unknown };
      }
      layers.set(el, layer);
      return layer;
    };

    /** The colours the text is painted in and on: every combination of the gradients behind it. */
    const painted = (from: Element, text: Rgba): { fg: Rgb; bg: Rgb; unknown?: string }[] => {
      const chain: Layer[] = [];
      for (let el: Element | null = from; el; el = parentOf(el)) {
        const layer = layerOf(el);
        if (layer) chain.unshift(layer);
      }
      const unknown = chain.find((l) => l.unknown)?.unknown;
      // Combinations of gradient stops, at most 64.
      let choices: number[][] = [[]];
      for (const layer of chain) choices = choices.flatMap((c) => layer.colours.map((_, i) => [...c, i])).slice(0, 64);
      return choices.map((choice) => {
        // Each layer paints its background over what is below, then blends its whole group by its opacity.
        const paint = (i: number, below: Rgb, top: Rgba | null): Rgb => {
          if (i === chain.length) return top ? over(top, below) : below;
          const inside = paint(i + 1, over(chain[i].colours[choice[i]], below), top);
          return mix(below, inside, chain[i].opacity);
        };
        const canvasColour: Rgb = [255, 255, 255];
        return { fg: paint(0, canvasColour, text), bg: paint(0, canvasColour, null), unknown };
      });
    };

    const hidden = (el: Element) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true }))
        return true;
      for (let a: Element | null = el; a; a = parentOf(a)) {
        const style = getComputedStyle(a);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || /inset\((50|100)%/.test(style.clipPath)) return true;
        if (style.overflow !== 'visible') {
          const box = a.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) return true;
        }
      }
      return false;
    };

    const where = (el: Element) => {
      const host = (el.getRootNode() as ShadowRoot).host;
      return host ? `<${host.localName}> ` : '';
    };
    const check = (el: Element, text: string, colour: string) => {
      for (const { fg, bg, unknown } of painted(el, parse(colour))) {
        if (unknown) {
          faults.contrast.push(`${where(el)}"${text}" stands on ${unknown}: its contrast cannot be computed`);
          return;
        }
        const r = ratio(fg, bg);
        if (r < 3) {
          faults.contrast.push(`${where(el)}"${text}" is ${r.toFixed(2)}:1 (${show(fg)} on ${show(bg)})`);
          return;
        }
      }
    };

    // Every text node through open shadow roots, and the values shown by form controls.
    const visit = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (node.shadowRoot) visit(node.shadowRoot);
          if (
            node.matches('input:not([type=hidden], [type=checkbox], [type=radio]), textarea, select') &&
            !hidden(node)
          ) {
            const field = node as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
            const shown =
              field instanceof HTMLSelectElement ? field.selectedOptions[0]?.text : field.value || field.placeholder;
            if (shown?.trim()) {
              const colour =
                field instanceof HTMLSelectElement || field.value
                  ? getComputedStyle(field).color
                  : getComputedStyle(field, '::placeholder').color;
              check(field, shown.trim().slice(0, 40), colour);
            }
          }
          continue;
        }
        const text = node as Text;
        const parent = parentOf(text);
        if (!parent || !text.data.trim() || parent.closest('script, style, template, noscript, svg, option')) continue;
        if (hidden(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        if (![...range.getClientRects()].some((r) => r.width > 1 && r.height > 1)) continue;
        check(parent, text.data.trim().slice(0, 40), getComputedStyle(parent).webkitTextFillColor);
      }
    };
    visit(document.body);

    // Each header's menu button, or where the links show instead, each link, stays in the logo's row.
    const headers: Element[] = [];
    const findHeaders = (root: Document | ShadowRoot) => {
      headers.push(...root.querySelectorAll('[part~=nav]'));
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) findHeaders(el.shadowRoot);
    };
    findHeaders(document);
    for (const header of headers) {
      const logo = header.querySelector('a:has(svg)');
      if (!logo) continue;
      const row = logo.getBoundingClientRect();
      const toggle = header.querySelector('[part~=menu-toggle]');
      const visible = (el: Element) => el.checkVisibility() && el.getBoundingClientRect().height > 0;
      const controls =
        toggle && visible(toggle)
          ? [toggle]
          : [...header.querySelectorAll('[part~=nav-link], [part~=button]')].filter(visible);
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        if (box.top >= row.bottom || box.bottom <= row.top)
          faults.header.push(
            `"${control.textContent?.trim()}" sits at ${Math.round(box.top)}–${Math.round(box.bottom)} px, below the logo's row (${Math.round(row.top)}–${Math.round(row.bottom)} px)`,
          );
      }
    }
    return faults;
  });
}
