import { contact, defaultInquiry, type InquiryType } from '../../content/contact';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { PageSection } from '../../ui/Section';
import { ContactInfo } from './ContactInfo';
import { InquiryForm } from './InquiryForm';
import { Layout } from './contact.styles';

export interface ContactProps {
  /** The inquiry type selected when the form is empty. */
  inquiry?: InquiryType;
  /** Where the form POSTs its JSON; without it, sending is simulated. */
  endpoint?: string;
}

/** The contact page: the message form beside contact information, quick actions and the map placeholder. */
export function Contact({ inquiry = defaultInquiry, endpoint }: ContactProps) {
  return (
    <PageSection title={contact.title} intro={contact.intro} rank={0}>
      <Layout>
        <Card as="div">
          <Heading rank={1} css={{ margin: 0, fontSize: '1.4em' }}>
            {contact.formTitle}
          </Heading>
          <InquiryForm inquiry={inquiry} endpoint={endpoint} />
        </Card>
        <ContactInfo />
      </Layout>
    </PageSection>
  );
}
