import styled from '@emotion/styled';
import { color, space } from '../../ui/tokens';

export const Page = styled.section`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding: ${space(8)} ${space(2)};
  text-align: center;
  background: ${color.surfaceAlt};
  h1, h2 { margin: ${space(1)} 0 ${space(2)}; font-size: clamp(1.8em, 1.3em + 2vw, 2.6em); line-height: 1.2; }
  p { margin: 0 0 ${space(3)}; color: ${color.muted}; }
`;

export const Code = styled.p`
  margin: 0 !important;
  font-size: 4em;
  font-weight: 800;
  line-height: 1;
  color: ${color.primary} !important;
`;
