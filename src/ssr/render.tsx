/**
 * Server rendering: any element to HTML with a declarative shadow root, its styles inside, so that the page reads
 * completely and looks final before any script runs; the bundle then hydrates it in place. Runs in Node (no DOM).
 */
import createCache from '@emotion/cache';
import { renderToString } from 'react-dom/server';
import type { ClinicData } from '../content/clinics/published';
import { loadWords, recordFormatted } from '../content/i18n';
import { recordSnapshots } from '../content/snapshots';
import { loadCatalogue } from '../content/i18n/all-words';
import { type Direction, languages } from '../content/i18n/languages';
import { configured } from '../elements/runtime/configuration';
import { attributesOf, isPhxTag, type PhxTag } from '../elements/runtime/contract';
import { ElementRoot, elementLanguage, type PhxDefinition, readProps } from '../elements/runtime/ElementRoot';
import { serverHost } from '../elements/runtime/host';
import { payloadAttribute, writePayload } from '../elements/runtime/payload';
import { bundleOrigin } from '../elements/runtime/site-origin';
import { baseCss } from '../elements/runtime/shadow-styles';
import { resolveRoute } from '../elements/router/Router';
import { routePath } from '../elements/router/location';
import type { InquiryAnswer, PageFacts } from '../ui/page';
import { builtRetentionDays } from '../content/retention';
import { buildYear } from './build-year';
import { definitions } from './definitions';

export interface RenderOptions {
  /**
   * The address of the page the element will be on. <phx-router> renders the page of this address; links and the
   * form's endpoint resolve against it. Without it, links are relative to the page (or lead to `site-url`).
   */
  url?: string;
  /**
   * The address of the phx.js the page loads. Links outside <phx-router> lead to its origin, the company site, as
   * they do once the browser runs phx (unless `site-url` says otherwise). Default: the page's origin.
   */
  script?: string;
  /** The page's own language (its <html lang>): elements without a lang attribute speak it. */
  lang?: string;
  /** A Content-Security-Policy nonce for the <style> inside each shadow root. */
  nonce?: string;
  /** The receiver's answer to a form sent without script (the demo server's use). */
  answer?: InquiryAnswer;
  /**
   * Idempotency key for a form sent without script: pass a new one for every page served. Without it the key is
   * the same for every page, and the receiver still tells visitors apart by what they wrote.
   */
  formKey?: string;
  /**
   * Days the site's receiver keeps an inquiry, as the privacy notice states them (default: the PHX_RETENTION_DAYS the
   * package was built with, else 365). The site's server passes its own setting.
   */
  retentionDays?: number;
  /**
   * The footer's copyright year (default: the year the package was built). Rendering reads no clock, so a
   * framework that prerenders (Next.js with cacheComponents) can keep the HTML; the browser shows its own year.
   */
  year?: number;
  /**
   * The partner clinics, for <phx-clinics> and the router's /clinics and /contact (the company's server passes
   * what it read from its clinics file). Without them those elements render without clinics, and the browser fetches
   * them from the company site.
   */
  clinics?: ClinicData;
  /**
   * Where a wrong input's warning goes (a wrong attribute value, a page address that is no URL); default: the
   * console. A server rendering what its visitors asked for passes its own, which need not repeat their text.
   */
  warn?: (message: string) => void;
}

/** The form key when none is given: fixed, so that rendering reads no randomness. */
export const sharedFormKey = 'phx-shared-form-key';

export interface RenderedElement {
  /** `<tag …><template shadowrootmode="open">…</template></tag>`, ready to paste. */
  html: string;
  /** 200, or 404 for <phx-router> at an address the site does not have (and for an unknown tag). */
  status: number;
  lang: string;
  dir: Direction;
  /** The page's title and description (for <phx-router>: of the page it shows). */
  title: string;
  description: string;
  /** The text of each <style> in the HTML, for a policy that allows styles by hash. */
  styles: string[];
  /** The shadow root's content without its <style> (the build's first-paint HTML). */
  root: string;
  toString(): string;
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function rendered(fields: Omit<RenderedElement, 'toString'>): RenderedElement {
  return { ...fields, toString: () => fields.html };
}

/** The host element's own attributes: plain names only, no event handlers (`on…`), every value escaped. */
function hostAttributes(
  tag: string,
  attributes: Record<string, string | undefined>,
  warn: (message: string) => void,
): string {
  let html = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null) continue;
    if (!/^[a-z][a-z0-9-]*$/.test(name) || name.startsWith('on')) {
      warn(`<${tag}>: the attribute name ${JSON.stringify(name)} is not one an element can have; it was left out.`);
      continue;
    }
    html += ` ${name}="${escapeText(String(value))}"`;
  }
  return html;
}

/**
 * The path of the bundle's artwork folder beside the `script` a page loads, when that is on the page's origin (a
 * static export works wherever it is served); else undefined.
 */
function sameOriginArtwork(script: string | undefined, page: URL | null): string | undefined {
  if (!script || !page) return undefined;
  try {
    const loader = new URL(script, page);
    return loader.origin === page.origin ? new URL('artwork/', loader).pathname : undefined;
  } catch {
    return undefined;
  }
}

/** Renders `<tag>` with `attributes` to HTML with a declarative shadow root. Never throws for any input. */
export async function renderElement(
  tag: string,
  attributes: Record<string, string | undefined> = {},
  options: RenderOptions = {},
): Promise<RenderedElement> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  if (!isPhxTag(tag)) {
    warn(`phx: there is no element <${String(tag).slice(0, 40)}>; nothing was rendered.`);
    return rendered({
      html: '',
      root: '',
      status: 404,
      lang: 'en',
      dir: 'ltr',
      title: '',
      description: '',
      styles: [],
    });
  }
  const definition = definitions[tag] as unknown as PhxDefinition;
  attributes = withConfiguration(tag, attributes ?? {});
  const raw = Object.fromEntries(
    Object.entries(attributes).map(([k, v]) => [k, v === undefined || v === null ? undefined : String(v)]),
  );
  let page: URL | null = null;
  try {
    page = options.url ? new URL(options.url) : null;
  } catch {
    warn(
      `phx: the page address ${JSON.stringify(String(options.url).slice(0, 80))} is not a URL; links will be relative.`,
    );
  }
  const facts: PageFacts = {
    artwork: sameOriginArtwork(options.script, page),
    href: page?.href ?? null,
    origin: page?.origin ?? '',
    site: bundleOrigin(options.script ?? '', false) ?? page?.origin ?? '',
    year: Number.isInteger(options.year) ? (options.year as number) : buildYear,
    formKey: options.formKey || sharedFormKey,
    retentionDays:
      Number.isInteger(options.retentionDays) && (options.retentionDays as number) > 0
        ? (options.retentionDays as number)
        : builtRetentionDays,
    answer: options.answer,
    clinics: options.clinics,
  };
  const { lang } = elementLanguage(raw, options.lang ?? null);
  const quiet = () => {};
  const { section } = readProps(definition.contract, raw, facts, quiet);
  // The words a browser fetches for this element, no more: a part its section reads but does not name fails here.
  await Promise.all([loadWords(lang, definition.words), definition.prepare?.(section, lang, facts)]);

  const cache = createCache({ key: 'phx', stylisPlugins: [] });
  // Compat mode: Emotion keeps each rule in `cache.inserted` instead of writing <style> tags into the markup.
  cache.compat = true;
  // The figures as this render wrote them: the browser hydrates with these very texts (no ICU of its own needed).
  const {
    result: { result: body, snapshots },
    formatted,
  } = recordFormatted(() =>
    recordSnapshots(() =>
      renderToString(
        <ElementRoot
          definition={definition}
          attributes={raw}
          inheritedLang={options.lang ?? null}
          facts={facts}
          services={{ cache, host: serverHost(tag, warn), adoptToastCss: () => null }}
        />,
      ),
    ),
  );
  const emotion = Object.values(cache.inserted).filter((rule): rule is string => typeof rule === 'string');
  // On one line: a CMS (WordPress's wpautop) splits pasted markup at blank lines and puts <br> at line breaks.
  const css = (baseCss + (definition.contract.hostCss ?? '') + emotion.join(''))
    .replace(/<\//g, '<\\/')
    .replace(/\s*\n\s*/g, ' ');
  const nonce = options.nonce ? ` nonce="${escapeText(options.nonce)}"` : '';
  // What the browser's first render must repeat: the facts, attributes and language this HTML was made from.
  const { href, origin, site, year, formKey, retentionDays } = facts;
  const payload = writePayload({
    facts: { href, origin, site, year, formKey, retentionDays },
    attributes: Object.fromEntries(
      Object.keys(attributesOf(tag)).flatMap((name) => (raw[name] === undefined ? [] : [[name, raw[name]]])),
    ),
    lang,
    styles: Object.keys(cache.inserted),
    formatted,
    ...(Object.keys(snapshots).length ? { snapshots } : {}),
  });
  const root = `<div data-phx-root ${payloadAttribute}="${escapeText(payload)}">${body}</div>`;
  const html = `<${tag}${hostAttributes(tag, attributes ?? {}, warn)} data-phx-ssr><template shadowrootmode="open"><style${nonce}>${css}</style>${root}</template></${tag}>`;

  const route =
    tag === 'phx-router' ? routeOf(section as { base: string; mode: 'history' | 'hash' }, page, lang) : undefined;
  const shown = route?.lang ?? lang;
  const words = await loadCatalogue(shown);
  const meta = words.pages[route ? (route.section ?? 'notFound') : 'home'];
  return rendered({
    html,
    root,
    status: route && !route.section ? 404 : 200,
    lang: shown,
    dir: languages[shown].dir,
    title: meta.title,
    description: meta.description,
    // Any <style> a section wrote into its markup too (the clinics' map without script).
    styles: [css, ...[...body.matchAll(/<style>([^<]*)<\/style>/g)].map((found) => found[1])],
  });
}

/**
 * The attributes with configure()'s values for those left unset: written into the element's tag, so that the
 * browser hydrates with them whatever it has configured.
 */
function withConfiguration(tag: PhxTag, attributes: Record<string, string | undefined>) {
  const all: Record<string, string | undefined> = { ...attributes };
  for (const name of Object.keys(attributesOf(tag))) {
    const value = configured(name);
    if (value !== undefined && !String(all[name] ?? '').trim()) all[name] = value;
  }
  return all;
}

/** What <phx-router> shows at the page's address. */
function routeOf(
  { base, mode }: { base: string; mode: 'history' | 'hash' },
  page: URL | null,
  lang: keyof typeof languages,
) {
  return resolveRoute(routePath(page ?? new URL('/', 'http://x'), base, mode), lang);
}

export type { PhxTag };
