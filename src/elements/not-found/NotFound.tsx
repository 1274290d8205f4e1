import { useId } from 'react';
import { ButtonLink } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { useLocale } from '../../ui/locale';
import { Code, Page } from './not-found.styles';

/** The page for a path the site does not have. */
export function NotFound() {
  const { text } = useLocale();
  const id = useId();
  return (
    <Page aria-labelledby={id}>
      <div>
        <Code aria-hidden="true">404</Code>
        <Heading id={id}>{text.notFound.title}</Heading>
        <p>{text.notFound.text}</p>
        <ButtonLink to="/">{text.notFound.action}</ButtonLink>
      </div>
    </Page>
  );
}
