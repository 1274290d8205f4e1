/**
 * The part of the map on screen (a viewBox in map units): fitted to clinics, zoomed and moved by a visitor, always
 * in the frame's proportions and inside the map's box, so the land reaches every edge. Pure.
 */
import { mapHeight, mapWidth } from './projection';

export type View = readonly [x: number, y: number, width: number, height: number];

/** The frame's proportions (CSS aspect-ratio of the map). */
export const aspect = 16 / 10;
/** The widest view: the whole width of the world. */
export const widest = mapWidth;
/** The closest view: a city (about 25 km across at 50° N), where clinics a few kilometres apart stand apart. */
export const closest = 1.5;
/** The narrowest view a fit chooses: a region (about 300 km across at 50° N), so one clinic keeps its surroundings. */
const fitClosest = 12;

const round = (n: number) => Math.round(n * 1000) / 1000;

/** A view of `width` centred on (cx, cy), moved inside the map's box. */
function viewAt(cx: number, cy: number, width: number): View {
  const w = Math.min(widest, Math.max(closest, width));
  const h = w / aspect;
  const x = Math.min(Math.max(cx - w / 2, 0), mapWidth - w);
  const y = Math.min(Math.max(cy - h / 2, 0), mapHeight - h);
  return [round(x), round(y), round(w), round(h)];
}

export const wholeView = (): View => viewAt(mapWidth / 2, mapHeight * 0.42, widest);

/** The view that shows a box of points (x0, y0, x1, y1) with room around them. */
export function fitView(box: readonly [number, number, number, number] | undefined): View {
  if (!box) return wholeView();
  const [x0, y0, x1, y1] = box;
  const width = Math.max(fitClosest, (x1 - x0) * 1.3, (y1 - y0) * 1.4 * aspect);
  return viewAt((x0 + x1) / 2, (y0 + y1) / 2, width);
}

/** The view zoomed by `factor` (2: twice as close) about a point of the map (default: its centre). */
export function zoomView(view: View, factor: number, about?: readonly [number, number]): View {
  const [x, y, w, h] = view;
  const [ax, ay] = about ?? [x + w / 2, y + h / 2];
  const width = Math.min(widest, Math.max(closest, w / factor));
  const k = width / w;
  // The point under the pointer stays under it.
  return viewAt(ax + (x + w / 2 - ax) * k, ay + (y + h / 2 - ay) * k, width);
}

/** The view moved by (dx, dy) map units. */
export const panView = ([x, y, w, h]: View, dx: number, dy: number): View => viewAt(x + w / 2 + dx, y + h / 2 + dy, w);

export const sameView = (a: View, b: View) => a.every((n, i) => Math.abs(n - b[i]) < 1e-6);
