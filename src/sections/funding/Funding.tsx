import { fundingRegions } from '../../content/funding';
import { inquiryPath } from '../../content/site-map';
import { sources } from '../../content/sources';
import { ButtonLink } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { useArticles } from '../../ui/articles';
import { BlockLink, Panel, Prose } from '../../ui/Prose';
import { PageSection } from '../../ui/Section';

/** Paying for a hand: how funding usually works by country, each statement with its official source, and our help. */
export function Funding() {
  const t = useArticles().funding;
  return (
    <PageSection title={t.title} intro={t.intro} rank={0}>
      <Prose>
        {fundingRegions.map((region) => (
          <Panel key={region.id} aria-labelledby={`phx-funding-${region.id}`}>
            <Heading rank={1} id={`phx-funding-${region.id}`}>
              {t.regions[region.id]}
            </Heading>
            {region.items.map((item) => (
              <div key={item.id}>
                <Heading rank={2}>{t.items[item.id].title}</Heading>
                <p>{t.items[item.id].text}</p>
                {item.id === 'ask' && (
                  <ol>
                    {t.questions.map((question) => (
                      <li key={question}>{question}</li>
                    ))}
                  </ol>
                )}
                {item.sources.map((id) => (
                  <BlockLink key={id}>
                    <span>
                      {t.source}{' '}
                      <a href={sources[id].href} rel="noopener" lang={sources[id].lang} dir="auto">
                        {sources[id].name}
                      </a>
                    </span>
                  </BlockLink>
                ))}
              </div>
            ))}
          </Panel>
        ))}
        <Heading rank={1}>{t.helpTitle}</Heading>
        <p>{t.help}</p>
        <ButtonLink to={inquiryPath('insurance')} cta="funding-insurance-question">
          {t.helpAction}
        </ButtonLink>
      </Prose>
    </PageSection>
  );
}
