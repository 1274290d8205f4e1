import { mapHeight, mapWidth } from './projection';

/**
 * The land as a file of the bundle too (artwork/clinic-land.svg, written by scripts/clinic-map.ts beside land.ts),
 * for visitors without script: a page whose bundle is on its own origin draws its map's land from it instead of
 * carrying 30 KB of outlines in its HTML. Browsers that run script fetch the outlines as code when the map is seen.
 */
export const landFileName = 'clinic-land.svg';

/** Width of the borders between countries, in map units (the map's `.land` stroke). */
export const borderWidth = 0.3;

/** How far the outlines reach past the map's edges (scripts/clinic-map.ts clips them there): the file's box. */
export const landEdge = 2;
const box = [-landEdge, -landEdge, mapWidth + 2 * landEdge, mapHeight + 2 * landEdge] as const;

/**
 * The file's text: the outlines as a mask, land white and borders black, so that its alpha is the land with its
 * borders and its luminance the land without them.
 */
export const landFile = (d: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box.join(' ')}"><path d="${d}" fill="#fff" stroke="#000" stroke-width="${borderWidth}"/></svg>\n`;

/**
 * Server HTML's land for a page without script: the borders' colour, then the land's, each a rectangle over the
 * file's box masked by the file. The file is named only under `scripting: none`: a browser that runs script never fetches
 * it (a CSS image of a rule that does not apply is not loaded), so it does not compete with the page's first paint.
 */
export const landForNoScript = (href: string) =>
  `<style>@media (scripting: none) { .land-edge, .land-file { mask: url("${href}") 0 0 / 100% 100% no-repeat; } .land-file { mask-mode: luminance; } }</style>` +
  ['land-edge', 'land-file']
    .map((name) => `<rect class="${name}" x="${box[0]}" y="${box[1]}" width="${box[2]}" height="${box[3]}"></rect>`)
    .join('');
