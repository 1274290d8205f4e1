import type { Clinic } from '../../content/clinics';
import { clinicConsultationPath } from '../../content/clinics';
import { productById } from '../../content/products';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { useLocale } from '../../ui/locale';

export interface ClinicEntryProps {
  clinic: Clinic;
  /** How far away in kilometres, once the visitor shared where they are. */
  km?: number;
  /** Without the link: the clinic's own form follows (a partner's page). */
  request?: boolean;
  onFocus?: () => void;
}

/** One clinic, with everything the map shows and more: the list alone is the whole finder. */
export function ClinicEntry({ clinic, km, request = true, onFocus }: ClinicEntryProps) {
  const { text, format } = useLocale();
  const t = text.clinics;
  // Joined as the language joins a list (Arabic with و, never a Latin comma).
  const list = (items: readonly string[]) => format.list(items);
  return (
    <Card as="li" onFocus={onFocus} onMouseEnter={onFocus} data-clinic={clinic.id}>
      <Heading rank={1}>{clinic.name}</Heading>
      {km !== undefined && <p className="distance">{t.away(km, format)}</p>}
      <address>
        {clinic.address.map((line) => (
          <bdi key={line}>
            {line}
            <br />
          </bdi>
        ))}
        {t.countries[clinic.country]}
      </address>
      <dl>
        <dt>{t.fits}</dt>
        <dd>{list(clinic.products.map((p) => productById(p).name))}</dd>
        <dt>{t.speaks}</dt>
        <dd>{list(clinic.languages.map((l) => t.languages[l]))}</dd>
        <dt>{t.phone}</dt>
        <dd>
          <a href={`tel:${clinic.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
            {clinic.phone}
          </a>
        </dd>
        <dt>{t.website}</dt>
        <dd>
          <a href={clinic.website} dir="ltr">
            {clinic.website.replace(/^https:\/\//, '')}
          </a>
        </dd>
      </dl>
      {request && (
        <div>
          <ButtonLink
            to={clinicConsultationPath(clinic.id)}
            cta={`clinic-request:${clinic.id}`}
            aria-label={`${t.request}: ${clinic.name}`}
          >
            {t.request}
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}
