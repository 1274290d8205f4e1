import { contactDetails, legalDetails } from '../../content/company';
import { useArticles } from '../../ui/articles';
import { Facts, Prose } from '../../ui/Prose';
import { PageSection } from '../../ui/Section';

/** The legal notice (Impressum): who provides the site, from the company's facts. */
export function Legal() {
  const t = useArticles().legal;
  return (
    <PageSection title={t.title} intro={t.intro} rank={0}>
      <Prose>
        <Facts>
          <dt>{t.labels.provider}</dt>
          <dd>
            <bdi>{legalDetails.legalName}</bdi>
            <br />
            {contactDetails.address.map((line) => (
              <span key={line}>
                <bdi>{line}</bdi>
                <br />
              </span>
            ))}
          </dd>
          <dt>{t.labels.representedBy}</dt>
          <dd>
            <bdi>{legalDetails.managingDirector}</bdi>
          </dd>
          <dt>{t.labels.contact}</dt>
          <dd>
            <a href={contactDetails.phoneHref} dir="ltr">
              {contactDetails.phone}
            </a>
            <br />
            <a href={contactDetails.emailHref}>{contactDetails.email}</a>
          </dd>
          <dt>{t.labels.register}</dt>
          <dd>
            <bdi>{legalDetails.register}</bdi>
          </dd>
          <dt>{t.labels.vatId}</dt>
          <dd>
            <bdi dir="ltr">{legalDetails.vatId}</bdi>
          </dd>
          <dt>{t.labels.responsible}</dt>
          <dd>
            <bdi>{legalDetails.managingDirector}</bdi>
          </dd>
        </Facts>
      </Prose>
    </PageSection>
  );
}
