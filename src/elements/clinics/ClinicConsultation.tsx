import type { Clinic } from '../../content/clinics/clinic';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { Link } from '../../ui/Link';
import { useLocale } from '../../ui/locale';
import { PageSection } from '../../ui/Section';
import { ClinicMap, type MapPlaces } from '../../sections/clinic-map/ClinicMap';
import { project } from '../../sections/clinic-map/projection';
import { useClinic } from '../../sections/clinic-map/useClinic';
import { InquiryForm } from '../contact/InquiryForm';
import type { Endpoint } from '../contact/useInquirySending';
import { Button } from '../../ui/Button';
import { ClinicDetails } from './ClinicDetails';
import { Layout, List, Status } from './clinics.styles';
import { mapLabel, useMapWords } from './map-words';

const placesOf = (clinic: Clinic): MapPlaces => {
  const [x, y] = project(clinic.lon, clinic.lat);
  return { xs: Float32Array.of(x), ys: Float32Array.of(y), positions: [0], box: [x, y, x, y] };
};

/**
 * A partner's own entry on its own page: the clinic, its place on the map, and a consultation request that goes to
 * the company's endpoint carrying the clinic's id. An id the clinics do not have says so, and leads to the finder.
 */
export function ClinicConsultation({ id, endpoint }: { id: string; endpoint?: Endpoint }) {
  const { text, format } = useLocale();
  const t = text.clinics;
  const mapWords = useMapWords();
  const answer = useClinic(id);
  if (answer.state !== 'found')
    return (
      <PageSection title={t.title} rank={0}>
        <Status
          role="status"
          aria-busy={answer.state === 'loading' || undefined}
          data-problem={answer.state === 'loading' ? undefined : ''}
        >
          {answer.state === 'loading' ? t.loading : answer.state === 'failed' ? t.unavailable : t.unknown}
        </Status>
        {answer.state === 'failed' && (
          <Button type="button" tone="secondary" onClick={answer.retry}>
            {t.retry}
          </Button>
        )}
        {answer.state === 'unknown' && <Link to="/clinics">{t.title}</Link>}
      </PageSection>
    );
  const { clinic } = answer;
  return (
    <PageSection title={clinic.name} rank={0}>
      <Layout>
        <ClinicMap
          places={placesOf(clinic)}
          fitKey={clinic.id}
          selected={0}
          label={mapLabel(t, format, { count: 1, countries: [clinic.country], countryCount: 1 })}
          credit={t.mapCredit}
          words={mapWords}
        />
        <List aria-label={t.list}>
          <Card as="li" data-clinic={clinic}>
            <Heading rank={1}>{clinic.name}</Heading>
            <dl>
              <dt>{t.speaks}</dt>
              <dd>{format.list(clinic.languages.map((code) => format.language(code)))}</dd>
            </dl>
            <ClinicDetails clinic={clinic} />
          </Card>
        </List>
      </Layout>
      <Card as="div" css={{ marginBlockStart: '1.5em' }}>
        <Heading rank={1} css={{ margin: 0, fontSize: '1.4em' }}>
          {t.askTitle({ clinic: clinic.name })}
        </Heading>
        <InquiryForm
          inquiry="consultation"
          endpoint={endpoint}
          clinic={clinic}
          subject={text.contact.subjectAtClinic({ clinic: clinic.name })}
        />
      </Card>
    </PageSection>
  );
}
