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
    // The same facts as the privacy notice: what the form carries, and the longest each copy is kept.
    expect(text).toContain(
      'What you send us in the form, and what the form adds: your name and email address, your phone number, if you give it,',
    );
    expect(text).toContain('Our server deletes your request 365 days after it arrives.');
    expect(text).toContain('Our team deletes the copy in its email at the latest 90 days after it arrives.');
    expect(text).not.toContain('as long as we need');
  });

  it('asks its questions in Arabic, right to left, each product name isolated from the figures beside it', async () => {
    history.replaceState(null, '', '/ar/faq');
    const { root } = await renderElement('phx-router');
    await waitFor(() => root.querySelector('main h1')?.textContent === 'أسئلة وأجوبة');
    expect(root.querySelector('[dir="rtl"]')).not.toBeNull();
    expect(textOf(root.querySelector('main')!)).toContain('16 ساعة (\u2068Neural Pro X1\u2069)');
  });

  it('says its answers are general information, not medical advice', async () => {
    history.replaceState(null, '', '/faq');
    const { root } = await renderElement('phx-router');
    await waitFor(() => root.querySelector('main h1'));
    expect(root.querySelector('main h1 ~ div > p')?.textContent).toBe(
      'These answers are general information, not medical advice.',
    );
  });

  for (const lang of ['en', 'de', 'es', 'ar']) {
    it(`never writes two colons in one answer (${lang})`, async () => {
      history.replaceState(null, '', lang === 'en' ? '/faq' : `/${lang}/faq`);
      const { root } = await renderElement('phx-router');
      await waitFor(() => root.querySelectorAll('main h2').length === 12);
      for (const answer of root.querySelectorAll('main h2 + p'))
        expect(answer.textContent!.split(':').length, answer.textContent!).toBeLessThanOrEqual(2);
    });
  }
});
