import { legalDetails, retentionDays } from '../../content/company';
import { Heading } from '../../ui/Heading';
import { useArticles } from '../../ui/articles';
import { useLocale } from '../../ui/locale';
import { BlockLink, Prose } from '../../ui/Prose';
import { PageSection } from '../../ui/Section';

const sections = [
  'controller',
  'collected',
  'purpose',
  'basis',
  'recipients',
  'retention',
  'rights',
  'browser',
] as const;

/** The privacy notice: what a consultation request is used for, how long it is kept, and the visitor's rights. */
export function Privacy() {
  const { format } = useLocale();
  const t = useArticles().privacy;
  return (
    <PageSection title={t.title} intro={t.intro} rank={0}>
      <Prose>
        {sections.map((id) => (
          <section key={id} aria-labelledby={`phx-privacy-${id}`}>
            <Heading rank={1} id={`phx-privacy-${id}`}>
              {t.sections[id].title}
            </Heading>
            <p>{id === 'retention' ? t.sections.retention.text(format.number(retentionDays)) : t.sections[id].text}</p>
            {id === 'controller' && (
              <BlockLink>
                <a href={legalDetails.privacyEmailHref}>{legalDetails.privacyEmail}</a>
              </BlockLink>
            )}
          </section>
        ))}
      </Prose>
    </PageSection>
  );
}
