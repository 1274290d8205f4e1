/**
 * The standalone site's pages: every route answered with its page already rendered (a declarative shadow root the
 * bundle hydrates), in its language, with what search engines and link previews read: title, description,
 * canonical and language alternates, Open Graph, JSON-LD, and a strict Content-Security-Policy.
 */
import { createHash, randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { renderElement as RenderElement } from '../../src/ssr/index.ts';
import { company } from '../../src/content/company.ts';
import { builtRetentionDays } from '../../src/content/retention.ts';
import { faqEntries } from '../../src/content/faq.ts';
import { loadArticles } from '../../src/content/i18n/articles.ts';
import { formatFor } from '../../src/content/i18n/format.ts';
import { type Language, languageCodes, languagePath, splitLanguagePath } from '../../src/content/i18n/languages.ts';
import { clinicsPerPage, isClinicId } from '../../src/content/clinics/clinic.ts';
import type { ClinicData } from '../../src/content/clinics/published.ts';
import { productIds } from '../../src/content/products.ts';
import { contactPath, siteMap } from '../../src/content/site-map.ts';
import { inquiryTypes } from '../../src/inquiry/types.ts';
import { clinicData } from '../../src/ssr/structured-data/clinics.ts';
import type { InquiryAnswer } from '../../src/ui/page.ts';
import { LRUCache } from 'lru-cache';
import { iconHref } from './icon.ts';
import { faqPage } from '../../src/ssr/structured-data/faq.ts';
import { siteStructuredData } from '../../src/ssr/structured-data/site.ts';

export type Render = typeof RenderElement;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The loader every page of the site loads, on its own origin. */
const loader = '/phx/phx.js';

/** The page's own rules (the router draws everything else inside its shadow root). */
const pageCss = 'html,body{margin:0;background:#ffffff}';

/** A data block that a `</script>` inside a string cannot end early. */
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * How long a kept page, and the form key in it, serves visitors. The receiver tells a form's senders apart by what
 * they wrote as well as by the key (inquiries/receive.ts), so the visitors of one hour may share one; a visitor who
 * sends the same words again later gets a page with a new key, and a new inquiry.
 */
const keptPageMs = 60 * 60 * 1000;
const kept = new LRUCache<string, { html: string; formKey: string; status: number; csp: string }>({
  max: 64,
  ttl: keptPageMs,
});

/**
 * The page at `path`, rendered once per address and language with a form key of its own and then kept (a bounded
 * number of them, for up to `keptPageMs`): the same bytes for every visitor meanwhile, so each encoding is made once.
 */
export async function cachedSitePage(options: SitePageOptions & { version?: string }) {
  const { lang = 'en', path: page } = splitLanguagePath(options.path);
  // The year too: the footer's copyright year must not outlive New Year's Eve in the cache.
  const known = siteMap.some((entry) => entry.path === page) ? `${options.path}${options.search ?? ''}` : `404:${lang}`;
  // The clinics' version too: a changed clinics file makes new pages; and the renderer's build: a rebuild does too.
  const key = `${new Date().getFullYear()}|${options.version ?? renderedBuild}|${options.clinics?.manifest.version}|${options.origin}|${options.retentionDays ?? ''}|${known}`;
  let found = kept.get(key);
  if (!found) {
    const formKey = randomUUID();
    found = { ...(await sitePage({ ...options, formKey })), formKey };
    kept.set(key, found);
  }
  const { html, status, csp, formKey } = found;
  // The key in the cache key: a page kept anew is encoded anew.
  return { html, status, csp, cacheKey: `${key}|${formKey}` };
}

const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);

/**
 * What a page takes from its address, each with the values it knows (the page cache, an LRU, stays bounded): the
 * contact page's inquiry type, hand and clinic, and the clinic finder's search sent without script.
 */
const pageQueries: Record<string, Record<string, (value: string) => boolean>> = {
  [contactPath]: { inquiry: oneOf(inquiryTypes), product: oneOf(productIds), clinic: isClinicId },
  '/clinics': {
    q: (value) => value.trim().length > 0 && value.length <= 100,
    hand: oneOf(productIds),
    language: (value) => /^[a-z]{2}$/.test(value),
    page: (value) => /^[1-9]\d{0,4}$/.test(value),
  },
};

/**
 * The part of a request's query a page renders from (so that it reads right without script too): on the contact
 * page, the inquiry type, the hand and the clinic a link chose; on the finder, a search. Everything else is dropped.
 */
export function pageQuery(path: string, query: URLSearchParams): string {
  const known = pageQueries[splitLanguagePath(path).path];
  if (!known) return '';
  const kept = new URLSearchParams();
  for (const [name, accepts] of Object.entries(known)) {
    const value = query.get(name);
    if (value !== null && accepts(value)) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

interface SitePageOptions {
  render: Render;
  /** The route path asked for ("/de/products"). */
  path: string;
  /** The site's public origin ("https://phoenix-bionics.example"). */
  origin: string;
  /** The receiver's answer to a form sent without script: such a page has no script (it is not at its route). */
  answer?: InquiryAnswer;
  /** The idempotency key of the page's form (default: a new one). */
  formKey?: string;
  /** The page's query as `pageQuery` kept it ("?inquiry=insurance"), or "". */
  search?: string;
  /** Where the form sends inquiries (default: this server's receiver); null: nowhere, sending is simulated. */
  endpoint?: string | null;
  /** Days the receiver keeps an inquiry, as the privacy notice and the FAQ state them (default: the build's). */
  retentionDays?: number;
  /** The partner clinics (the finder, the contact page's map, the finder's JSON-LD). */
  clinics?: ClinicData;
}

/** The HTML, status and Content-Security-Policy of the standalone site at `path`. */
export async function sitePage({
  render,
  path,
  origin,
  answer,
  formKey,
  search = '',
  endpoint = '/api/inquiries',
  retentionDays = builtRetentionDays,
  clinics,
}: SitePageOptions) {
  const { lang: pathLang = 'en', path: page } = splitLanguagePath(path);
  const known = siteMap.some((entry) => entry.path === page);
  // Every unknown address gets the same not-found page: it never repeats what was asked for.
  const rendered = known ? path : languagePath(pathLang, '/404');
  const router = await render('phx-router', endpoint === null ? {} : { endpoint }, {
    url: `${origin}${rendered}${known ? search : ''}`,
    // Beside it, the artwork a page may draw by reference (the clinics' map's land).
    script: loader,
    lang: pathLang,
    answer,
    formKey,
    year: new Date().getFullYear(),
    retentionDays,
    clinics,
  });
  const canonical = `${origin}${path === '/' ? '/' : path}`;
  const alternates = known
    ? [
        ...languageCodes.map((code) => [code, `${origin}${languagePath(code, page)}`]),
        ['x-default', `${origin}${page}`],
      ].map(([code, href]) => `<link rel="alternate" hreflang="${code}" href="${escapeHtml(href)}" />`)
    : [];
  const assets = `${origin}/phx/artwork/`;
  const data: unknown[] = await siteStructuredData({ origin, page, lang: router.lang as Language, assets });
  if (page === '/faq') {
    const lang = router.lang as Language;
    data.push(faqPage(faqEntries(await loadArticles(lang), formatFor(lang), retentionDays), canonical, lang));
  }
  // The clinics the finder's first page shows (a search's page is not the one search engines keep).
  if (page === '/clinics' && clinics) data.push(...clinicData(clinics.clinics.slice(0, clinicsPerPage), origin));
  const ld = data.map(jsonLd);
  const head = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(router.title)}</title>`,
    `<meta name="description" content="${escapeHtml(router.description)}" />`,
    known ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '<meta name="robots" content="noindex" />',
    ...alternates,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(router.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(router.description)}" />`,
    ...(known ? [`<meta property="og:url" content="${escapeHtml(canonical)}" />`] : []),
    `<meta property="og:locale" content="${escapeHtml(router.lang)}" />`,
    '<meta name="theme-color" content="#0a5a8f" />',
    `<link rel="icon" href="${iconHref}" type="image/svg+xml" />`,
    `<style>${pageCss}</style>`,
    // A page answering a form sent without script is not at a route of the site: it stays as rendered.
    ...(answer ? [] : [`<script type="module" src="${loader}"></script>`]),
    ...ld,
  ];
  const html = `<!doctype html>
<html lang="${router.lang}" dir="${router.dir}">
  <head>
    ${head.join('\n    ')}
  </head>
  <body>
    ${router.html}
  </body>
</html>
`;
  const csp = strictCsp([pageCss, ...router.styles], endpoint ? receiverOrigin(endpoint, origin) : undefined);
  return { html, status: answer && !answer.sent ? 400 : router.status, csp };
}

/**
 * The site's Content-Security-Policy as directives (helmet's form): scripts from its own origin only, and only the
 * inline styles it rendered.
 */
export function strictCspDirectives(inlineStyles: readonly string[], receiver?: string): Record<string, string[]> {
  const sendTo = receiver ? ["'self'", receiver] : ["'self'"];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...inlineStyles.map(hash)],
    'img-src': ["'self'", 'data:'],
    'connect-src': sendTo,
    'form-action': sendTo,
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
  };
}

/** The same policy as a header's value. */
export function strictCsp(inlineStyles: readonly string[], receiver?: string): string {
  return Object.entries(strictCspDirectives(inlineStyles, receiver))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The origin of an endpoint on another origin than the site's (a static export's receiver), else undefined. */
function receiverOrigin(endpoint: string, origin: string): string | undefined {
  // A path is on the site's own origin (whatever odd Host header that origin was made from).
  if (!/^https?:\/\//i.test(endpoint)) return undefined;
  const url = new URL(endpoint);
  return url.origin === origin ? undefined : url.origin;
}

/** /sitemap.xml: every page in every language, each with its alternates. */
export function sitemap(origin: string): string {
  const urls = siteMap.flatMap((entry) =>
    languageCodes.map((lang) => {
      const links = languageCodes
        .map(
          (code) =>
            `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeHtml(`${origin}${languagePath(code, entry.path)}`)}"/>`,
        )
        .join('');
      return `<url><loc>${escapeHtml(`${origin}${languagePath(lang, entry.path)}`)}</loc>${links}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: everything may be read, except the receiver; where the sitemap is. */
export const robots = (origin: string) => `User-agent: *\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n`;

/** The renderer loaded last, and the build it came from (its file's time and size). */
let loaded: { build: string; render: Promise<Render> } | undefined;
let failures = 0;

/** The build of the renderer the pages were rendered with last ("" for one handed in): part of the page cache's key. */
let renderedBuild = '';

/**
 * The renderer of the built bundle (dist/server), the same code a partner's server imports as `phx/server`. The
 * built server (`npm run serve`) hands in its own copy instead (see serve.ts). A rebuild is loaded on the next
 * request after it (`npm start` never serves pages of an older build): Node keeps each module under its URL, so the
 * new build is asked for under one naming it.
 */
export function serverRenderer(root: string): Promise<Render> {
  const file = join(root, 'dist/server/index.js');
  let build = '';
  try {
    const { mtimeMs, size } = statSync(file);
    build = `${mtimeMs}-${size}`;
  } catch {}
  if (loaded?.build !== build) {
    const url = pathToFileURL(file);
    // A failed module graph is kept under its URL too: a retry asks for it under a new one.
    url.search = `?build=${build}${failures ? `&retry=${failures}` : ''}`;
    const render = import(url.href).then(
      (m: { renderElement: Render }) => m.renderElement,
      (error: Error) => {
        // Not built yet, or caught mid-build: the next request tries again instead of failing until a restart.
        failures++;
        if (loaded?.render === render) loaded = undefined;
        throw error;
      },
    );
    loaded = { build, render };
  }
  renderedBuild = build;
  return loaded.render;
}
