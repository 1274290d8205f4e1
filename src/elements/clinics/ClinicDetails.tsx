import { addressLines, type Clinic } from '../../content/clinics/clinic';
import { dayRanges } from '../../content/clinics/hours';
import { Address } from '../../ui/Address';
import { useLocale } from '../../ui/locale';

/** A clinic's address, phone, website, e-mail and opening hours (where the clinics file gives them). */
export function ClinicDetails({ clinic }: { clinic: Clinic }) {
  const { text, format } = useLocale();
  const t = text.clinics;
  return (
    <div className="details">
      <address>
        {addressLines(clinic).map((line) => (
          <bdi key={line}>
            {line}
            <br />
          </bdi>
        ))}
        {format.country(clinic.country)}
      </address>
      <dl>
        {clinic.phone && (
          <>
            <dt>{t.phone}</dt>
            <dd>
              <a href={`tel:${clinic.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                {clinic.phone}
              </a>
            </dd>
          </>
        )}
        {clinic.website && (
          <>
            <dt>{t.website}</dt>
            <dd>
              <a href={clinic.website}>
                <Address>{clinic.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}</Address>
              </a>
            </dd>
          </>
        )}
        {clinic.email && (
          <>
            <dt>{t.email}</dt>
            <dd>
              <a href={`mailto:${clinic.email}`}>
                <Address>{clinic.email}</Address>
              </a>
            </dd>
          </>
        )}
        {clinic.hours.length > 0 && (
          <>
            <dt>{t.hours}</dt>
            <dd>
              {clinic.hours.map(({ days, opens, closes }) => (
                <span key={`${days.join()}${opens}`} className="hours">
                  {dayRanges(days)
                    .map(([from, to]) => (from === to ? t.days[from] : `${t.days[from]}–${t.days[to]}`))
                    .join(', ')}{' '}
                  <bdi dir="ltr">
                    {opens}–{closes}
                  </bdi>
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
