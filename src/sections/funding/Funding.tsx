import { useState } from 'react';
import { type ChoosableRegion, choosableRegions, firstRegionFor, regionsWithFirst } from '../../content/funding';
import { inquiryPath } from '../../content/site-map';
import { type SourceId, sources } from '../../content/sources';
import { Button, ButtonLink, ButtonRow } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { useArticles } from '../../ui/articles';
import { useLocale } from '../../ui/locale';
import { BlockLink, Note, Panel, Prose } from '../../ui/Prose';
import { RichText } from '../../ui/RichText';
import { PageSection } from '../../ui/Section';

/** "Source: <the official page's own title>", one line for each source a statement rests on. */
function Sources({ ids, label }: { ids: readonly string[]; label: string }) {
  return (ids as readonly SourceId[]).map((id) => (
    <BlockLink key={id}>
      <span>
        {label}{' '}
        <cite>
          <a href={sources[id].href} rel="noopener" lang={sources[id].lang} dir="auto">
            {sources[id].name}
          </a>
        </cite>
      </span>
    </BlockLink>
  ));
}

/**
 * Paying for a hand: how funding usually works by country, each statement with its official source and the day
 * the sources were last checked; what payers ask for and the simpler hands they may ask about; and our help.
 */
export function Funding() {
  const t = useArticles().funding;
  const { format, lang } = useLocale();
  // The reader's own country first (by the page's language), until they choose another.
  const [first, setFirst] = useState<ChoosableRegion>(firstRegionFor[lang] ?? 'us');
  return (
    <PageSection title={t.title} intro={<RichText text={t.intro} />} rank={0}>
      <Prose>
        <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
          <legend>{t.choose}</legend>
          <ButtonRow>
            {choosableRegions.map((id) => (
              <Button key={id} tone="secondary" aria-pressed={id === first} onClick={() => setFirst(id)}>
                {t.countries[id]}
              </Button>
            ))}
          </ButtonRow>
        </fieldset>
        {regionsWithFirst(first).map((region) => (
          <Panel key={region.id} aria-labelledby={`phx-funding-${region.id}`}>
            <Heading rank={1} id={`phx-funding-${region.id}`}>
              {t.regions[region.id]}
            </Heading>
            {'checked' in region && <Note>{t.checked.replace('{date}', format.date(region.checked))}</Note>}
            {region.items.map((id) => (
              <div key={id}>
                <Heading rank={2}>{t.items[id].title}</Heading>
                <p>
                  <RichText text={t.items[id].text} />
                </p>
                {id === 'ask' && (
                  <ol>
                    {t.questions.map((question) => (
                      <li key={question}>{question}</li>
                    ))}
                  </ol>
                )}
                <Sources ids={t.items[id].sources} label={t.source} />
              </div>
            ))}
          </Panel>
        ))}
        <Heading rank={1}>{t.payers.title}</Heading>
        <p>
          <RichText text={t.payers.text} />
        </p>
        <ul>
          {t.payers.list.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Sources ids={t.payers.sources} label={t.source} />
        <Heading rank={1}>{t.alternatives.title}</Heading>
        <p>
          <RichText text={t.alternatives.intro} />
        </p>
        {(['bodyPowered', 'passive', 'whyAsk'] as const).map((id) => (
          <div key={id}>
            <Heading rank={2}>{t.alternatives[id].title}</Heading>
            <p>
              <RichText text={t.alternatives[id].text} />
            </p>
          </div>
        ))}
        <Sources ids={t.alternatives.sources} label={t.source} />
        <Heading rank={1}>{t.helpTitle}</Heading>
        <p>
          <RichText text={t.help} />
        </p>
        <ButtonLink to={inquiryPath('insurance')} cta="funding-insurance-question">
          {t.helpAction}
        </ButtonLink>
      </Prose>
    </PageSection>
  );
}
