import styled from '@emotion/styled';
import { quietLook } from '../../ui/Button';
import { partProp } from '../../ui/part';
import { color, radius, shadow, space } from '../../ui/tokens';

export const Dialog = styled.dialog`
  inline-size: min(64em, calc(100vw - 2 * ${space(2)}));
  max-block-size: calc(100vh - 2 * ${space(2)});
  padding: ${space(3)};
  border: 0;
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.raised};
  font: inherit;
  overflow: auto;
  &::backdrop { background: rgba(12, 42, 68, 0.6); }
  @media (forced-colors: active) { border: 2px solid CanvasText; }
`;

export const DialogBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  margin-block-end: ${space(2)};
  h2, h3 { margin: 0; font-size: 1.3em; }
`;

export const Close = styled('button', partProp)`
  ${quietLook}
`;
