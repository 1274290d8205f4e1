import styled from '@emotion/styled';
import { ButtonRow } from '../../ui/Button';
import { color, media, radius, space, textSpacing } from '../../ui/tokens';

export const List = styled.ul<{ $layout: 'list' | 'grid' }>`
  display: grid;
  gap: ${space(4)};
  margin: ${space(4)} 0 0;
  padding: 0;
  list-style: none;
  ${(p) => p.$layout === 'grid' && `grid-template-columns: repeat(auto-fit, minmax(min(100%, 18.75em), 1fr));`}
  > li { display: flex; }
  > li > * { flex: 1; }
`;

export const Body = styled.div<{ $layout: 'list' | 'grid' }>`
  display: grid;
  gap: ${space(3)};
  ${(p) => p.$layout === 'list' && `${media.tablet} { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: ${space(5)}; }`}
  > svg { width: 100%; height: auto; aspect-ratio: 4 / 3; border-radius: ${radius.md}; }
`;

export const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  min-width: 0;
  h2, h3, h4 { margin: 0; font-size: 1.5em; line-height: ${textSpacing.lineHeight('1.25')}; }
  p { margin: 0 0 ${textSpacing.paragraphSpacing()}; }
`;

export const Price = styled.p`
  font-weight: 700;
  font-size: 1.1em;
  color: ${color.primary};
`;

export const Features = styled.div`
  ul { display: grid; gap: ${space(0.75)}; margin: ${space(1)} 0 0; padding: 0; list-style: none; }
  li { display: flex; gap: ${space(1)}; align-items: flex-start; }
  svg { flex: none; color: ${color.success}; margin-top: 0.125em; }
`;

export const Subheading = styled.div`
  h3, h4, h5 { margin: 0; font-size: 1em; text-transform: uppercase; letter-spacing: ${textSpacing.letterSpacing('0.05em')}; color: ${color.muted}; }
`;

/** Each figure is drawn by its background alone, with a frame that only forced colours (which drop backgrounds) make visible. */
export const Specs = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.75em), 1fr));
  gap: ${space(1)};
  margin: ${space(1)} 0 0;
  div { padding: ${space(1.25)} ${space(1.5)}; border-radius: ${radius.sm}; background: ${color.surfaceAlt}; outline: 1px solid transparent; outline-offset: -1px; }
  dt { font-size: 0.875em; color: ${color.muted}; }
  dd { margin: 0; font-weight: 700; }
`;

export const Closing = styled(ButtonRow)`
  margin-top: ${space(3)};
`;

/** A product's buttons: a row of buttons, closer together. */
export const Actions = styled(ButtonRow)`
  gap: ${space(1.5)};
`;
