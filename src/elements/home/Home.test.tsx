import { describe, expect, it } from 'vitest';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

describe('<phx-home>', () => {
  it('shows the hero, the four features, the product teaser and the benefits', async () => {
    const { root } = await renderElement('phx-home');
    const text = textOf(root);
    for (const title of [
      'Advanced Technology',
      'Durable & Reliable',
      'Personalized Fit',
      'Help with paying',
      'Neural Pro X1',
      'FlexiGrip Elite',
      'SmartHand AI',
    ])
      expect(text).toContain(title);
    const links = Object.fromEntries(
      [...root.querySelectorAll('a')].map((a) => [a.textContent, new URL(a.href).pathname]),
    );
    expect(links['Schedule Consultation']).toBe('/contact');
    expect(links['View All Products']).toBe('/products');
    expect(links['Learn about our story']).toBe('/about');
    expect(links['How paying for a hand works']).toBe('/funding');
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).toContain('Watch Demo');
    expect(root.querySelector('[role=img]')!.getAttribute('aria-label')).toBe(
      'Illustration of a prosthetic hand, open and reaching forward',
    );
    // The spec's 16 hours belong to the Neural Pro X1, not to every hand; nothing claims to read thoughts or be free.
    expect(text).toContain('with up to 16 hours of battery life in the Neural Pro X1');
    expect(text).toContain('battery life of up to 20 hours');
    for (const claim of [
      'think of moving',
      'learn from every movement',
      'free',
      'around the clock, every day',
      'Award',
      'Move naturally',
      '24/7',
    ])
      expect(text).not.toContain(claim);
    expect(text).toContain('Starting at $32,000');
  });

  it("writes the hands' figures into its texts (content/pages/home.<lang>.md) in each language", async () => {
    const shown = async (lang: string) => {
      const { root } = await renderElement('phx-home', { lang });
      await waitFor(() => !textOf(root).includes('Schedule Consultation'));
      return textOf(root);
    };
    const de = await shown('de');
    expect(de).toContain('mit bis zu 16 Stunden Akkulaufzeit bei der Neural Pro X1.');
    expect(de).toContain('je nach Hand mit bis zu 20 Stunden Akkulaufzeit und bis zu 5 Jahre Garantie.');
    const es = await shown('es');
    expect(es).toContain('con hasta 16 horas de autonomía en la Neural Pro X1.');
    expect(es).toContain('con hasta 20 horas de autonomía y garantías de hasta 5 años, según la mano.');
    // After Arabic's "حتى" (up to), a duration as Arabic writes it there (a dual would be genitive: Home.figures.test).
    const ar = await shown('ar');
    expect(ar).toContain('ببطارية تدوم حتى 16 ساعة في Neural Pro X1.');
    expect(ar).toContain('ببطارية تدوم حتى 20 ساعة وضمان يمتد حتى 5 سنوات، بحسب اليد.');
    for (const text of [de, es, ar]) expect(text).not.toMatch(/[{}]/);
  });

  it('emits phx-cta when Watch Demo is chosen', async () => {
    const { element, root } = await renderElement('phx-home');
    const seen: unknown[] = [];
    element.addEventListener('phx-cta', (e) => seen.push((e as CustomEvent).detail));
    [...root.querySelectorAll('button')].find((b) => b.textContent === 'Watch Demo')!.click();
    expect(seen).toEqual([{ cta: 'watch-demo' }]);
  });

  it('emits a cancelable phx-navigate for a link that leaves the element; cancelling keeps the page', async () => {
    const { element, root } = await renderElement('phx-home');
    let detail: any;
    element.addEventListener('phx-navigate', (e) => {
      detail = (e as CustomEvent).detail;
      e.preventDefault();
    });
    const link = [...root.querySelectorAll('a')].find((a) => a.textContent === 'View All Products')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(detail).toEqual({ path: '/products', href: `${location.origin}/products` });
    expect(click.defaultPrevented).toBe(true);
  });
});
