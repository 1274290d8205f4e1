import { milestones, stats } from '../../content/company';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import type { IconPath } from '../../ui/icons';
import * as icons from './icons';
import { useLocale } from '../../ui/locale';
import { PageSection } from '../../ui/Section';
import { Mission, Stats, Timeline, Values, Year } from './about.styles';

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

/** The about page: mission, four statistics, four core values and the company's timeline. */
export function About() {
  const { text, format } = useLocale();
  const t = text.about;
  const figures = [
    { label: t.stats.livesChanged, value: t.atLeast(format.number(stats.livesChanged)) },
    { label: t.stats.yearsExperience, value: t.atLeast(format.number(stats.yearsExperience)) },
    { label: t.stats.researchPartners, value: t.atLeast(format.number(stats.researchPartners)) },
    { label: t.stats.satisfaction, value: format.percent(stats.satisfaction) },
  ];
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

      <PageSection title={t.statsTitle} tint="alt">
        <Stats>
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>
                <bdi>{figure.value}</bdi>
              </dd>
            </div>
          ))}
        </Stats>
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
              <Year>{step.year}</Year>
              <Titled words={t.milestones[step.id]} />
            </li>
          ))}
        </Timeline>
      </PageSection>
    </>
  );
}
