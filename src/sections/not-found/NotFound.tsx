import { useId } from 'react';
import { notFound } from '../../content/not-found';
import { ButtonLink } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { Code, Page } from './not-found.styles';

/** The page for a path the site does not have. */
export function NotFound() {
  const id = useId();
  return (
    <Page aria-labelledby={id}>
      <div>
        <Code aria-hidden="true">{notFound.code}</Code>
        <Heading id={id}>{notFound.title}</Heading>
        <p>{notFound.text}</p>
        <ButtonLink to="/">{notFound.action}</ButtonLink>
      </div>
    </Page>
  );
}
