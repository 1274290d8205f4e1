import type { Clinic } from '../../content/clinics';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { useLocale } from '../../ui/locale';
import { PageSection } from '../../ui/Section';
import { ClinicMap } from '../../sections/clinic-map/ClinicMap';
import { InquiryForm } from '../contact/InquiryForm';
import type { Endpoint } from '../contact/useInquirySending';
import { emptyDraft } from '../contact/useInquiryDraft';
import { ClinicEntry } from './ClinicEntry';
import { Layout, List } from './clinics.styles';

/**
 * A partner's own entry on its own page: the clinic, its place on the map, and a consultation request that goes to
 * the company's endpoint carrying the clinic's id.
 */
export function ClinicConsultation({ clinic, endpoint }: { clinic: Clinic; endpoint?: Endpoint }) {
  const { text, format } = useLocale();
  const t = text.clinics;
  return (
    <PageSection title={clinic.name} rank={0}>
      <Layout>
        <ClinicMap
          clinics={[clinic]}
          selected={clinic.id}
          label={t.map(1, t.countries[clinic.country], format)}
          credit={t.mapCredit}
        />
        <List aria-label={t.list}>
          <ClinicEntry clinic={clinic} request={false} />
        </List>
      </Layout>
      <Card as="div" css={{ marginBlockStart: '1.5em' }}>
        <Heading rank={1} css={{ margin: 0, fontSize: '1.4em' }}>
          {t.askTitle(clinic.name)}
        </Heading>
        <InquiryForm
          inquiry="consultation"
          endpoint={endpoint}
          clinic={clinic.id}
          initial={{ ...emptyDraft('consultation'), subject: text.contact.subjectAtClinic(clinic.name) }}
        />
      </Card>
    </PageSection>
  );
}
