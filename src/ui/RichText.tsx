import type { ReactNode } from 'react';
import { withClaims } from '../content/claims';
import { Link } from './Link';
import { useLocale } from './locale';

/**
 * A text of a content file as the page shows it: each `{claim:id}` written as the claim's figure in the reader's
 * language, and each Markdown link (`[words](/page)` or `[words](https://…)`) a link: a page of the site through the
 * router, another site's in a new browsing context of its own. The build checked every link (files/pages.ts).
 */
export function RichText({ text }: { text: string }) {
  const { format } = useLocale();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[([^\]]*)\]\(([^)\s]*)\)/g)) {
    parts.push(withClaims(text.slice(last, match.index), format));
    const [, words, target] = match;
    parts.push(
      target.startsWith('/') ? (
        <Link key={match.index} to={target}>
          {withClaims(words, format)}
        </Link>
      ) : (
        <a key={match.index} href={target} rel="noopener">
          {withClaims(words, format)}
        </a>
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(withClaims(text.slice(last), format));
  return parts;
}
