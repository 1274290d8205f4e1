import { describe, expect, it, vi } from 'vitest';
import { renderElement as renderOnServer } from '../../ssr/render';
import { textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

/** `<tag>` on the page with the server's shadow root in it, as a browser parses a prerendered page. */
async function prerendered(tag: string, attributes: Record<string, string>, lang?: string, payload?: string) {
  const { root } = await renderOnServer(tag, attributes, { url: 'https://clinic.example/hands', lang });
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.setAttribute('data-phx-ssr', '');
  element.attachShadow({ mode: 'open' }).innerHTML = root;
  if (payload !== undefined)
    element.shadowRoot?.querySelector('[data-phx-root]')?.setAttribute('data-phx-payload', payload);
  document.body.append(element);
  return { element, shadow: element.shadowRoot! };
}

describe('hydrating a prerendered element', () => {
  it('keeps the server’s nodes when an attribute changes during hydration, then shows the change', async () => {
    const errors = vi.spyOn(console, 'error');
    const { element, shadow } = await prerendered('phx-products', { product: 'smarthand-ai' });
    const heading = shadow.querySelector('h2, h3');
    expect(heading).not.toBeNull();
    await import('../products/define');
    // Defined and upgraded just now: its hydration is under way when the host page changes its language.
    element.setAttribute('lang', 'de');
    await waitFor(() => textOf(shadow).includes('Beratung anfragen'));
    expect(shadow.querySelector('h2, h3')).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates in the language the server rendered in, then follows the page’s when it differs', async () => {
    const errors = vi.spyOn(console, 'error');
    // Rendered for a German page; the page it lands on says nothing of its language.
    const { shadow } = await prerendered('phx-products', { product: 'smarthand-ai' }, 'de');
    const heading = shadow.querySelector('h2, h3');
    expect(textOf(shadow)).toContain('Beratung anfragen');
    await import('../products/define');
    await waitFor(() => textOf(shadow).includes('Request Consultation'));
    expect(shadow.querySelector('h2, h3')).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
  });

  it('warns once about a damaged payload, naming the element, and renders the element afresh', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await import('../products/define');
    for (const damage of ['{"facts":', '{"facts":{},"lang":"de"}']) {
      warn.mockClear();
      const { shadow } = await prerendered('phx-products', { product: 'smarthand-ai' }, 'de', damage);
      const heading = shadow.querySelector('h2, h3');
      // Rendered as the page it is on says: in English, not the German of the server's HTML.
      await waitFor(() => textOf(shadow).includes('Request Consultation'));
      expect(shadow.querySelector('h2, h3')).not.toBe(heading);
      expect(warn.mock.calls.map(([line]) => line)).toEqual([
        '<phx-products>: its prerendered data-phx-payload is damaged; the element renders afresh.',
      ]);
    }
  });
});
