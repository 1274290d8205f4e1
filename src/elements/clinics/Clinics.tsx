import type { ProductId } from '../../content/products';
import type { Endpoint } from '../contact/useInquirySending';
import { ClinicConsultation } from './ClinicConsultation';
import { ClinicFinder } from './ClinicFinder';

export interface ClinicsProps {
  /** One clinic alone, with its own consultation form (a partner's page). */
  clinic?: string;
  /** Only the clinics of this country (ISO 3166 code). */
  country?: string;
  /** The hand the list is filtered by at first. */
  product?: ProductId;
  endpoint?: Endpoint;
  /** The site's /clinics page: its address's query (a search sent without script). */
  query?: URLSearchParams;
}

/** The clinic finder, or one clinic alone with its consultation form. */
export function Clinics({ clinic, country, product, endpoint, query }: ClinicsProps) {
  if (clinic) return <ClinicConsultation id={clinic} endpoint={endpoint} />;
  return <ClinicFinder country={country} product={product} query={query} />;
}
