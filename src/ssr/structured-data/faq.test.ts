import { describe, expect, it } from 'vitest';
import { faqEntries } from '../../content/faq';
import { articles as articlesDe } from '../../content/i18n/de/articles';
import { articles as articlesEn } from '../../content/i18n/en/articles';
import { formatFor } from '../../content/i18n/format';
import { faqPage } from './faq';

describe('faqPage', () => {
  it('marks up every question of the FAQ with its answer, as the page shows them', () => {
    const data = faqPage(faqEntries(articlesEn, formatFor('en'), 365), 'https://example.com/faq', 'en');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(12);
    for (const question of data.mainEntity) {
      expect(question['@type']).toBe('Question');
      expect(question.name).toMatch(/\?$/);
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(10);
    }
    const warranty = data.mainEntity.find((q) => q.name === 'What warranty do the hands have?');
    expect(warranty?.acceptedAnswer.text).toBe(
      'The warranty is 3 years for the Neural Pro X1, 2 years for the FlexiGrip Elite, and 5 years for the SmartHand AI.',
    );
  });

  it('answers in the page’s language', () => {
    const data = faqPage(faqEntries(articlesDe, formatFor('de'), 365), 'https://example.com/de/faq', 'de');
    expect(data.inLanguage).toBe('de');
    expect(data.mainEntity[0].name).toBe('Was kostet eine Phoenix-Hand?');
    expect(data.mainEntity[0].acceptedAnswer.text).toContain('32.000\u00a0US$');
  });
});
