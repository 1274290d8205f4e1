// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phxTags } from '../elements/runtime/contract';
import { renderElement } from './render';

afterEach(() => vi.restoreAllMocks());

/** The text of rendered HTML, tags and styles left out. */
const text = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('renderElement, on a server', () => {
  it.each(phxTags)('renders <%s> into a declarative shadow root with its styles, without a DOM', async (tag) => {
    expect(typeof document).toBe('undefined');
    const { html, status } = await renderElement(tag, {}, { url: 'https://clinic.example/' });
    expect(status).toBe(200);
    expect(html.startsWith(`<${tag} data-phx-ssr><template shadowrootmode="open"><style>`)).toBe(true);
    expect(html.endsWith(`</template></${tag}>`)).toBe(true);
    expect(html).toMatch(/\.phx-[a-z0-9]+\{/);
    expect(text(html).length).toBeGreaterThan(20);
  });

  it('renders the page of an address for <phx-router>, and the not-found page with 404 for an unknown one', async () => {
    const about = await renderElement('phx-router', {}, { url: 'https://phoenix.example/about' });
    expect(about.status).toBe(200);
    expect(about.title).toBe('About Us | Phoenix Bionics');
    expect(text(about.html)).toContain('Our Core Values');
    const missing = await renderElement('phx-router', {}, { url: 'https://phoenix.example/es/nada' });
    expect(missing.status).toBe(404);
    expect(missing.lang).toBe('es');
    expect(text(missing.html)).toContain('Página no encontrada');
  });

  it('leads links to the origin of the phx.js the page loads, as the browser does, unless site-url says otherwise', async () => {
    const options = { url: 'https://clinic.example/hands', script: 'https://phoenix.example/phx/phx.js' };
    const { html } = await renderElement('phx-products', { product: 'neural-pro-x1' }, options);
    expect(html).toContain('href="https://phoenix.example/contact?inquiry=consultation&amp;product=neural-pro-x1"');
    const own = await renderElement('phx-products', { 'site-url': 'https://hands.example' }, options);
    expect(own.html).toContain('href="https://hands.example/contact?inquiry=consultation');
    const bare = await renderElement('phx-products', {}, { url: 'https://clinic.example/hands' });
    expect(bare.html).toContain('href="https://clinic.example/contact?inquiry=consultation');
  });

  it('writes the page address it was rendered for into the form, for the receiver of a form sent without script', async () => {
    const { html } = await renderElement('phx-contact', {}, { url: 'https://clinic.example/fittings?from=ad' });
    expect(html).toContain('name="pageUrl" value="https://clinic.example/fittings?from=ad"');
    expect((await renderElement('phx-contact')).html).not.toContain('name="pageUrl"');
  });

  it('reads attributes as the browser does: the same defaults and the same warnings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { html } = await renderElement('phx-products', { product: 'smarthand-ai,hook-3000', layout: 'carousel' });
    expect(text(html)).toContain('SmartHand AI');
    expect(text(html)).not.toContain('FlexiGrip Elite');
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '<phx-products>: product="smarthand-ai,hook-3000" is not valid: unknown value "hook-3000"; accepted values are neural-pro-x1, flexigrip-elite, smarthand-ai.',
      '<phx-products>: layout="carousel" is not valid: accepted values are list, grid; using "list".',
    ]);
  });

  it('speaks the language of its lang attribute or of the page', async () => {
    expect(text((await renderElement('phx-contact', { lang: 'de-AT' })).html)).toContain('Nachricht senden');
    expect(text((await renderElement('phx-contact', {}, { lang: 'ar' })).html)).toContain('إرسال');
    const rtl = await renderElement('phx-nav', { lang: 'ar' });
    expect(rtl.dir).toBe('rtl');
    expect(rtl.html).toContain('dir="rtl"');
  });

  it('escapes every attribute value and leaves out attribute names an element cannot have', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hostile = '"><script>alert(1)</script><x y="';
    const { html } = await renderElement('phx-contact', {
      inquiry: hostile,
      id: hostile,
      'on"load': 'x',
      onclick: 'alert(1)',
      endpoint: `javascript:${hostile}`,
    });
    expect(html).not.toContain('<script>');
    // The host's start tag is one tag: nothing in a value closed it early.
    expect(html.slice(0, html.indexOf('<template')).match(/</g)).toHaveLength(1);
    expect(html).toContain('id="&#34;&#62;&#60;script&#62;');
    expect(html).not.toContain('on"load');
    expect(html).not.toContain('onclick');
    expect(warn).toHaveBeenCalled();
  });

  it('throws for no input: an unknown tag, odd values, a bad address', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const odd = [
      renderElement('script'),
      renderElement('phx-router', { base: '<>' }, { url: 'not a url' }),
      renderElement('phx-contact', { endpoint: '::::' }, { url: 'https://x.example/%E0%A4%A' }),
      renderElement('phx-products', { product: '\u0000\u202e' }),
      renderElement('phx-router', {}, { url: `https://x.example/${'a'.repeat(20_000)}` }),
      renderElement(undefined as unknown as string, null as unknown as Record<string, string>),
      renderElement('phx-nav', null as unknown as Record<string, string>),
    ];
    const results = await Promise.all(odd);
    expect(results[0].html).toBe('');
    expect(results[0].status).toBe(404);
    expect(results.slice(1, 5).every((r) => r.html.includes('shadowrootmode'))).toBe(true);
    expect(results[6].html).toContain('shadowrootmode');
  });

  it('carries the figures it wrote, and only those, for the browser to hydrate with', async () => {
    const figures = (html: string) =>
      JSON.parse(
        html
          .match(/data-phx-payload="([^"]*)"/)![1]
          .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
      ).formatted as Record<string, Record<string, string>>;
    await renderElement('phx-products', { lang: 'de' });
    const contact = figures((await renderElement('phx-contact', { lang: 'de' })).html);
    expect(Object.keys(contact)).toEqual(['de']);
    expect(Object.keys(contact.de).some((key) => key.startsWith('usd:'))).toBe(false);
    const products = figures((await renderElement('phx-products', { lang: 'de', product: 'smarthand-ai' })).html);
    expect(Object.values(products.de)).toContain('55.000\u00a0US$');
  });

  it('renders a form that posts UTF-8 without script, whatever the charset of the page it is pasted into', async () => {
    const { html } = await renderElement('phx-contact', { endpoint: 'https://clinic.example/api/inquiries' });
    const form = html.match(/<form[^>]*>/)![0];
    expect(form).toContain(' method="post"');
    expect(form).toContain(' action="https://clinic.example/api/inquiries"');
    expect(form).toContain(' accept-charset="UTF-8"');
  });
});

describe('renderElement reads no clock and no randomness unless given (a prerendering framework keeps its HTML)', () => {
  /** Makes the clock and the random generators throw, as Next.js's cacheComponents prerender refuses them. */
  function refuseUnstableValues() {
    const RealDate = Date;
    const refuse = (what: string) => () => {
      throw new Error(`read ${what} while rendering`);
    };
    vi.spyOn(globalThis, 'Date').mockImplementation(refuse('new Date()') as never);
    vi.spyOn(RealDate, 'now').mockImplementation(refuse('Date.now()'));
    vi.spyOn(Math, 'random').mockImplementation(refuse('Math.random()'));
    vi.spyOn(crypto, 'randomUUID').mockImplementation(refuse('crypto.randomUUID()'));
  }

  it('renders the footer and the form without reading the clock or making a key', async () => {
    refuseUnstableValues();
    const footer = await renderElement('phx-footer', {}, { url: 'https://clinic.example/' });
    expect(text(footer.html)).toMatch(/© \d{4} Phoenix Bionics/);
    const contact = await renderElement('phx-contact');
    expect(contact.html).toMatch(/name="idempotencyKey" value="[^"]+"/);
  });

  it.each(phxTags)('renders <%s> without reading the clock or randomness', async (tag) => {
    refuseUnstableValues();
    const { html, status } = await renderElement(tag, {}, { url: 'https://clinic.example/' });
    expect(status).toBe(200);
    expect(text(html).length).toBeGreaterThan(20);
  });

  it('shows the year and writes the form key it is given', async () => {
    const footer = await renderElement('phx-footer', {}, { year: 2031 });
    expect(text(footer.html)).toContain('© 2031 Phoenix Bionics');
    const contact = await renderElement('phx-contact', {}, { formKey: 'page-7f3a' });
    expect(contact.html).toContain('name="idempotencyKey" value="page-7f3a"');
  });
});
