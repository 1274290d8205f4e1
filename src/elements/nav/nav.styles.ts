import styled from '@emotion/styled';
import { quietLook } from '../../ui/Button';
import { color, layout, media, radius, shadow, space, textSpacing } from '../../ui/tokens';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  box-shadow: ${shadow.card};
  anchor-name: --phx-bar;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(1)} ${space(2)};
  min-height: 4.5em;
  padding: ${space(1)} 0;
  /* Below tablet width the bar holds the logo and the menu button only: they share one row, the name wrapping
     under itself before the button would drop below the logo. */
  ${media.belowTablet} { flex-wrap: nowrap; column-gap: ${space(1)}; }
  /* Very large text on a phone: the logo's 44 px target and the menu button still share the row. */
  ${media.crampedForText} { column-gap: ${space(0.5)}; }
  &:has(:popover-open) [part~='menu-toggle'] svg:nth-of-type(1) { display: none; }
  &:has(:popover-open) [part~='menu-toggle'] svg:nth-of-type(2) { display: block; }
`;

export const Brand = styled.span`
  min-width: 0;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${space(1.25)};
    min-width: ${layout.minTarget};
    min-height: ${layout.minTarget};
    color: ${color.text};
    font-weight: 700;
    text-decoration: none;
    border-radius: ${radius.sm};
  }
  /* The name is set larger, not the link: the logo and the gap stay in the base size. */
  a > span { font-size: 1.2em; letter-spacing: ${textSpacing.letterSpacing('-0.01em')}; }
  svg { width: 2.5em; height: 2.5em; }
  /* Where one word of the name would not fit beside the menu button (very large text on a phone), the logo alone: the
     link keeps its name ("Phoenix Bionics, home") for assistive technology. A 320 px phone at the usual text size
     still shows the name, so that a voice user sees the words to say. */
  ${media.crampedForText} { a > span { display: none; } }
`;

export const Toggle = styled.button`
  ${quietLook}
  flex-shrink: 0;
  gap: ${space(1)};
  /* The icon says what choosing the toggle will do: open the menu, or close it. */
  svg:nth-of-type(2) { display: none; }
  ${media.tablet} { display: none; }
  ${media.crampedForText} { padding: 0 ${space(0.75)}; }
`;

export const Menu = styled.nav`
  /* Below tablet width: a popover under the bar, across the page. */
  &:popover-open {
    position: fixed;
    inset-inline: 0;
    bottom: auto;
    top: 4.5em;
    top: anchor(--phx-bar bottom);
    width: auto;
    max-height: 80vh;
    margin: 0;
    padding: ${space(1)} ${space(2)} ${space(2)};
    overflow: auto;
    border: 0;
    border-bottom: 1px solid ${color.border};
    background: ${color.surface};
    color: ${color.text};
    box-shadow: ${shadow.card};
  }
  ${media.tablet} {
    &, &:popover-open {
      display: block;
      position: static;
      inset: auto;
      width: auto;
      max-height: none;
      margin: 0;
      padding: 0;
      overflow: visible;
      border: 0;
      background: none;
      box-shadow: none;
    }
  }
  > ul {
    display: flex;
    flex-direction: column;
    gap: ${space(0.5)};
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.tablet} { flex-direction: row; align-items: center; gap: ${space(0.5)}; }
  }
  > ul > li { margin: 0; }
  ${media.tablet} { display: flex; align-items: center; }
`;

export const NavItem = styled.li`
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    /* A short word ("Inicio") still makes a target a finger or a head pointer can hit. */
    min-width: ${layout.minTarget};
    min-height: ${layout.minTarget};
    padding: 0 ${space(1.5)};
    border-radius: ${radius.sm};
    color: ${color.text};
    font-weight: 500;
    text-decoration: none;
    &:hover { background: ${color.surfaceAlt}; color: ${color.primary}; }
    &[aria-current='page'] {
      color: ${color.primary};
      background: ${color.surfaceAlt};
      font-weight: 700;
      box-shadow: inset 0 -3px 0 ${color.primary};
    }
  }
`;

export const Cta = styled.li`
  margin-top: ${space(1)} !important;
  ${media.tablet} { margin: 0 !important; margin-inline-start: ${space(1.5)} !important; }
  a { width: 100%; }
`;
