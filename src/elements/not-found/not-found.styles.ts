import styled from '@emotion/styled';
import { color, space, textSpacing } from '../../ui/tokens';

export const Page = styled.section`
  display: grid;
  place-items: center;
  padding: ${space(8)} ${space(2)};
  text-align: center;
  background: ${color.surfaceAlt};
  /* The title's size varies with the viewport: the gaps around it belong to its neighbours, in the base size. */
  h1, h2 { margin: 0; font-size: clamp(1.8em, 1.3em + 2cqi, 2.6em); line-height: ${textSpacing.lineHeight('1.2')}; }
  p { margin: ${space(2)} 0 ${textSpacing.paragraphSpacing(space(3))}; color: ${color.muted}; }
`;

export const Code = styled.p`
  margin: 0 0 ${space(1, 4)} !important;
  font-size: 4em;
  font-weight: 800;
  line-height: ${textSpacing.lineHeight('1')};
  color: ${color.primary} !important;
`;
