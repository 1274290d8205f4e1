import { memo, type Ref } from 'react';
import { type Clinic, clinicConsultationPath } from '../../content/clinics/clinic';
import { productById } from '../../content/products';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { useLocale } from '../../ui/locale';
import { ClinicDetails } from './ClinicDetails';
import type { Row } from './useFinder';

export interface ClinicRowProps {
  ref?: Ref<HTMLLIElement>;
  /** Its place in the list, and the list's length (for assistive technology: only some rows are drawn). */
  index: number;
  count: number;
  row: Row;
  /** Its details, once they are here. */
  clinic?: Clinic;
  open: boolean;
  onToggle(open: boolean): void;
  chosen: boolean;
  onSelect(): void;
}

/**
 * One clinic of the list: its name, place, hands and languages, its details behind a disclosure (address, phone,
 * website, e-mail, hours), and the request for a consultation there. The list alone is the whole finder.
 */
export const ClinicRow = memo(
  function ClinicRow({ ref, index, count, row, clinic, open, onToggle, chosen, onSelect }: ClinicRowProps) {
    const { text, format } = useLocale();
    const t = text.clinics;
    const place = row.region && row.region !== row.city ? `${row.city}, ${row.region}` : row.city;
    return (
      <li
        ref={ref}
        data-index={index}
        data-clinic={row.id}
        aria-setsize={count}
        aria-posinset={index + 1}
        onFocus={onSelect}
        onMouseEnter={onSelect}
      >
        <Card as="div" className={chosen ? 'chosen' : undefined}>
          <Heading rank={1}>{row.name}</Heading>
          {row.km !== undefined && <p className="distance">{t.away({ km: row.km })}</p>}
          <p className="place">
            <bdi>{place}</bdi> · {format.country(row.country)}
          </p>
          <dl>
            <dt>{t.fits}</dt>
            <dd>{format.list(row.hands.map((p) => productById(p).name))}</dd>
            <dt>{t.speaks}</dt>
            <dd>{format.list(row.languages.map((code) => format.language(code)))}</dd>
          </dl>
          <details open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
            <summary>{t.details}</summary>
            {clinic ? <ClinicDetails clinic={clinic} /> : <p aria-live="polite">{t.loading}</p>}
          </details>
          <div>
            <ButtonLink
              to={clinicConsultationPath(row.id)}
              cta={`clinic-request:${row.id}`}
              aria-label={`${t.request}: ${row.name}`}
            >
              {t.request}
            </ButtonLink>
          </div>
        </Card>
      </li>
    );
  },
  // The same clinic drawn the same way: its row object and callbacks are made anew by every render of the list.
  (a, b) =>
    a.index === b.index &&
    a.count === b.count &&
    a.row.position === b.row.position &&
    a.row.km === b.row.km &&
    a.clinic === b.clinic &&
    a.open === b.open &&
    a.chosen === b.chosen &&
    a.ref === b.ref,
);
