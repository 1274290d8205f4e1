import { afterEach, describe, expect, it } from 'vitest';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

afterEach(() => history.replaceState(null, '', '/'));

describe('the FAQ page', () => {
  it('answers a dozen questions from the products and company facts', async () => {
    history.replaceState(null, '', '/faq');
    const { root } = await renderElement('phx-router');
    await waitFor(() => root.querySelector('main h1'));
    const main = root.querySelector('main')!;
    expect(main.querySelectorAll('h2')).toHaveLength(12);
    const text = textOf(main).replace(/\u00a0/g, ' ');
    expect(text).toContain(
      'Prices start at Neural Pro X1: $45,000, FlexiGrip Elite: $32,000, and SmartHand AI: $55,000.',
    );
    expect(text).toContain('Neural Pro X1: 16 hours, FlexiGrip Elite: 12 hours, and SmartHand AI: 20 hours');
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
