import { clinicById } from '../../content/clinics';
import { productIds, type ProductId } from '../../content/products';
import { type InquiryType, inquiryTypes } from '../../inquiry/types';
import type { RouteProps } from '../../ui/page';
import { Contact } from './Contact';

const pick = <V extends string>(values: readonly V[], value: string | null) =>
  values.includes(value as V) ? (value as V) : undefined;

/**
 * The contact page of the site: `?inquiry=` preselects a type, `?product=` names a hand in the subject, `?clinic=`
 * a partner clinic (named in the subject, its id sent with the inquiry).
 */
export const ContactPage = ({ endpoint, query }: RouteProps) => (
  <Contact
    endpoint={endpoint}
    inquiry={pick<InquiryType>(inquiryTypes, query.get('inquiry'))}
    product={pick<ProductId>(productIds, query.get('product'))}
    clinic={clinicById(query.get('clinic') ?? '')}
  />
);
