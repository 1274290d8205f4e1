import { claim } from '../../content/claims';
import { milestones } from '../../content/company';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import type { IconPath } from '../../ui/icons';
import * as icons from './icons';
import { useLocale } from '../../ui/locale';
import { PageSection } from '../../ui/Section';
import { Mission, Timeline, Values, Year } from './about.styles';

const valueIcons: Record<'care' | 'innovation' | 'collaboration' | 'excellence', IconPath> = {
  care: icons.heart,
  innovation: icons.spark,
  collaboration: icons.people,
  excellence: icons.award,
};

/** A value's or a milestone's title and its text. */
const Titled = ({ words }: { words: { title: string; text: string } }) => (
  <>
    <Heading rank={2}>{words.title}</Heading>
    <p>{words.text}</p>
  </>
);

/** The about page: mission, four core values and the company's timeline (its years from the claims file). */
export function About() {
  const { text } = useLocale();
  const t = text.about;
  return (
    <>
      <PageSection title={t.title} intro={t.intro} rank={0}>
        <Heading rank={1} css={{ marginTop: '2em', fontSize: '1.4em' }}>
          {t.missionTitle}
        </Heading>
        <Mission>
          {t.mission.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </Mission>
      </PageSection>

      <PageSection title={t.valuesTitle}>
        <Values>
          {(Object.keys(valueIcons) as (keyof typeof valueIcons)[]).map((key) => (
            <li key={key}>
              <Card>
                <Icon icon={valueIcons[key]} />
                <Titled words={t.values[key]} />
              </Card>
            </li>
          ))}
        </Values>
      </PageSection>

      <PageSection title={t.timelineTitle} tint="alt">
        <Timeline>
          {milestones.map((step) => (
            <li key={step.id}>
              <Year>{claim(step.claim).value}</Year>
              <Titled words={t.milestones[step.id]} />
            </li>
          ))}
        </Timeline>
      </PageSection>
    </>
  );
}
