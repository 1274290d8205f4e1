import { Suspense, use } from 'react';
import { type ClinicId, clinicIds } from '../../content/clinic-ids';
import { productIds, type ProductId } from '../../content/products';
import { type InquiryType, inquiryTypes } from '../../inquiry/types';
import type { RouteProps } from '../../ui/page';
import { clinicsWhenAsked } from './clinics-overview';
import { Contact, type ContactProps } from './Contact';

const pick = <V extends string>(values: readonly V[], value: string | null) =>
  values.includes(value as V) ? (value as V) : undefined;

/**
 * The contact page of the site: `?inquiry=` preselects a type, `?product=` names a hand in the subject, `?clinic=`
 * a partner clinic (named in the subject, its id sent with the inquiry).
 */
export function ContactPage({ endpoint, query }: RouteProps) {
  const props: ContactProps = {
    endpoint,
    inquiry: pick<InquiryType>(inquiryTypes, query.get('inquiry')),
    product: pick<ProductId>(productIds, query.get('product')),
  };
  const clinic = pick<ClinicId>(clinicIds, query.get('clinic'));
  if (!clinic) return <Contact {...props} />;
  // The clinics are not part of the contact page's code: for the moment they take to arrive, the form without them.
  return (
    <Suspense fallback={<Contact {...props} />}>
      <AtClinic id={clinic} {...props} />
    </Suspense>
  );
}

function AtClinic({ id, ...props }: ContactProps & { id: ClinicId }) {
  const { clinicById } = use(clinicsWhenAsked());
  return <Contact {...props} clinic={clinicById(id)} />;
}
