import styled from '@emotion/styled';
import { color, radius, space, textSpacing } from '../../ui/tokens';

/** The sample details' warning: first on the page, boxed, impossible to read past. */
export const SampleNote = styled.p`
  margin: ${space(3)} 0 0;
  max-width: 48em;
  padding: ${space(1.5)} ${space(2)};
  border-inline-start: 6px solid ${color.danger};
  border-radius: ${radius.sm};
  background: ${color.surfaceAlt};
  color: ${color.text};
  font-weight: 600;
  line-height: ${textSpacing.lineHeight('1.5')};
`;

/** An address inside running text, line by line. */
export const Postal = styled.address`
  margin: 0 0 ${textSpacing.paragraphSpacing('0.75em')};
  font-style: normal;
`;
