import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe, smallTargets } from './support/audits';
import {
  accessibleState,
  baseURL,
  fillInquiry,
  hydrated,
  nextFrames,
  page,
  viewports,
  visit,
  visitHtml,
  type Visit,
} from './support/browser';

/**
 * The visitor's own settings: the browser's default text size, forced colours, more contrast and wider text
 * spacing. Each is applied the way a browser or an extension would, and the site must still read and work.
 */

const loader = `<script type="module" src="${baseURL}/phx/phx.js"></script>`;
const routes = ['/', '/about', '/products', '/contact'] as const;
const widths = [viewports.mobile, viewports.desktop] as const;

/** The browser's default text size (the visitor's setting in chrome://settings/fonts), for this page. */
async function setDefaultFontSize(p: Page, px: number) {
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: px } });
}

/** Opens a route of the standalone site with the visitor's settings applied before it loads. */
async function open(path: string, options: BrowserContextOptions & { fontSize?: number } = {}): Promise<Visit> {
  const { fontSize, ...context } = options;
  const v = await visit('about:blank', { bypassCSP: true, ...context, wait: false });
  if (fontSize) await setDefaultFontSize(v.page, fontSize);
  await v.page.goto(new URL(path, baseURL).href);
  await v.page.locator('main h1').waitFor();
  return v;
}

/**
 * Opens each of `paths` at 360 and 1280 px with the settings of `options`, runs `check` on it (`where` names the
 * route and width for messages) and closes it.
 */
async function atEachWidth(
  paths: readonly string[],
  options: BrowserContextOptions & { fontSize?: number },
  check: (v: Visit, where: string) => Promise<void>,
) {
  for (const viewport of widths) {
    for (const path of paths) {
      const v = await open(path, { viewport, ...options });
      try {
        await check(v, `${path} at ${viewport.width}px`);
      } finally {
        await v.close();
      }
    }
  }
}

/** WCAG 1.4.12's text spacing, as the bookmarklets apply it, but adopted by every shadow root (theirs cannot reach in). */
const textSpacingCss =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }';

async function injectTextSpacing(p: Page) {
  await p.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const adopt = (root: Document | ShadowRoot) => {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) adopt(el.shadowRoot);
    };
    adopt(document);
  }, textSpacingCss);
  await nextFrames(p);
}

/** The same text spacing, offered by phx's own tokens and set by a host on an element. */
const spacingTokens =
  '--phx-line-height: 1.5; --phx-letter-spacing: 0.12em; --phx-word-spacing: 0.16em; --phx-paragraph-spacing: 2em';

/**
 * What would make text unreadable, inside every shadow root: content overflowing a box that clips it, text spilling
 * out of its box, lines of different texts drawn over each other, and sideways scrolling of the page. Boxes that
 * hide their content on purpose (1×1 px, for screen readers or bots) and the skip control waiting above the page
 * are left out.
 */
async function layoutProblems(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth)
      problems.push(`the page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const texts: { node: Text; rects: DOMRect[] }[] = [];
    const hiddenOnPurpose = (el: Element) =>
      !!el.closest('.phx-visually-hidden, [aria-hidden=true], [part=skip-link]') ||
      el.getBoundingClientRect().bottom < 0;
    const walk = (root: ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        if (el.clientWidth <= 1 || el.clientHeight <= 1 || hiddenOnPurpose(el)) continue;
        const style = getComputedStyle(el);
        const clips = /hidden|clip|auto|scroll/.test(style.overflowX + style.overflowY);
        const over = { x: el.scrollWidth - el.clientWidth, y: el.scrollHeight - el.clientHeight };
        if (clips && (over.x > 1 || over.y > 1))
          problems.push(`${name(el)} clips ${over.x}×${over.y} px of its content`);
        else if (over.x > 1) problems.push(`${name(el)}: its content spills ${over.x} px out sideways`);
        for (const node of el.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent!.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          texts.push({
            node: node as Text,
            rects: [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5),
          });
        }
      }
    };
    for (const host of document.querySelectorAll('*')) if (host.shadowRoot) walk(host.shadowRoot);
    // Lines of two different texts overlap when their boxes share more than a sliver of each other.
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        for (const a of texts[i].rects) {
          for (const b of texts[j].rects) {
            const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (w > 2 && h > Math.min(a.height, b.height) / 3) {
              problems.push(
                `"${texts[i].node.textContent!.trim().slice(0, 25)}" overlaps "${texts[j].node.textContent!.trim().slice(0, 25)}"`,
              );
            }
          }
        }
      }
    }
    return [...new Set(problems)];
  });
}

/** Computed font sizes (px) of some of an element's texts (a paragraph, a label, a card's heading, the send button) and the button's height. */
const textSizes = (p: Page, tag: string) =>
  p
    .locator(tag)
    .first()
    .evaluate((host) => {
      const root = host.shadowRoot!;
      const size = (selector: string) => parseFloat(getComputedStyle(root.querySelector(selector)!).fontSize);
      return {
        frame: size('.phx-frame'),
        paragraph: size('form p'),
        label: size('form label'),
        heading: size('[part~=card] h3'),
        button: size('[part~=submit]'),
        targetHeight: root.querySelector('[part~=submit]')!.getBoundingClientRect().height,
      };
    });

describe('the visitor’s default text size', () => {
  it('grows phx’s text with it, 16 → 24 → 32 px, in proportion, while the host’s root size cannot reach in', async () => {
    const v = await visitHtml(
      page(
        '<p id="host-text">Host text</p><phx-contact></phx-contact>',
        `<style>html { font-size: 10px }</style>${loader}`,
      ),
      {
        wait: 'phx-contact >> form',
      },
    );
    const at16 = await textSizes(v.page, 'phx-contact');
    expect(at16.frame).toBe(16);
    expect(at16.paragraph).toBeCloseTo(15.2, 1);
    for (const px of [24, 32]) {
      await setDefaultFontSize(v.page, px);
      await v.page.reload();
      await v.page.locator('phx-contact >> form').waitFor();
      const sizes = await textSizes(v.page, 'phx-contact');
      for (const [what, value] of Object.entries(sizes))
        expect(value, `${what} at ${px}px`).toBeCloseTo((at16[what as keyof typeof at16] * px) / 16, 1);
      // The host's own text follows the same setting; its html { font-size: 10px } stays out of the element.
      expect(await v.page.locator('#host-text').evaluate((el) => getComputedStyle(el).fontSize)).toBe('10px');
    }
    await v.close();
  });

  for (const px of [24, 32]) {
    it(`lays every page out at a ${px} px default: text grows, nothing clips, spills, overlaps or scrolls sideways`, async () => {
      await atEachWidth(routes, { fontSize: px }, async (v, where) => {
        const frame = await v.page.locator('phx-router >> .phx-frame').evaluate((el) => getComputedStyle(el).fontSize);
        expect(frame, where).toBe(`${px}px`);
        expect(await layoutProblems(v.page), where).toEqual([]);
      });
    });
  }
});

/** The browser's value of each system colour, measured in the page itself (forced or not, they are the visitor's). */
const systemColours = (p: Page) =>
  p.evaluate(() => {
    const names = [
      'Canvas',
      'CanvasText',
      'LinkText',
      'VisitedText',
      'ActiveText',
      'ButtonFace',
      'ButtonText',
      'ButtonBorder',
      'Field',
      'FieldText',
      'Highlight',
      'HighlightText',
      'SelectedItem',
      'SelectedItemText',
      'Mark',
      'MarkText',
      'GrayText',
      'AccentColor',
      'AccentColorText',
    ];
    const probe = document.createElement('div');
    probe.style.forcedColorAdjust = 'none';
    document.body.append(probe);
    // Several names can share a value (CanvasText and ButtonText often do): each value lists its names.
    const values: Record<string, string[]> = {};
    for (const name of names) {
      probe.style.color = name;
      const value = getComputedStyle(probe).color;
      values[value] = [...(values[value] ?? []), name];
    }
    probe.remove();
    return values;
  });

const forced = { forcedColors: 'active' } as const;

describe('forced colours (Windows High Contrast)', () => {
  it('draws every icon and every focus ring in a system colour', async () => {
    for (const path of ['/', '/products', '/contact']) {
      const v = await open(path, forced);
      const system = await systemColours(v.page);
      const icons = await v.page.locator('phx-router').evaluate((router) =>
        [...router.shadowRoot!.querySelectorAll('svg[stroke=currentColor]')].map((svg) => ({
          stroke: getComputedStyle(svg.querySelector('path')!).stroke,
          // On a current or pressed control the visitor's selection colours apply: SelectedItemText on SelectedItem.
          selected: Boolean(svg.closest('[aria-current]:not([aria-current=false]), [aria-pressed=true]')),
        })),
      );
      expect(icons.length, path).toBeGreaterThan(4);
      for (const { stroke, selected } of icons) {
        expect(system[stroke], `an icon on ${path} drawn in ${stroke}`).toBeDefined();
        if (selected) expect(system[stroke], `a selected icon on ${path}`).toContain('SelectedItemText');
        else expect(system[stroke], `an icon on ${path}`).not.toContain('Canvas');
      }
      const rings = new Set<string>();
      for (let step = 0; step < 30; step++) {
        await v.page.keyboard.press('Tab');
        const ring = await v.page.evaluate(() => {
          const el = document.activeElement?.shadowRoot?.activeElement;
          if (!el) return null;
          const s = getComputedStyle(el);
          return `${s.outlineStyle} ${s.outlineColor}`;
        });
        if (ring) rings.add(ring);
      }
      expect(rings.size, path).toBeGreaterThan(0);
      for (const ring of rings) {
        const [style, ...colour] = ring.split(' ');
        expect(style, `a focus ring on ${path}`).not.toBe('none');
        expect(system[colour.join(' ')], `a focus ring on ${path} in ${colour.join(' ')}`).toBeDefined();
      }
      await v.close();
    }
  });

  it('marks the current page with the selected-item system colours', async () => {
    const v = await open('/products', forced);
    const system = await systemColours(v.page);
    const current = await v.page.locator('phx-router >> [part~=nav-link][aria-current=page]').evaluate((a) => ({
      background: getComputedStyle(a).backgroundColor,
      color: getComputedStyle(a).color,
    }));
    const other = await v.page
      .locator('phx-router >> [part~=nav-link]:not([aria-current])')
      .first()
      .evaluate((a) => getComputedStyle(a).backgroundColor);
    expect(system[current.background]).toContain('SelectedItem');
    expect(system[current.color]).toContain('SelectedItemText');
    expect(current.background).not.toBe(other);
    await v.close();
  });

  it('keeps the product artwork’s own colours, framed by a system-coloured outline', async () => {
    const v = await open('/products', forced);
    const system = await systemColours(v.page);
    const art = await v.page.locator('phx-router').evaluate((router) =>
      [...router.shadowRoot!.querySelectorAll('[part~=artwork]')].map((svg) => {
        const s = getComputedStyle(svg);
        return {
          adjust: s.forcedColorAdjust,
          outline: s.outlineStyle,
          colour: s.outlineColor,
          fill: getComputedStyle(svg.querySelector('rect')!).fill,
        };
      }),
    );
    expect(art).toHaveLength(3);
    for (const a of art) {
      expect(a.adjust).toBe('none');
      expect(a.outline).toBe('solid');
      expect(system[a.colour]).toContain('CanvasText');
      expect(system[a.fill]).toBeUndefined(); // its own colour, not a system one
    }
    await v.close();
  });

  it('frames toasts, cards, fields and the specification cells with visible system-coloured borders', async () => {
    const v = await open('/contact', forced);
    const system = await systemColours(v.page);
    await fillInquiry(v.page, 'Forced colours');
    await v.page.getByRole('button', { name: 'Send Message' }).click();
    const toast = v.page.locator('[part=toast]');
    await toast.waitFor();
    const edges = (el: Element) => {
      const s = getComputedStyle(el);
      return (['Top', 'Right', 'Bottom', 'Left'] as const).map((side) =>
        s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
        parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0
          ? s.getPropertyValue(`border-${side.toLowerCase()}-color`)
          : s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0
            ? s.outlineColor
            : 'none',
      );
    };
    const boxes = {
      toast: await toast.evaluate(edges),
      card: await v.page.locator('phx-router >> [part~=card]').first().evaluate(edges),
      field: await v.page.locator('phx-router >> input[name=name]').evaluate(edges),
    };
    await v.close();
    const products = await open('/products', forced);
    const specs = await products.page.locator('phx-router >> dl div').first().evaluate(edges);
    await products.close();
    for (const [what, sides] of Object.entries({ ...boxes, specs })) {
      for (const colour of sides) {
        expect(system[colour], `${what}: an edge in ${colour}`).toBeDefined();
        expect(system[colour], `${what}`).not.toContain('Canvas');
      }
    }
  });
});

/** The contrast of two computed colours (WCAG), read through a canvas so that any CSS colour syntax works. */
const contrast = (p: Page, a: string, b: string) =>
  p.evaluate(
    ([a, b]) => {
      const context = new OffscreenCanvas(1, 1).getContext('2d')!;
      const luminance = (colour: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r, g, bl] = [...context.getImageData(0, 0, 1, 1).data]
          .map((c) => c / 255)
          .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
      };
      const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
      return (x + 0.05) / (y + 0.05);
    },
    [a, b],
  );

describe('more contrast (prefers-contrast: more)', () => {
  it('strengthens borders, secondary text and focus outlines', async () => {
    const look = async (preference: 'no-preference' | 'more') => {
      const v = await open('/contact', { contrast: preference });
      await v.page.getByLabel('Full Name', { exact: true }).focus();
      await v.page.keyboard.press('Tab');
      const result = await v.page.locator('phx-router').evaluate((router) => {
        const root = router.shadowRoot!;
        const style = (selector: string) => getComputedStyle(root.querySelector(selector)!);
        return {
          card: style('[part~=card]').borderTopColor,
          field: style('input[name=name]').borderTopColor,
          muted: style('form p').color,
          footerMuted: style('footer address li').color,
          footer: style('footer').backgroundColor,
          surface: style('[part~=card]').backgroundColor,
          focusWidth: parseFloat(getComputedStyle(root.activeElement!).outlineWidth),
        };
      });
      const ratios = {
        card: await contrast(v.page, result.card, result.surface),
        field: await contrast(v.page, result.field, result.surface),
        muted: await contrast(v.page, result.muted, result.surface),
        footerMuted: await contrast(v.page, result.footerMuted, result.footer),
      };
      await v.close();
      return { ...result, ratios };
    };
    const usual = await look('no-preference');
    const more = await look('more');
    expect(more.card).not.toBe(usual.card);
    expect(more.muted).not.toBe(usual.muted);
    expect(usual.ratios.card).toBeLessThan(3);
    expect(more.ratios.card).toBeGreaterThanOrEqual(4.5);
    expect(more.ratios.field).toBeGreaterThanOrEqual(4.5);
    expect(more.ratios.muted).toBeGreaterThan(usual.ratios.muted);
    expect(more.ratios.muted).toBeGreaterThanOrEqual(10);
    expect(more.ratios.footerMuted).toBeGreaterThan(usual.ratios.footerMuted);
    expect(more.focusWidth).toBeGreaterThan(usual.focusWidth);
  });
});

describe('text spacing (WCAG 1.4.12)', () => {
  it('leaves nothing clipped, spilling, overlapping or scrolling sideways when injected into every shadow root, at 360 and 1280 px', async () => {
    await atEachWidth(routes, {}, async (v, where) => {
      await injectTextSpacing(v.page);
      const h1 = await v.page.locator('phx-router >> main h1').evaluate((h) => getComputedStyle(h).letterSpacing);
      expect(parseFloat(h1), where).toBeGreaterThan(3);
      expect(await layoutProblems(v.page), where).toEqual([]);
    });
  });

  it('is offered through --phx-line-height, --phx-letter-spacing, --phx-word-spacing and --phx-paragraph-spacing', async () => {
    for (const viewport of widths) {
      const v = await visitHtml(
        page(
          `<phx-contact style="${spacingTokens}"></phx-contact><phx-about style="${spacingTokens}"></phx-about>`,
          loader,
        ),
        { viewport, wait: 'phx-about >> ol li' },
      );
      await v.page.locator('phx-contact >> form').waitFor();
      for (const [tag, selector] of [
        ['phx-contact', 'h2'],
        ['phx-contact', 'form label'],
        ['phx-contact', 'form p'],
        ['phx-contact', 'input[name=name]'],
        ['phx-contact', '[part~=submit]'],
        ['phx-about', 'h2'],
        ['phx-about', 'ol li > span'],
        ['phx-about', 'ol p'],
      ]) {
        const s = await v.page.locator(`${tag} >> ${selector} >> nth=0`).evaluate((el) => {
          const c = getComputedStyle(el);
          const size = parseFloat(c.fontSize);
          return {
            line: parseFloat(c.lineHeight) / size,
            letter: parseFloat(c.letterSpacing) / size,
            word: parseFloat(c.wordSpacing) / size,
            after: parseFloat(c.marginBlockEnd) / size,
            p: el.tagName === 'P',
          };
        });
        const where = `${tag} ${selector} at ${viewport.width}px`;
        expect(s.line, where).toBeCloseTo(1.5, 1);
        expect(s.letter, where).toBeCloseTo(0.12, 2);
        expect(s.word, where).toBeCloseTo(0.16, 2);
        if (s.p) expect(s.after, where).toBeCloseTo(2, 1);
      }
      expect(await layoutProblems(v.page), `at ${viewport.width}px`).toEqual([]);
      await v.close();
    }
  });
});

/** Each setting, applied before the page loads, and how to tell that it took effect. */
const modes: {
  name: string;
  options: BrowserContextOptions & { fontSize?: number };
  /** Applies the setting once the page has loaded (for those a host page sets). */
  apply?: (p: Page) => Promise<void>;
  took: (p: Page) => Promise<boolean>;
  /** axe rules that cannot judge this setting. */
  skip?: string[];
}[] = [
  ...[24, 32].map((px) => ({
    name: `a ${px} px default text size`,
    options: { fontSize: px },
    took: (p: Page) =>
      p.locator('phx-router >> .phx-frame').evaluate((el, px) => getComputedStyle(el).fontSize === `${px}px`, px),
  })),
  {
    name: 'forced colours',
    options: forced,
    // The visitor's system colours are theirs to choose. And axe reads -webkit-text-fill-color, which Chromium
    // reports unforced (the footer's light grey on a forced white), although it paints the forced colour.
    skip: ['color-contrast'],
    took: async (p: Page) => {
      const system = await systemColours(p);
      const strokes = await p
        .locator('phx-router')
        .evaluate((router) =>
          [...router.shadowRoot!.querySelectorAll('svg[stroke=currentColor]')].map(
            (svg) => getComputedStyle(svg.querySelector('path')!).stroke,
          ),
        );
      return strokes.every((stroke) => stroke in system);
    },
  },
  {
    name: 'more contrast',
    options: { contrast: 'more' },
    took: (p: Page) =>
      p
        .locator('phx-router >> [part~=nav]')
        .evaluate((bar) => getComputedStyle(bar).borderBottomColor !== 'rgb(207, 216, 224)'),
  },
  {
    name: 'text spacing set through the tokens',
    options: {},
    apply: async (p: Page) => void (await p.addStyleTag({ content: `phx-router { ${spacingTokens} }` })),
    took: (p: Page) =>
      p.locator('phx-router >> main h1').evaluate((h) => {
        const s = getComputedStyle(h);
        return Math.abs(parseFloat(s.lineHeight) - 1.5 * parseFloat(s.fontSize)) < 0.5;
      }),
  },
];

describe('axe, target sizes and the keyboard with each setting', () => {
  for (const mode of modes) {
    it(`pass with ${mode.name}`, async () => {
      await atEachWidth(['/', '/contact'], mode.options, async (v, where) => {
        await mode.apply?.(v.page);
        expect(await mode.took(v.page), `${mode.name} applies`).toBe(true);
        expect(await axe(v.page, mode.skip), where).toEqual([]);
        expect(await smallTargets(v.page), where).toEqual([]);
      });
      // The menu of a narrow screen, by keyboard: Enter opens it, Escape closes it and focus returns to its toggle.
      const v = await open('/', { viewport: viewports.mobile, ...mode.options });
      await mode.apply?.(v.page);
      await hydrated(v.page);
      const toggle = v.page.getByRole('button', { name: 'Menu' });
      await toggle.focus();
      await v.page.keyboard.press('Enter');
      expect((await accessibleState(v.page, 'button', 'Menu')).expanded).toBe(true);
      await v.page.keyboard.press('Tab');
      expect(await v.page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent)).toBe('Home');
      await v.page.keyboard.press('Escape');
      expect((await accessibleState(v.page, 'button', 'Menu')).expanded).toBe(false);
      // Focus goes back to the toggle once the menu's closing has been handled (by the code, hydrated by now).
      await expect
        .poll(() => v.page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent))
        .toBe('Menu');
      await v.close();
    });
  }
});
