import { contactDetails } from '../../content/company';
import { legalDetails } from '../../content/company-legal';
import { useArticles } from '../../ui/articles';
import { Facts, Prose } from '../../ui/Prose';
import { SampleNote } from '../../ui/SampleNote';
import { PageSection } from '../../ui/Section';
import { PostalAddress } from './PostalAddress';

/**
 * The legal notice (Impressum): who provides the site, and whether it takes part in consumer dispute resolution
 * (§ 36 VSBG), from the company's details file.
 */
export function Legal() {
  const t = useArticles().legal;
  const { legalName, contentResponsible, disputeResolution: disputes } = legalDetails;
  return (
    <PageSection title={t.title} intro={t.intro} rank={0}>
      <SampleNote />
      <Prose>
        <Facts>
          <dt>{t.labels.provider}</dt>
          <dd>
            <PostalAddress name={legalName} address={legalDetails.address} />
          </dd>
          <dt>{t.labels.representedBy}</dt>
          <dd>
            <bdi>{legalDetails.representative}</bdi>
          </dd>
          <dt>{t.labels.contact}</dt>
          <dd>
            <a href={contactDetails.phoneHref} dir="ltr">
              {contactDetails.phone}
            </a>
            <br />
            <a href={contactDetails.emailHref}>{contactDetails.email}</a>
          </dd>
          {/* Rows only for what the company has: an empty "VAT ID" would say it has one. */}
          {legalDetails.register && (
            <>
              <dt>{t.labels.register}</dt>
              <dd>
                <bdi>{legalDetails.register}</bdi>
              </dd>
            </>
          )}
          {legalDetails.vatId && (
            <>
              <dt>{t.labels.vatId}</dt>
              <dd>
                <bdi dir="ltr">{legalDetails.vatId}</bdi>
              </dd>
            </>
          )}
          <dt>{t.labels.responsible}</dt>
          <dd>
            <PostalAddress name={contentResponsible.name} address={contentResponsible.address} />
          </dd>
          <dt>{t.labels.privacy}</dt>
          <dd>
            <a href={legalDetails.privacyEmailHref}>{legalDetails.privacyEmail}</a>
          </dd>
          <dt>{t.labels.disputes}</dt>
          <dd>
            {t.disputes[disputes.participation]}
            {disputes.board && (
              <>
                {' '}
                <bdi>{disputes.board.name}</bdi>,{' '}
                <a href={disputes.board.website} rel="noopener">
                  {disputes.board.website}
                </a>
              </>
            )}
          </dd>
        </Facts>
      </Prose>
    </PageSection>
  );
}
