import styled from '@emotion/styled';
import { ButtonRow } from '../../ui/Button';
import { color, media, radius, space, textSpacing } from '../../ui/tokens';

export const Hero = styled.section`
  background: linear-gradient(180deg, ${color.surfaceAlt} 0%, ${color.surface} 100%);
  padding: ${space(5)} 0 ${space(6)};
  ${media.tablet} { padding: ${space(9)} 0; }
`;

export const HeroGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(4)};
  align-items: center;
  ${media.tablet} { grid-template-columns: 1.1fr 1fr; gap: ${space(6)}; }
`;

export const HeroArt = styled.div`
  svg { width: 100%; height: auto; }
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${textSpacing.paragraphSpacing(space(1.5, 0.875))};
  color: ${color.accent};
  font-weight: 700;
  letter-spacing: ${textSpacing.letterSpacing('0.06em')};
  text-transform: uppercase;
  font-size: 0.875em;
`;

export const HeroTitle = styled.div`
  h1, h2 {
    margin: 0;
    font-size: clamp(2.1em, 1.4em + 3cqi, 3.4em);
    line-height: ${textSpacing.lineHeight('1.1')};
    letter-spacing: ${textSpacing.letterSpacing('-0.02em')};
    color: ${color.inverse};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1.5)};
  margin-top: ${space(3)};
`;

export const Grid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? '15em'}), 1fr));
  gap: ${space(3)};
  margin: ${space(4)} 0 0;
  padding: 0;
  list-style: none;
  > li { display: flex; }
  > li > * { flex: 1; }
`;

export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3em;
  height: 3em;
  border-radius: ${radius.md};
  background: ${color.surfaceAlt};
  color: ${color.primary};
  /* Drawn by its background alone: a frame that only forced colours (which drop backgrounds) make visible. */
  outline: 1px solid transparent;
  outline-offset: -1px;
`;

export const CardTitle = styled.div`
  h2, h3, h4 { margin: 0; font-size: 1.2em; line-height: ${textSpacing.lineHeight('1.3')}; }
`;

export const Muted = styled.p`
  margin: 0 0 ${textSpacing.paragraphSpacing()};
  color: ${color.muted};
`;

export const Price = styled.p`
  margin: auto 0 ${textSpacing.paragraphSpacing()};
  font-weight: 700;
  color: ${color.primary};
`;

export const ProductImage = styled.div`
  svg { width: 100%; height: auto; aspect-ratio: 4 / 3; border-radius: ${radius.sm}; }
`;

export const Footer = styled(ButtonRow)`
  margin-top: ${space(4)};
`;

export const Checklist = styled.ul`
  display: grid;
  gap: ${space(1.5)};
  margin: ${space(3)} 0 0;
  padding: 0;
  list-style: none;
  ${media.tablet} { grid-template-columns: 1fr 1fr; }
  li { display: flex; gap: ${space(1.5)}; align-items: flex-start; }
  svg { flex: none; color: ${color.success}; margin-top: 0.125em; }
`;

export const Closing = styled.div`
  p { margin-inline: auto; }
  > div { justify-content: center; }
`;
