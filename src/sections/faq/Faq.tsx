import { faqEntries } from '../../content/faq';
import { Heading } from '../../ui/Heading';
import { useArticles } from '../../ui/articles';
import { useLocale } from '../../ui/locale';
import { usePage } from '../../ui/page';
import { Note, Prose } from '../../ui/Prose';
import { RichText } from '../../ui/RichText';
import { PageSection } from '../../ui/Section';

/** Questions and answers, each answered from the content files' facts (the server marks them up as FAQPage). */
export function Faq() {
  const { format } = useLocale();
  const articles = useArticles();
  const t = articles.faq;
  const { retentionDays } = usePage();
  return (
    <PageSection title={t.title} intro={<RichText text={t.intro} />} rank={0}>
      <Prose>
        <Note>{t.note}</Note>
        {faqEntries(articles, format, retentionDays).map((entry) => (
          <section key={entry.id} aria-labelledby={`phx-faq-${entry.id}`}>
            <Heading rank={1} id={`phx-faq-${entry.id}`}>
              {entry.question}
            </Heading>
            <p>
              <RichText text={entry.text} />
            </p>
          </section>
        ))}
      </Prose>
    </PageSection>
  );
}
