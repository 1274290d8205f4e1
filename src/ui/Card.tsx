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

/**
 * Cards side by side, each column at least `$min` wide (default 15em) or the whole width: as many a row as fit, each
 * card stretched to its row's height. A list, so assistive technology counts them.
 */
export const CardGrid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? '15em'}), 1fr));
  gap: ${space(3)};
  margin: ${space(4)} 0 0;
  padding: 0;
  list-style: none;
  > li { display: flex; }
  > li > * { flex: 1; }
`;

/** A bordered panel (an <article>), exposed to hosts as the `card` part. */
export function Card(props: HTMLAttributes<HTMLElement> & { as?: 'article' | 'div' | 'li' }) {
  return <Surface part="card" {...props} />;
}
