import { createContext, useContext, type HTMLAttributes } from 'react';

/**
 * Heading levels that fit where the element sits. Inside <phx-router> a page's title is an <h1>; an element on a
 * host page starts at <h2>, below the host's own <h1>. `rank` counts down from there (0 = the section's title).
 */
export const HeadingBase = createContext(2);

export function Heading({ rank = 0, ...props }: HTMLAttributes<HTMLHeadingElement> & { rank?: number }) {
  const level = Math.min(6, useContext(HeadingBase) + rank);
  const Tag = `h${level}` as 'h2';
  return <Tag part="heading" {...props} />;
}
