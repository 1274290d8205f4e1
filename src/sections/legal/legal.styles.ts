import styled from '@emotion/styled';
import { textSpacing } from '../../ui/tokens';

/** An address inside running text, line by line. */
export const Postal = styled.address`
  margin: 0 0 ${textSpacing.paragraphSpacing('0.75em')};
  font-style: normal;
`;
