import { describe, expect, it, vi } from 'vitest';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

const names = (root: ShadowRoot) => [...root.querySelectorAll('article h3')].map((h) => h.textContent);

describe('<phx-products>', () => {
  it('shows the three products with price, specifications and a Request Consultation link', async () => {
    const { root } = await renderElement('phx-products');
    expect(names(root)).toEqual(['Neural Pro X1', 'FlexiGrip Elite', 'SmartHand AI']);
    const text = textOf(root);
    for (const figure of ['Starting at $45,000', 'Starting at $32,000', 'Starting at $55,000', '420g', '350g', '480g',
      '16 hours', '12 hours', '20 hours', '90 minutes', '2.5 hours', 'Up to 100N', 'Up to 80N', 'Up to 120N', '3 years', '2 years', '5 years'])
      expect(text).toContain(figure);
    const links = [...root.querySelectorAll('a')].filter((a) => a.textContent!.startsWith('Request Consultation'));
    expect(links).toHaveLength(3);
    expect(links[0].href).toBe(`${location.origin}/contact`);
    expect([...root.querySelectorAll('img')].every((img) => img.alt.length > 20)).toBe(true);
  });

  it('waits to fetch its images until they near the screen, so it never competes with the host page', async () => {
    const { root } = await renderElement('phx-products');
    expect([...root.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
  });

  it('shows only the products named by the product attribute, in that order', async () => {
    const { root } = await renderElement('phx-products', { product: 'smarthand-ai, neural-pro-x1' });
    expect(names(root)).toEqual(['SmartHand AI', 'Neural Pro X1']);
  });

  it('follows a changed product attribute, and shows all three again when it is removed', async () => {
    const { element, root } = await renderElement('phx-products', { product: 'flexigrip-elite' });
    element.setAttribute('product', 'smarthand-ai');
    await waitFor(() => names(root)[0] === 'SmartHand AI');
    element.removeAttribute('product');
    await waitFor(() => names(root).length === 3);
  });

  it('warns about an unknown product id, naming the accepted ones, and shows the known ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await renderElement('phx-products', { product: 'neural-pro-x1,hook-3000' });
    expect(names(root)).toEqual(['Neural Pro X1']);
    expect(warn.mock.calls[0][0]).toBe(
      '<phx-products>: product="neural-pro-x1,hook-3000" is not valid: unknown value "hook-3000"; accepted values are neural-pro-x1, flexigrip-elite, smarthand-ai.',
    );
  });

  it('links to the company site given by site-url', async () => {
    const { root } = await renderElement('phx-products', { 'site-url': 'https://phoenix.example/' });
    expect(root.querySelector('a')!.href).toBe('https://phoenix.example/contact');
  });
});
