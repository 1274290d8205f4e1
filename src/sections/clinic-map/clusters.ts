/**
 * The markers a view shows: every clinic inside it, those that would touch grouped into one marker with their count,
 * so that no two markers overlap and none is cut by the frame. Zooming in gives the group room: it splits. Pure, and
 * linear in the clinics (a grid, then a few merges of the markers), for ten thousand on every frame of a pan.
 * (supercluster groups by whole zoom levels, at four times the bytes, past the site's size budget: measured in
 * docs/architecture.md, "Libraries we measured".)
 */
import type { View } from './view';

export interface Marker {
  /** Centre and radius, map units. */
  x: number;
  y: number;
  r: number;
  count: number;
  /** One clinic (its position in the index) where count is 1, else the first of the group. */
  first: number;
  /** The box of its clinics' places (x0, y0, x1, y1), which a click zooms to. */
  box: [number, number, number, number];
  /** Its clinics' positions (kept for a group that holds the chosen clinic). */
  positions: number[];
}

/** A marker's radius in map units for a view `width` wide: one clinic a dot, a group a disc that holds its count. */
function radiusOf(count: number, width: number) {
  if (count === 1) return width / 70;
  return (width / 44) * (1 + 0.22 * (String(count).length - 1));
}

/** Room between two markers, map units. */
const gapOf = (width: number) => width / 160;

interface Group {
  sx: number;
  sy: number;
  count: number;
  first: number;
  box: [number, number, number, number];
  positions: number[];
}

const merge = (a: Group, b: Group): Group => ({
  sx: a.sx + b.sx,
  sy: a.sy + b.sy,
  count: a.count + b.count,
  first: Math.min(a.first, b.first),
  box: [
    Math.min(a.box[0], b.box[0]),
    Math.min(a.box[1], b.box[1]),
    Math.max(a.box[2], b.box[2]),
    Math.max(a.box[3], b.box[3]),
  ],
  positions: a.positions.concat(b.positions),
});

/** Where a group's marker stands: at its clinics' mean place, moved inward just enough that the frame cuts nothing. */
function place(group: Group, view: View): Marker {
  const [vx, vy, w, h] = view;
  const r = radiusOf(group.count, w);
  const inset = r + w / 400;
  const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);
  return {
    x: clamp(group.sx / group.count, vx + inset, vx + w - inset),
    y: clamp(group.sy / group.count, vy + inset, vy + h - inset),
    r,
    count: group.count,
    first: group.first,
    box: group.box,
    positions: group.positions,
  };
}

/**
 * The markers of the clinics at `positions` (their map places in `xs`, `ys`, by position) inside `view`, in the
 * order of their first clinic.
 */
export function markersIn(xs: Float32Array, ys: Float32Array, positions: ArrayLike<number>, view: View): Marker[] {
  const [vx, vy, w, h] = view;
  // First a grid as fine as one clinic's marker and its gap: clinics in one cell would overlap, they are one group.
  const cell = 2 * radiusOf(1, w) + gapOf(w);
  const cells = new Map<number, Group>();
  const columns = Math.ceil(w / cell) + 1;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    const x = xs[p];
    const y = ys[p];
    if (x < vx || x > vx + w || y < vy || y > vy + h) continue;
    const key = Math.floor((y - vy) / cell) * columns + Math.floor((x - vx) / cell);
    const group = cells.get(key);
    if (group) {
      group.sx += x;
      group.sy += y;
      group.count++;
      group.positions.push(p);
      if (x < group.box[0]) group.box[0] = x;
      if (y < group.box[1]) group.box[1] = y;
      if (x > group.box[2]) group.box[2] = x;
      if (y > group.box[3]) group.box[3] = y;
    } else cells.set(key, { sx: x, sy: y, count: 1, first: p, box: [x, y, x, y], positions: [p] });
  }
  // Then merge any two whose markers would touch, until none do (a merged marker is larger: look again).
  let groups = [...cells.values()];
  for (let changed = true; changed; ) {
    changed = false;
    const markers = groups.map((group) => place(group, view));
    const reach = 2 * Math.max(0, ...markers.map((m) => m.r)) + gapOf(w);
    const near = new Map<number, number[]>();
    const at = (x: number, y: number) => Math.floor((y - vy) / reach) * 1e6 + Math.floor((x - vx) / reach);
    markers.forEach((m, i) => {
      const key = at(m.x, m.y);
      near.set(key, [...(near.get(key) ?? []), i]);
    });
    const merged = new Array<boolean>(groups.length).fill(false);
    const next: Group[] = [];
    for (let a = 0; a < groups.length; a++) {
      if (merged[a]) continue;
      let group = groups[a];
      const ma = markers[a];
      for (const dy of [-1, 0, 1])
        for (const dx of [-1, 0, 1])
          for (const b of near.get(at(ma.x + dx * reach, ma.y + dy * reach)) ?? []) {
            if (b <= a || merged[b]) continue;
            const mb = markers[b];
            if (Math.hypot(ma.x - mb.x, ma.y - mb.y) < ma.r + mb.r + gapOf(w)) {
              group = merge(group, groups[b]);
              merged[b] = true;
              changed = true;
            }
          }
      next.push(group);
    }
    groups = next;
  }
  return groups.map((group) => place(group, view)).sort((a, b) => a.first - b.first);
}
