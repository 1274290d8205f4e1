import { type ReactNode, useState } from 'react';
import { type InquiryType, defaultInquiry } from '../../inquiry/types';
import type { Clinic } from '../../content/clinics/clinic';
import type { ProductId } from '../../content/products';
import { productById } from '../../content/products';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { useLocale } from '../../ui/locale';
import { usePage } from '../../ui/page';
import { PageSection } from '../../ui/Section';
import { ContactInfo } from './ContactInfo';
import { InquiryForm } from './InquiryForm';
import { InquirySent } from './InquirySent';
import { Layout } from './contact.styles';
import type { Endpoint } from './useInquirySending';

export interface ContactProps {
  /** The inquiry type selected when the form is empty. */
  inquiry?: InquiryType;
  /** Where the form POSTs its JSON (see delivery.ts: none, `simulate`); `false`: set, but not a usable address. */
  endpoint?: Endpoint;
  /** A hand the visitor asked about: named in the subject of an empty form. */
  product?: ProductId;
  /**
   * A partner clinic the visitor asked at: its id sent with the inquiry; its name, where known, in the subject of an
   * empty form and the form's box that sends the request to it too.
   */
  clinic?: Pick<Clinic, 'id'> & Partial<Pick<Clinic, 'name' | 'country'>> & { loading?: boolean };
  /** The partner clinics' map (the site's contact page); without it the panel links to them. */
  map?: ReactNode;
}

/** The contact page: the message form beside contact information, quick actions and the map placeholder. */
export function Contact({ inquiry = defaultInquiry, endpoint, product, clinic, map }: ContactProps) {
  const { text } = useLocale();
  const { answer } = usePage();
  const t = text.contact;
  // A quick action's choice on a page without the router (where it cannot change the address).
  const [chosen, setChosen] = useState<InquiryType>();
  const echoed = answer && !answer.sent ? answer : undefined;
  const subject = clinic?.name
    ? t.subjectAtClinic({ clinic: clinic.name })
    : product && t.subjectAbout({ product: productById(product).name });
  return (
    <PageSection title={t.title} intro={t.intro} rank={0}>
      <Layout>
        <Card as="div">
          <Heading rank={1} css={{ margin: 0, fontSize: '1.4em' }}>
            {t.formTitle}
          </Heading>
          {answer?.sent ? (
            <InquirySent back={answer.back} />
          ) : (
            <InquiryForm
              inquiry={chosen ?? inquiry}
              endpoint={endpoint}
              initial={echoed?.draft ?? undefined}
              subject={subject}
              initialErrors={echoed?.errors}
              notice={echoed?.notice}
              clinic={clinic}
              initialConsents={echoed?.consents}
              initialMissing={echoed?.missingConsents}
            />
          )}
        </Card>
        <ContactInfo map={map} onChooseInquiry={setChosen} />
      </Layout>
    </PageSection>
  );
}
