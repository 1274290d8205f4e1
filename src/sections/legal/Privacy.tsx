import type { ReactNode } from 'react';
import { adequacySource } from '../../content/adequacy';
import { legalDetails } from '../../content/company-legal';
import { keptFor, recipientsFor } from '../../content/data-facts';
import { privacyNotice } from '../../content/privacy-notice';
import { Heading } from '../../ui/Heading';
import { useArticles } from '../../ui/articles';
import { useLocale } from '../../ui/locale';
import { usePage } from '../../ui/page';
import { BlockLink, Prose } from '../../ui/Prose';
import { SampleNote } from '../../ui/SampleNote';
import { PageSection } from '../../ui/Section';
import { PostalAddress } from './PostalAddress';
import { useClinicCountries } from './useClinicCountries';

/** One section of the notice: its heading (the section's landmark name) and its text. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`phx-privacy-${id}`}>
      <Heading rank={1} id={`phx-privacy-${id}`}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

const List = ({ items }: { items: readonly string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

/**
 * The privacy notice: who is responsible, what a request carries and why we may use it, who gets it and where,
 * how long the server keeps it (the days of the server that rendered the page), what stays in the browser, and
 * each right with how to use it. Every statement is what server/ and the elements do.
 */
export function Privacy() {
  const { format } = useLocale();
  const { retentionDays } = usePage();
  const articles = useArticles();
  const t = articles.privacy;
  const { legalName, privacy } = legalDetails;
  const { countries, safeguard } = privacy.transfers;
  const clinicCountries = useClinicCountries();
  const write = (
    <BlockLink>
      <a href={legalDetails.privacyEmailHref}>{legalDetails.privacyEmail}</a>
    </BlockLink>
  );
  return (
    <PageSection title={t.title} intro={t.intro} rank={0}>
      <SampleNote />
      <Prose>
        <Part id="controller" title={t.controller.title}>
          <p>{t.controller.text(legalName)}</p>
          <PostalAddress name={legalName} address={legalDetails.address} />
          <p>{t.controller.write}</p>
          {write}
          {privacy.dataProtectionOfficer && (
            <>
              <p>{t.controller.officer}</p>
              <BlockLink>
                {privacy.dataProtectionOfficer.name && <bdi>{privacy.dataProtectionOfficer.name}</bdi>}{' '}
                <a href={`mailto:${privacy.dataProtectionOfficer.email}`}>{privacy.dataProtectionOfficer.email}</a>
              </BlockLink>
            </>
          )}
          {privacy.euRepresentative && (
            <>
              <p>{t.controller.euRepresentative}</p>
              <PostalAddress name={privacy.euRepresentative.name} address={privacy.euRepresentative.address} />
            </>
          )}
        </Part>
        <Part id="collected" title={t.collected.title}>
          <p>{t.collected.intro}</p>
          <List items={t.collected.items} />
          <p>{t.collected.health}</p>
        </Part>
        <Part id="purposes" title={t.purposes.title}>
          <List items={t.purposes.items} />
          <p>{t.purposes.not}</p>
          <p>{t.purposes.optional}</p>
        </Part>
        <Part id="consent" title={t.consent.title}>
          <p>{t.consent.text}</p>
        </Part>
        <Part id="recipients" title={t.recipients.title}>
          <p>{t.recipients.intro}</p>
          <List items={recipientsFor(t, privacy.copies)} />
          <p>{t.recipients.clinic}</p>
          <p>{t.recipients.processors}</p>
        </Part>
        <Part id="transfers" title={t.transfers.title}>
          {countries.length ? (
            <p>
              {t.transfers.countries(format.list(countries.map((code) => format.country(code))))}{' '}
              {safeguard && t.transfers[safeguard]}
            </p>
          ) : (
            <p>{t.transfers.none}</p>
          )}
          {clinicCountries.length > 0 && (
            <>
              <p>{t.transfers.clinics(format.list(clinicCountries.map((code) => format.country(code))))}</p>
              <p>{t.transfers.adequacyList}</p>
              {/* The source on its own line, a full-size target. */}
              <BlockLink>
                <cite>
                  <a href={adequacySource.url} rel="noopener" lang="en" dir="auto">
                    {adequacySource.name}
                  </a>
                </cite>{' '}
                {t.transfers.checked(format.date(adequacySource.checked))}
              </BlockLink>
            </>
          )}
        </Part>
        <Part id="retention" title={t.retention.title}>
          {keptFor(t, format, retentionDays, privacy.copies).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Part>
        <Part id="ip-address" title={t.ipAddress.title}>
          <p>{t.ipAddress.text}</p>
        </Part>
        <Part id="browser" title={t.browser.title}>
          <p>{t.browser.noCookies}</p>
          <p>{t.browser.draft}</p>
          <p>{t.browser.nearMe}</p>
        </Part>
        <Part id="rights" title={t.rights.title}>
          <p>{t.rights.intro}</p>
          <List items={t.rights.items} />
          <p>{t.rights.how}</p>
          {write}
          <p>{t.rights.when}</p>
          <p>{t.rights.complain}</p>
        </Part>
        <p>
          <small>{t.version(privacyNotice.version)}</small>
        </p>
      </Prose>
    </PageSection>
  );
}
