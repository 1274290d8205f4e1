import type { FaqEntry } from '../../content/faq';

/** schema.org FAQPage for the FAQ page: each question with its one accepted answer, the same words the page shows. */
export function faqPage(entries: readonly FaqEntry[], url: string, lang: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    inLanguage: lang,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
