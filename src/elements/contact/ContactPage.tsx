import { productIds, type ProductId } from '../../content/products';
import { type InquiryType, inquiryTypes } from '../../inquiry/types';
import type { RouteProps } from '../../ui/page';
import type { ContactPageClinics } from '../../sections/clinic-map/ClinicsOverview';
import { Contact } from './Contact';

const pick = <V extends string>(values: readonly V[], value: string | null) =>
  values.includes(value as V) ? (value as V) : undefined;

/** What the address asks of the form: `?inquiry=` a type, `?product=` a hand. */
const asked = (query: URLSearchParams) => ({
  inquiry: pick<InquiryType>(inquiryTypes, query.get('inquiry')),
  product: pick<ProductId>(productIds, query.get('product')),
});

/**
 * The contact page of the site: `?inquiry=` preselects a type, `?product=` names a hand in the subject, `?clinic=`
 * a partner clinic (named in the subject, its id sent with the inquiry). The router hands it the clinics with its
 * code (its map panel shows them); <phx-contact> alone carries neither.
 */
export const ContactPage = ({ endpoint, query, clinics }: RouteProps & { clinics?: ContactPageClinics }) =>
  clinics ? (
    <WithClinics endpoint={endpoint} query={query} clinics={clinics} />
  ) : (
    <Contact endpoint={endpoint} {...asked(query)} />
  );

/** The page with the clinics' map, and the clinic `?clinic=` names (an id the clinics do not have is left out). */
function WithClinics({ endpoint, query, clinics }: RouteProps & { clinics: ContactPageClinics }) {
  const id = query.get('clinic') || undefined;
  const answer = clinics.useClinic(id);
  return (
    <Contact
      endpoint={endpoint}
      {...asked(query)}
      // The form stays the one the visitor is typing in while the clinic comes; its name then fills in.
      clinic={
        answer.state === 'found' ? answer.clinic : id && answer.state === 'loading' ? { id, loading: true } : undefined
      }
      map={<clinics.Overview />}
    />
  );
}
