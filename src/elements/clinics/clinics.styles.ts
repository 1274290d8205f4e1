import styled from '@emotion/styled';
import { quietLook } from '../../ui/Button';
import { color, layout, media, radius, space } from '../../ui/tokens';

/** "Skip to the list of clinics": unseen until focused, then a button above the filters. */
export const SkipToList = styled.button`
  ${quietLook}
  margin-block-start: ${space(2)};
  &:not(:focus) { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space(1.5)} ${space(2)};
  margin-block: ${space(3)} ${space(1)};
  .field { display: grid; gap: ${space(0.5)}; flex: 1 1 12em; min-inline-size: 0; }
  .search { flex-basis: 18em; }
  label { font-weight: 600; }
  input, select {
    min-block-size: ${layout.minTarget};
    padding: ${space(0.75)} ${space(1.25)};
    border: 2px solid ${color.border};
    border-radius: ${radius.sm};
    background: ${color.surface};
    color: ${color.text};
    font: inherit;
    font-weight: 400;
  }
  .actions { display: flex; flex-wrap: wrap; gap: ${space(1)}; }
  /* The search is sent to the server only where no script sorts as the visitor types. */
  @media (scripting: enabled) { .send { display: none; } }
`;

export const Status = styled.p`
  margin: ${space(1)} 0;
  color: ${color.muted};
  &[data-problem] { color: ${color.text}; font-weight: 600; }
`;

/** The sample data's mark: the finder says, while the repository's fictional clinics are in use, that they are. */
export const Sample = styled.p`
  margin: ${space(2)} 0 0;
  padding: ${space(1)} ${space(1.5)};
  border-inline-start: 4px solid ${color.focus};
  background: ${color.surfaceAlt};
  font-weight: 600;
`;

export const Layout = styled.div`
  display: grid;
  gap: ${space(3)};
  margin-block-start: ${space(2)};
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    /* The map (first; not :first-child, which a style element emotion writes before it in server HTML would take). */
    > :not(:last-child) { grid-column: 2; grid-row: 1; position: sticky; top: ${space(2)}; align-self: start; }
    > :last-child { grid-column: 1; grid-row: 1; }
  }
`;

const rows = `
  display: grid;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  h2, h3, h4, h5 { margin: 0; font-size: 1.15em; }
  address { font-style: normal; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: ${space(0.5)} ${space(1.5)}; margin: 0; }
  dt { font-weight: 600; color: ${color.muted}; }
  dd { margin: 0; min-inline-size: 0; overflow-wrap: break-word; }
  a:not([part~='button']) { color: ${color.primary}; }
  p { margin: 0; }
  .place { color: ${color.muted}; }
  .distance { font-weight: 700; color: ${color.accent}; }
  .details { display: grid; gap: ${space(1)}; margin-block-start: ${space(1)}; }
  .hours { display: block; }
  summary {
    min-block-size: ${layout.minTarget};
    padding-block: ${space(1)};
    box-sizing: border-box;
    color: ${color.primary};
    font-weight: 600;
    cursor: pointer;
  }
  .chosen { border-color: ${color.focus}; box-shadow: 0 0 0 2px ${color.focus}; }
`;

/** One clinic alone (a partner's page). */
export const List = styled.ul`${rows}`;

/**
 * The finder's list: a box that scrolls by itself (whatever scrolls the host page), so that only its rows on
 * screen are drawn. The rows are in the flow, the ones not drawn stood for by padding.
 */
export const ListBox = styled.div`
  max-block-size: min(80vh, 60em);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space(0.5)};
  margin: -${space(0.5)};
  ul { ${rows} }
  /* Without script every row the server sent is shown, and the pages below lead on. */
  @media (scripting: none) { max-block-size: none; }
`;

/** Pages of the list for a visitor without script. */
export const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(2)};
  margin-block-start: ${space(2)};
  a { color: ${color.primary}; font-weight: 600; }
  @media (scripting: enabled) { display: none; }
`;
