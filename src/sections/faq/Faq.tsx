import { faqEntries } from '../../content/faq';
import { Heading } from '../../ui/Heading';
import { useLocale } from '../../ui/locale';
import { Prose } from '../../ui/Prose';
import { PageSection } from '../../ui/Section';

/** Questions and answers, each answered from the content files' facts (the server marks them up as FAQPage). */
export function Faq() {
  const { text, format } = useLocale();
  return (
    <PageSection title={text.faq.title} intro={text.faq.intro} rank={0}>
      <Prose>
        {faqEntries(text, format).map((entry) => (
          <section key={entry.id} aria-labelledby={`phx-faq-${entry.id}`}>
            <Heading rank={1} id={`phx-faq-${entry.id}`}>
              {entry.question}
            </Heading>
            <p>{entry.answer}</p>
          </section>
        ))}
      </Prose>
    </PageSection>
  );
}
