import { claim, claimPattern } from '../content/claims';
import { useLocale } from './locale';
import { BlockLink } from './Prose';

/**
 * Under words that name claims (`{claim:id}`): each claim's source, linked where it has an address, and the day it
 * was checked ("Source: Medicare.gov: Prosthetic devices (checked on November 26, 2026)").
 */
export function ClaimSources({
  text,
  label,
  checked,
}: {
  text: string;
  label: string;
  /** After the source: when it was checked, `{date}` where the date goes. */
  checked: string;
}) {
  const { format } = useLocale();
  const ids = [...new Set([...text.matchAll(claimPattern)].map((match) => match[1]))];
  const sources = new Map(ids.map((id) => [claim(id).source.name, claim(id)]));
  return [...sources.values()].map(({ id, source, date }) => (
    <BlockLink key={id}>
      <small>
        {label}{' '}
        <cite>
          {source.url ? (
            <a href={source.url} rel="noopener" dir="auto">
              {source.name}
            </a>
          ) : (
            source.name
          )}
        </cite>{' '}
        ({checked.replace('{date}', format.date(date))})
      </small>
    </BlockLink>
  ));
}
