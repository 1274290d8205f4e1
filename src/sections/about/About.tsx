import { about } from '../../content/about';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { PageSection } from '../../ui/Section';
import { Mission, Stats, Timeline, Values, Year } from './about.styles';

/** The about page: mission, four statistics, four core values and the company's timeline. */
export function About() {
  return (
    <>
      <PageSection title={about.title} intro={about.intro} rank={0}>
        <Heading rank={1} css={{ marginTop: '2em', fontSize: '1.4em' }}>
          {about.missionTitle}
        </Heading>
        <Mission>
          {about.mission.map((paragraph) => (
            <p key={paragraph.slice(0, 20)}>{paragraph}</p>
          ))}
        </Mission>
      </PageSection>

      <PageSection title={about.statsTitle} tint="alt">
        <Stats>
          {about.stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </Stats>
      </PageSection>

      <PageSection title={about.valuesTitle}>
        <Values>
          {about.values.map((value) => (
            <li key={value.title}>
              <Card>
                <Icon name={value.icon} />
                <Heading rank={2}>{value.title}</Heading>
                <p>{value.text}</p>
              </Card>
            </li>
          ))}
        </Values>
      </PageSection>

      <PageSection title={about.timelineTitle} tint="alt">
        <Timeline>
          {about.timeline.map((step) => (
            <li key={step.year}>
              <Year>{step.year}</Year>
              <Heading rank={2}>{step.title}</Heading>
              <p>{step.text}</p>
            </li>
          ))}
        </Timeline>
      </PageSection>
    </>
  );
}
