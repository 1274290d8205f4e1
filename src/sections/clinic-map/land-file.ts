import { mapHeight, mapWidth } from './projection';

/**
 * The land as a file of the bundle too (artwork/clinic-land.svg, written by scripts/clinic-map.ts beside land.ts):
 * server HTML on the bundle's own origin draws it by reference (`<use>`), so a page without script shows the land
 * without carrying 30 KB of outlines in its HTML.
 */
export const landFileName = 'clinic-land.svg';

/** The file's text: the outlines as one path whose id a `<use href="…#land">` names; its colours come from the map. */
export const landFile = (d: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${mapWidth} ${mapHeight}"><path id="land" d="${d}"/></svg>\n`;
