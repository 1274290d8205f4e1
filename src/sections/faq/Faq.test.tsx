import { afterEach, describe, expect, it } from 'vitest';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

afterEach(() => history.replaceState(null, '', '/'));

describe('the FAQ page', { timeout: 20_000 }, () => {
  it('answers a dozen questions from the products and company facts', async () => {
    history.replaceState(null, '', '/faq');
    const { root } = await renderElement('phx-router');
    await waitFor(() => root.querySelector('main h1'));
    const main = root.querySelector('main')!;
    expect(main.querySelectorAll('h2')).toHaveLength(12);
    const text = textOf(main).replace(/\u00a0/g, ' ');
    expect(text).toContain(
      'Prices start at $45,000 for the Neural Pro X1, $32,000 for the FlexiGrip Elite, and $55,000 for the SmartHand AI.',
    );
    expect(text).toContain(
      'Up to 16 hours for the Neural Pro X1, 12 hours for the FlexiGrip Elite, and 20 hours for the SmartHand AI',
    );
    expect(text).toContain('delete it after 365 days');
  });

  it('asks its questions in Arabic, right to left', async () => {
    history.replaceState(null, '', '/ar/faq');
    const { root } = await renderElement('phx-router');
    await waitFor(() => root.querySelector('main h1')?.textContent === 'أسئلة وأجوبة');
    expect(root.querySelector('[dir="rtl"]')).not.toBeNull();
    expect(textOf(root.querySelector('main')!)).toContain('و FlexiGrip Elite');
  });
});
