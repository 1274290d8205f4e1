/**
 * Small line icons (24 × 24 path data) that several elements draw; each element's own are in its folder's icons.ts,
 * which lists every icon the element draws, so that its chunk brings only those. Drawn by `<Icon icon={…} />`.
 */

/** An icon's path; `alongReading` ones point along the reading direction and are mirrored in right-to-left text. */
export interface IconPath {
  d: string;
  alongReading?: true;
}

export const award: IconPath = { d: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 13.5L7 21l5-3 5 3-1.5-7.5' };
export const check: IconPath = { d: 'M5 12.5l4.5 4.5L19 7.5' };
export const close: IconPath = { d: 'M6 6l12 12M18 6L6 18' };
export const play: IconPath = { d: 'M8 5v14l11-7z' };
