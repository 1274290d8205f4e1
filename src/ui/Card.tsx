import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { color, inset, radius, shadow, space } from './tokens';

const Surface = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${space(1.5)};
  padding: ${inset(3)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.card};
  min-width: 0;
`;

/** A bordered panel (an <article>), exposed to hosts as the `card` part. */
export function Card(props: HTMLAttributes<HTMLElement> & { as?: 'article' | 'div' | 'li' }) {
  return <Surface part="card" {...props} />;
}
