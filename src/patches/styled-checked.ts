/**
 * The tests' `@emotion/styled` (testAlias in aliases.ts): each styled component is made twice, by styled.ts and by
 * Emotion's own `@emotion/styled/base`, and renders the one `emotionStyled.real` names (styled.ts's unless a test
 * says otherwise). styled.test.ts renders every element and page with each and compares the HTML byte for byte.
 */
import type { CreateStyled } from '@emotion/styled';
import realCreateStyled from '@emotion/styled/base';
import { createElement, type ElementType, forwardRef } from 'react';
import { createStyled } from './styled';

/** Which of the two every styled component renders. */
export const emotionStyled = { real: false };

type Both = ElementType & { ours?: ElementType; theirs?: ElementType };

function checkedStyled(tag: Both, options?: unknown) {
  const ours = createStyled((tag.ours ?? tag) as never, options);
  const theirs = realCreateStyled((tag.theirs ?? tag) as never, options as never) as (
    ...args: unknown[]
  ) => ElementType;
  return (...args: unknown[]) => {
    const made = { ours: ours(...args) as ElementType, theirs: theirs(...args) };
    const styled = forwardRef<unknown, Record<string, unknown>>((props, ref) =>
      createElement(emotionStyled.real ? made.theirs : made.ours, { ...props, ref }),
    ) as unknown as Both;
    return Object.assign(styled, made);
  };
}

const styled = new Proxy(checkedStyled, {
  get(target, key, receiver) {
    if (typeof key !== 'string' || key in target) return Reflect.get(target, key, receiver);
    return checkedStyled(key as never);
  },
}) as unknown as CreateStyled;

export default styled;
