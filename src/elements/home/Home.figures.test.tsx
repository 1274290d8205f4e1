import { describe, expect, it, vi } from 'vitest';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

// Every hand with two hours of battery and two years of warranty: the figures where Arabic writes a dual.
vi.mock('../../content/files/product-facts', async (original) => {
  const { productFacts } = await original<typeof import('../../content/files/product-facts')>();
  return {
    productFacts: productFacts.map((p) => ({ ...p, figures: { ...p.figures, battery: 2, warranty: 2 } })),
  };
});

describe("<phx-home>'s figures after Arabic's حتى (up to)", () => {
  it('writes a dual in its genitive form ("ساعتين", "سنتين"), as the other languages write the figure', async () => {
    const shown = async (lang: string) => {
      const { root } = await renderElement('phx-home', { lang });
      await waitFor(() => lang === 'en' || !textOf(root).includes('Schedule Consultation'));
      return textOf(root);
    };
    const ar = await shown('ar');
    expect(ar).toContain('ببطارية تدوم حتى ساعتين في Neural Pro X1.');
    expect(ar).toContain('ببطارية تدوم حتى ساعتين وضمان يمتد حتى سنتين، بحسب اليد.');
    const en = await shown('en');
    expect(en).toContain('with up to 2 hours of battery life in the Neural Pro X1.');
    expect(en).toContain('battery life of up to 2 hours and warranties of up to 2 years, depending on the hand.');
  });
});
