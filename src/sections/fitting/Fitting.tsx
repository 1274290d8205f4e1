import { inquiryPath } from '../../content/site-map';
import { figureOf } from '../../content/figures';
import { fill } from '../../content/fill';
import { afterDuration } from '../../content/i18n/arabic';
import { fittingSteps as steps } from '../../content/page-shape';
import { productById } from '../../content/products';
import { ButtonLink } from '../../ui/Button';
import { ClaimSources } from '../../ui/ClaimSources';
import { Heading } from '../../ui/Heading';
import { useArticles } from '../../ui/articles';
import { useLocale } from '../../ui/locale';
import { Facts, Note, Panel, Prose } from '../../ui/Prose';
import { RichText } from '../../ui/RichText';
import { PageSection } from '../../ui/Section';

/** How fitting works: the steps from the first consultation to follow-up, who is involved, and who each hand suits. */
export function Fitting() {
  const { format } = useLocale();
  const t = useArticles().fitting;
  const { source, claimChecked: checked } = t;
  const x1 = productById('neural-pro-x1');
  const flexi = productById('flexigrip-elite');
  const smart = productById('smarthand-ai');
  // The charging time follows a preposition ("charged in …"): Arabic writes a dual there in its genitive form.
  const charging = (minutes: number) =>
    format.lang === 'ar' ? afterDuration(format, minutes) : format.duration(minutes);
  const suits = [
    [
      x1.name,
      fill(t.suits['neural-pro-x1'], {
        patterns: format.number(figureOf(x1, 'gripPatterns') ?? 0),
        newtons: format.number(x1.figures.gripForce),
      }),
    ],
    [
      flexi.name,
      fill(t.suits['flexigrip-elite'], {
        weight: format.grams(flexi.figures.weight),
        charging: charging(flexi.figures.charging),
      }),
    ],
    [
      smart.name,
      fill(t.suits['smarthand-ai'], {
        battery: format.hours(smart.figures.battery),
        warranty: format.years(smart.figures.warranty),
      }),
    ],
  ] as const;
  return (
    <PageSection title={t.title} intro={<RichText text={t.intro} />} rank={0}>
      <Prose>
        <Note>{t.note}</Note>
        <ol>
          {steps.map((step) => (
            <li key={step}>
              {/* A plain box: the step's heading names it; a label on a generic <div> is ignored by screen readers. */}
              <Panel as="div">
                <Heading rank={1}>{t.steps[step].title}</Heading>
                <p>
                  <RichText text={t.steps[step].text} />
                </p>
                <ClaimSources text={t.steps[step].text} label={source} checked={checked} />
                <Facts>
                  <dt>{t.who}</dt>
                  <dd>{t.steps[step].who}</dd>
                  <dt>{t.time}</dt>
                  <dd>{t.steps[step].time}</dd>
                </Facts>
              </Panel>
            </li>
          ))}
        </ol>
        <Heading rank={1}>{t.suitsTitle}</Heading>
        <p>
          <RichText text={t.suitsIntro} />
        </p>
        <ul>
          {suits.map(([name, line]) => (
            <li key={name}>
              <strong>
                <bdi>{name}</bdi>
              </strong>
              {': '}
              {line}
            </li>
          ))}
        </ul>
        <ButtonLink to={inquiryPath('consultation')} cta="fitting-consultation">
          {t.askUs}
        </ButtonLink>
      </Prose>
    </PageSection>
  );
}
