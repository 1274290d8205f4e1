import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement as renderOnServer } from '../../ssr/render';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';
import { configure, configured } from './configuration';

const consultationLink = (root: ShadowRoot) =>
  [...root.querySelectorAll('a')].find((a) => a.textContent?.includes('Request Consultation'))!;

afterEach(() => {
  configure({ siteUrl: undefined, endpoint: undefined, lang: undefined });
  for (const meta of document.head.querySelectorAll('meta[name^="phx:"]')) meta.remove();
});

describe('configure(), the one place to set site-url, endpoint and lang', () => {
  it('sends the links of every element without site-url to the configured company site', async () => {
    configure({ siteUrl: 'https://phoenix.example' });
    const { root } = await renderElement('phx-products', { product: 'neural-pro-x1' });
    expect(consultationLink(root).href).toMatch(/^https:\/\/phoenix\.example\/contact\?/);
  });

  it('leaves an element its own attribute', async () => {
    configure({ siteUrl: 'https://phoenix.example', lang: 'de' });
    const { root } = await renderElement('phx-products', { 'site-url': 'https://own.example', lang: 'es' });
    await waitFor(() => textOf(root).includes('Solicitar consulta'));
    expect(consultationLink(root)).toBeUndefined();
    expect([...root.querySelectorAll('a')].some((a) => a.href.startsWith('https://own.example/'))).toBe(true);
  });

  it('speaks the configured language where the element has no lang of its own', async () => {
    configure({ lang: 'de' });
    const { root } = await renderElement('phx-contact');
    await waitFor(() => textOf(root).includes('Nachricht senden'));
  });

  it('renders elements already on the page again when it changes', async () => {
    const { root } = await renderElement('phx-contact');
    configure({ lang: 'es' });
    await waitFor(() => textOf(root).includes('Enviar mensaje'));
  });

  it('reads <meta name="phx:…"> on a page with only a script tag', () => {
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.name = 'phx:endpoint';
    meta.content = '/api/inquiries';
    expect(configured('endpoint')).toBe('/api/inquiries');
    configure({ endpoint: 'https://clinic.example/api' });
    expect(configured('endpoint')).toBe('https://clinic.example/api');
  });

  it('warns about an option it does not have, naming those it has', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    configure({ siteURL: 'https://phoenix.example' } as never);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      'phx: configure() has no option "siteURL"; it takes siteUrl, endpoint, lang, clinic.',
    ]);
    expect(configured('site-url')).toBeUndefined();
  });

  it('is what renderElement writes into an element’s tag, for the browser to hydrate with', async () => {
    configure({ siteUrl: 'https://phoenix.example', endpoint: '/api/inquiries' });
    const products = await renderOnServer('phx-products', { product: 'neural-pro-x1' });
    expect(products.html).toMatch(
      /^<phx-products product="neural-pro-x1" site-url="https:\/\/phoenix\.example" data-phx-ssr>/,
    );
    expect(products.html).toContain('href="https://phoenix.example/contact?');
    const contact = await renderOnServer('phx-contact', { endpoint: 'https://own.example/api' });
    expect(contact.html).toMatch(/^<phx-contact endpoint="https:\/\/own\.example\/api" site-url=/);
  });
});
