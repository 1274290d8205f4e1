import styled from '@emotion/styled';
import { Fragment } from 'react';

// Never hyphenated, never broken but at its <wbr>s.
const Text = styled.bdi`
  hyphens: manual;
  overflow-wrap: normal;
`;

/**
 * An e-mail address or a URL that may wrap only after its `@`, `.` or `/` (never inside a word), read left to
 * right also in Arabic text, and never hyphenated.
 */
export function Address({ children }: { children: string }) {
  const pieces = children.split(/(?<=[@./])/);
  return (
    <Text dir="ltr">
      {pieces.map((piece, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, never reordered
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </Text>
  );
}
