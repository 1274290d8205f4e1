import { useId, useMemo, useState } from 'react';
import {
  type Clinic,
  type ClinicCountry,
  type ClinicLanguage,
  clinicById,
  clinicLanguages,
  clinics as allClinics,
} from '../../content/clinics';
import { type ProductId, productById, productIds } from '../../content/products';
import { Button } from '../../ui/Button';
import { useLocale } from '../../ui/locale';
import { PageSection } from '../../ui/Section';
import { ClinicMap } from '../../sections/clinic-map/ClinicMap';
import type { Endpoint } from '../contact/useInquirySending';
import { ClinicConsultation } from './ClinicConsultation';
import { ClinicEntry } from './ClinicEntry';
import { Filters, Layout, List, Status } from './clinics.styles';
import { byDistance, find } from './finding';
import { useNearMe } from './useNearMe';

export interface ClinicsProps {
  /** One clinic alone, with its own consultation form (a partner's page). */
  clinic?: string;
  /** Only the clinics of this country. */
  country?: ClinicCountry;
  /** The hand the list is filtered by at first. */
  product?: ProductId;
  endpoint?: Endpoint;
}

/**
 * The clinic finder: search by city, country or name, filters by hand and language, "Near me" sorting, a list that
 * holds every word and action, and a map beside it as a visual aid.
 */
export function Clinics({ clinic, country, product, endpoint }: ClinicsProps) {
  const one = clinic ? clinicById(clinic) : undefined;
  if (one) return <ClinicConsultation clinic={one} endpoint={endpoint} />;
  return <ClinicFinder country={country} product={product} />;
}

function ClinicFinder({ country, product }: Pick<ClinicsProps, 'country' | 'product'>) {
  const { text, format } = useLocale();
  const t = text.clinics;
  const id = useId();
  const [query, setQuery] = useState('');
  const [hand, setHand] = useState<ProductId | undefined>(product);
  // A host that changes `product` changes the filter (what the visitor chose since is theirs until then).
  const [givenProduct, setGivenProduct] = useState(product);
  if (product !== givenProduct) {
    setGivenProduct(product);
    setHand(product);
  }
  const [language, setLanguage] = useState<ClinicLanguage | undefined>();
  const [selected, setSelected] = useState<string>();
  const { nearMe, locate, forget } = useNearMe();

  const pool = useMemo(() => allClinics.filter((c) => !country || c.country === country), [country]);
  const found = find(pool, { query, hand, language }, (c) => t.countries[c.country]);
  const shown: { clinic: Clinic; km?: number }[] =
    nearMe.state === 'located' ? byDistance(found, nearMe) : found.map((c) => ({ clinic: c }));
  const countries = [...new Set(shown.map(({ clinic }) => clinic.country))].map((c) => t.countries[c]);
  const filtered = query !== '' || hand !== undefined || language !== undefined || nearMe.state !== 'idle';
  const clear = () => {
    setQuery('');
    setHand(undefined);
    setLanguage(undefined);
    forget();
  };
  const problem = nearMe.state === 'denied' || nearMe.state === 'failed' ? t[nearMe.state] : undefined;
  const sorting = nearMe.state === 'locating' ? t.locating : nearMe.state === 'located' ? t.sortedByDistance : '';

  return (
    <PageSection title={t.title} intro={t.intro} rank={0}>
      <Filters role="search" aria-label={t.filters} onSubmit={(e) => e.preventDefault()} action="">
        <div className="field search">
          <label htmlFor={`${id}-q`}>{t.search}</label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            part="field"
            value={query}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-hand`}>{t.hand}</label>
          <select
            id={`${id}-hand`}
            name="hand"
            part="field"
            value={hand ?? ''}
            onChange={(e) => setHand((e.target.value || undefined) as ProductId | undefined)}
          >
            <option value="">{t.anyHand}</option>
            {productIds.map((p) => (
              <option key={p} value={p}>
                {productById(p).name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-language`}>{t.language}</label>
          <select
            id={`${id}-language`}
            name="language"
            part="field"
            value={language ?? ''}
            onChange={(e) => setLanguage((e.target.value || undefined) as ClinicLanguage | undefined)}
          >
            <option value="">{t.anyLanguage}</option>
            {clinicLanguages.map((l) => (
              <option key={l} value={l}>
                {t.languages[l]}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <Button
            type="button"
            tone="secondary"
            onClick={() => nearMe.state !== 'locating' && locate()}
            aria-pressed={nearMe.state === 'located'}
            aria-disabled={nearMe.state === 'locating' || undefined}
          >
            {t.nearMe}
          </Button>
          {filtered && (
            <Button type="button" tone="secondary" onClick={clear}>
              {t.clear}
            </Button>
          )}
        </div>
      </Filters>
      <Status role="status" id={`${id}-status`} data-problem={problem ? '' : undefined}>
        {shown.length === 0 ? t.none : t.shown(shown.length, format)} {problem ?? sorting}
      </Status>
      <Layout>
        <ClinicMap
          clinics={shown.map(({ clinic }) => clinic)}
          selected={selected}
          label={t.map(shown.length, format.list(countries), format)}
          credit={t.mapCredit}
        />
        <List aria-label={t.list}>
          {shown.map(({ clinic, km }) => (
            <ClinicEntry key={clinic.id} clinic={clinic} km={km} onFocus={() => setSelected(clinic.id)} />
          ))}
        </List>
      </Layout>
    </PageSection>
  );
}
