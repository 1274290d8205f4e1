import { beforeAll, describe, expect, it } from 'vitest';
import { axe } from './support/audits';
import { baseURL, hydrated, page, visit, visitHtml, type Visit } from './support/browser';
import { controlsOf, judgeControls, type ControlFaults } from './support/controls';
import { mainActionWords, sendWords } from './support/main-actions';
import { readingFaults, type ReadingFaults } from './support/readable';
import { countStops, mostStops } from './support/screen-audit';
import { findPage } from '../src/content/site-map';
import { splitLanguagePath } from '../src/content/i18n/languages';

/**
 * Every page of the sitemap, in every language, at the narrowest phone's width, a phone's and a laptop's: what a
 * visitor could not read, reach, tap or say. Each width walks the pages once (two tabs side by side, each reused
 * from page to page) and records every fault; each test then reads one kind of fault from that walk.
 */
const widths = [320, 375, 1280] as const;
const tabs = 2;

type Findings = ReadingFaults & ControlFaults & { axe: string[]; errors: string[]; stops: string[] };

/** Focus stops to each page's main action (and, on the contact page, to its send button), printed per width. */
const stopCounts = new Map<string, string>();

/** The page's language and section, from its address ("/de/clinics": de, clinics). */
function placeOf(path: string) {
  const { lang = 'en', path: rest } = splitLanguagePath(path);
  return { lang, section: findPage(rest)?.section ?? ('notFound' as const) };
}

/** How far a switch user travels to the page's main action: a fault past `mostStops`. */
async function stopsTo(tab: Visit, path: string, width: number): Promise<string[]> {
  const { lang, section } = placeOf(path);
  const target = await mainActionWords(section, lang);
  const beside = section === 'contact' ? sendWords(lang) : undefined;
  const { line, faults } = await countStops(tab.page, `${width} px ${path}`, target, beside);
  stopCounts.set(`${width} ${path}`, line);
  return faults;
}

/** The sitemap's pages (the screens outside it, served by the server: e2e/new-screens.e2e.ts). */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** Opens each path in turn in one tab (its own context), and audits it once it has hydrated. */
async function walk(paths: string[], width: number, into: Map<string, Findings>) {
  let tab: Visit | undefined;
  for (const path of paths) {
    const errorsBefore = tab?.errors.length ?? 0;
    if (!tab) tab = await visit(path, { viewport: { width, height: 900 }, bypassCSP: true, wait: 'main h1' });
    else {
      await tab.page.goto(new URL(path, baseURL).href);
      await tab.page.locator('main h1').first().waitFor();
      await hydrated(tab.page);
    }
    const reading = await readingFaults(tab.page);
    // axe-core's "needs review" for a prohibited ARIA attribute is a fault too: axe only marks aria-label(ledby)
    // on a generic element for review when the element has text, and screen readers ignore it all the same.
    const violations = await axe(tab.page, [], ['aria-prohibited-attr']);
    const controls = judgeControls(await controlsOf(tab.page));
    const stops = await stopsTo(tab, path, width);
    into.set(path, { ...reading, ...controls, stops, axe: violations, errors: tab.errors.slice(errorsBefore) });
  }
  await tab?.close();
}

const each = (findings: Map<string, Findings>, kind: keyof Findings) =>
  [...findings].flatMap(([path, found]) => found[kind].map((fault) => `${path}: ${fault}`));

for (const width of widths) {
  describe(`every page of the sitemap, in every language, at ${width} px`, () => {
    const findings = new Map<string, Findings>();

    beforeAll(async () => {
      const paths = await sitemapPaths();
      expect(paths.length).toBeGreaterThan(40);
      const share = (i: number) => paths.filter((_, n) => n % tabs === i);
      await Promise.all(Array.from({ length: tabs }, (_, i) => walk(share(i), width, findings)));
    }, 600_000);

    it('never scrolls sideways', () => {
      expect(each(findings, 'scroll')).toEqual([]);
    });

    it('shows every text at 3:1 or more against the colour painted behind it', () => {
      expect(each(findings, 'contrast')).toEqual([]);
    });

    it('keeps the menu button in the logo’s row', () => {
      expect(each(findings, 'header')).toEqual([]);
    });

    it('gives every link and control (but links in running text) a target of at least 44 × 44 px', () => {
      expect(each(findings, 'small')).toEqual([]);
    });

    it('names every control with the words it shows (WCAG 2.5.3), so a voice user can say them', () => {
      expect(each(findings, 'labelInName')).toEqual([]);
    });

    it('shows words on every control: none is named only by an icon', () => {
      expect(each(findings, 'iconOnly')).toEqual([]);
    });

    it('never names two controls that lead to different places alike', () => {
      expect(each(findings, 'ambiguous')).toEqual([]);
    });

    it(`puts each page's main action at most ${mostStops} focus stops from its start`, () => {
      console.log(
        [...stopCounts]
          .filter(([key]) => key.startsWith(`${width} `))
          .map(([, line]) => line)
          .join('\n'),
      );
      expect(each(findings, 'stops')).toEqual([]);
    });

    it('has no axe violation', () => {
      expect(each(findings, 'axe')).toEqual([]);
    });

    it('logs no error', () => {
      expect(each(findings, 'errors')).toEqual([]);
    });
  });
}

describe('the reading audit itself', () => {
  /** A page of known faults, most of them inside shadow roots (declarative, so no script is needed). */
  const faulty = page(`
    <style>input::placeholder { color: #f4f4f4 }</style>
    <div><template shadowrootmode="open">
      <style>.prose a { color: #0a5a8f } .button { background: #0a5a8f; color: #fff; padding: 8px }</style>
      <div class="prose"><a class="button" href="#">Blue on blue</a> <a href="#">A readable link</a></div>
    </template></div>
    <div style="color: #222"><template shadowrootmode="open">
      <div style="background: #111"><slot></slot></div>
    </template><span>Slotted dark on dark</span></div>
    <div style="background: linear-gradient(#fff, #000)"><p style="color: #000">Black on the gradient's end</p></div>
    <div style="background: #000"><p style="color: #fff; opacity: 0.2">Faded white</p></div>
    <div style="background: url(data:image/gif;base64,R0lGODlhAQABAAAAACw=)"><p>On a picture</p></div>
    <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); color: #fff">Visually hidden</span>
    <p style="color: #17212b">Plain readable text</p>
    <input aria-label="Faint" placeholder="Faint placeholder" style="color: #000">
    <div><template shadowrootmode="open">
      <header part="nav"><a href="/"><svg width="40" height="40"></svg>Logo</a><br><button part="menu-toggle">Menu</button></header>
    </template></div>
    <div style="width: 3000px">Too wide</div>
  `);

  it('finds low contrast through shadow roots, slots, gradients and opacity, and skips hidden text', async () => {
    const v = await visitHtml(faulty, { viewport: { width: 375, height: 900 } });
    const { contrast } = await readingFaults(v.page);
    const flagged = (text: string) => contrast.some((fault) => fault.includes(`"${text}"`));
    for (const text of [
      'Blue on blue',
      'Slotted dark on dark',
      "Black on the gradient's end",
      'Faded white',
      'On a picture',
      'Faint placeholder',
    ])
      expect(flagged(text), text).toBe(true);
    for (const text of ['A readable link', 'Visually hidden', 'Plain readable text', 'Logo'])
      expect(flagged(text), text).toBe(false);
    await v.close();
  });

  it('finds a page wider than its window and a menu button below the logo', async () => {
    const v = await visitHtml(faulty, { viewport: { width: 375, height: 900 } });
    const { scroll, header } = await readingFaults(v.page);
    expect(scroll).toEqual([expect.stringMatching(/^the page is \d+ px wide in a 375 px window$/)]);
    expect(header).toEqual([expect.stringMatching(/^"Menu" sits at/)]);
    await v.close();
  });
});
