import { describe, expect, it, vi } from 'vitest';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

const names = (root: ShadowRoot) => [...root.querySelectorAll('article h3')].map((h) => h.textContent);

describe('<phx-products>', () => {
  it('shows the three products with price, specifications and a Request Consultation link', async () => {
    const { root } = await renderElement('phx-products');
    expect(names(root)).toEqual(['Neural Pro X1', 'FlexiGrip Elite', 'SmartHand AI']);
    const text = textOf(root);
    for (const figure of [
      'Starting at $45,000',
      'Starting at $32,000',
      'Starting at $55,000',
      '420 g',
      '350 g',
      '480 g',
      '16 hours',
      '12 hours',
      '20 hours',
      '90 minutes',
      '2.5 hours',
      'Up to 100 N',
      'Up to 80 N',
      'Up to 120 N',
      '3 years',
      '2 years',
      '5 years',
      '15 grip patterns',
      'Charges in 90 minutes',
      'Lightweight 350 g design',
    ])
      expect(text.replace(/\u00a0/g, ' ')).toContain(figure);
    const links = [...root.querySelectorAll('a')].filter((a) =>
      a.getAttribute('aria-label')?.startsWith('Request Consultation: '),
    );
    expect(links).toHaveLength(3);
    expect(links[0].href).toBe(`${location.origin}/contact?inquiry=consultation&product=neural-pro-x1`);
    const artwork = [...root.querySelectorAll('[role=img]')].map((art) => art.getAttribute('aria-label'));
    expect(artwork).toHaveLength(3);
    expect(artwork[0]).toMatch(/^Illustration of the Neural Pro X1/);
  });

  it('leads its consultation links to a form bound to the partner clinic it names', async () => {
    const { root } = await renderElement('phx-products', { clinic: 'hudson-limb-center' });
    const links = [...root.querySelectorAll('a')].filter((a) =>
      a.getAttribute('aria-label')?.startsWith('Request Consultation: '),
    );
    expect(links[0].href).toBe(
      `${location.origin}/contact?inquiry=consultation&product=neural-pro-x1&clinic=hudson-limb-center`,
    );
  });

  it('leaves out a figure a hand does not publish rather than showing an empty one', async () => {
    const { root } = await renderElement('phx-products', { product: 'smarthand-ai' });
    const specs = [...root.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(specs).toEqual(['Weight', 'Battery life', 'Charging time', 'Grip force', 'Warranty']);
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
    expect(root.querySelector('a')!.href).toBe(
      'https://phoenix.example/contact?inquiry=consultation&product=neural-pro-x1',
    );
  });

  it('opens the demo for one hand in the element’s language, its dialog and words fetched on first opening', async () => {
    const { root } = await renderElement('phx-products', { product: 'smarthand-ai', lang: 'de' });
    // Nothing of the dialog is in the first render: it is fetched when a visitor asks for it.
    expect(root.querySelector('dialog')).toBeNull();
    const button = [...root.querySelectorAll('button')].find((b) =>
      b.getAttribute('aria-label')?.endsWith('SmartHand AI'),
    )!;
    button.click();
    await waitFor(() => root.querySelector('dialog')?.open === true);
    expect(root.querySelector('dialog h3, dialog h2')?.textContent).toBe('Die Hände bei der Arbeit');
  });
});
