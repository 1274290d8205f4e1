import styled from '@emotion/styled';
import { color, layout, media, shadow, space, radius } from '../../ui/tokens';
import { partProp } from '../../ui/part';

export const Bar = styled('header', partProp)`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  box-shadow: ${shadow.card};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(1)} ${space(2)};
  min-height: 72px;
  padding: ${space(1)} 0;
`;

export const Brand = styled.span`
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space(1.25)};
    min-height: ${layout.minTarget};
    color: ${color.text};
    font-size: 1.2em;
    font-weight: 700;
    letter-spacing: -0.01em;
    text-decoration: none;
    border-radius: ${radius.sm};
  }
  img { width: 40px; height: 40px; }
`;

export const Toggle = styled('button', partProp)`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  min-width: ${layout.minTarget};
  min-height: ${layout.minTarget};
  padding: 0 ${space(1.5)};
  border: 2px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  font-weight: 600;
  cursor: pointer;
  ${media.tablet} { display: none; }
`;

export const Menu = styled.nav<{ open: boolean }>`
  display: ${(p) => (p.open ? 'block' : 'none')};
  flex-basis: 100%;
  padding-bottom: ${space(2)};
  ${media.tablet} { display: block; flex-basis: auto; padding: 0; }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${space(0.5)};
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.tablet} { flex-direction: row; align-items: center; gap: ${space(0.5)}; }
  }
  li { margin: 0; }
`;

export const NavItem = styled.li`
  a {
    display: flex;
    align-items: center;
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
  ${media.tablet} { margin: 0 0 0 ${space(1.5)} !important; }
  a { width: 100%; }
`;
