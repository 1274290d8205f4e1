import styled from '@emotion/styled';
import { quietLook } from '../../ui/Button';
import { color, media, radius, shadow, space } from '../../ui/tokens';

/*
 * The demo lays out by the dialog's width (its own container), and the hand takes the height left below the
 * controls (the dialog's height is definite), so that hand and controls are seen whole without scrolling; the
 * caption hangs below, scrolled to if need be, rather than the hand shrinking for it. On a phone the dialog's title
 * says what the demo's own heading and introduction say: they are visually hidden, to make room for the hand.
 */
export const Dialog = styled.dialog`
  container: phx / inline-size;
  inline-size: min(64em, calc(100vw - 2 * ${space(2)}));
  block-size: min(calc(100dvh - 2 * ${space(2)}), 52em);
  padding: min(${space(3)}, 5vw);
  &[open] { display: flex; flex-direction: column; }
  > * { flex: none; }
  > section { flex: 1 1 auto; min-block-size: 0; display: flex; flex-direction: column; }
  .phx-demo-stage { flex: 1 1 auto; min-block-size: 0; display: flex; flex-direction: column; align-items: center; }
  .phx-demo-hand { flex: 1 1 0; min-block-size: min(10em, 30dvh); max-block-size: 27.5em; inline-size: auto; max-inline-size: 22em; }
  .phx-demo-caption { flex: 0 0 0; min-block-size: 0; align-self: stretch; }
  ${media.tablet} {
    .phx-demo-stage { flex-direction: row; align-items: flex-start; }
    .phx-demo-hand { flex: none; block-size: 100%; max-block-size: 27.5em; }
    .phx-demo-caption { flex: 1 1 0; }
  }
  ${media.belowTablet} {
    > section > :is(h2, h3):first-of-type, > section > p {
      position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
    }
  }
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
  h2, h3 { margin: 0; font-size: 1.3em; min-inline-size: 0; }
`;

// The title wraps, the button's word never does.
export const Close = styled.button`
  ${quietLook}
  flex: none;
`;
