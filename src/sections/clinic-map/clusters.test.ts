// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sampleClinics } from '../../test/sample-clinics';
import { boxOf, mapPlaces } from './clinic-data';
import { type Marker, markersIn } from './clusters';
import { fitView, type View, zoomView } from './view';

const { index } = sampleClinics().data;
const { xs, ys } = mapPlaces(index);
const all = Array.from({ length: index.count }, (_, i) => i);
const position = (id: string) => index.positionOf.get(id)!;

const overlapping = (markers: Marker[]) =>
  markers.flatMap((a, i) =>
    markers
      .slice(i + 1)
      .filter((b) => Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r)
      .map((b) => [a.first, b.first]),
  );
const cut = (markers: Marker[], [x, y, w, h]: View) =>
  markers.filter((m) => m.x - m.r < x || m.x + m.r > x + w || m.y - m.r < y || m.y + m.r > y + h);

describe('the map’s markers', () => {
  it('never overlap and are never cut by the frame, at every zoom from the whole map to a city', () => {
    let view = fitView(boxOf(xs, ys, all));
    for (let step = 0; step < 10; step++) {
      const markers = markersIn(xs, ys, all, view);
      expect(overlapping(markers), `zoom step ${step}`).toEqual([]);
      expect(cut(markers, view), `zoom step ${step}`).toEqual([]);
      expect(markers.reduce((sum, m) => sum + m.count, 0)).toBeLessThanOrEqual(index.count);
      view = zoomView(view, 2, [xs[position('spree-orthopaedie')], ys[position('spree-orthopaedie')]]);
    }
  });

  it('groups the Gulf’s clinics seen from afar, and splits them as the view comes closer', () => {
    const gulf = ['creek-prosthetics', 'corniche-limb-clinic', 'pearl-bionics'].map(position);
    const far = markersIn(xs, ys, all, fitView(boxOf(xs, ys, all)));
    expect(far.some((m) => gulf.every((p) => m.positions.includes(p)))).toBe(true);
    const close = markersIn(xs, ys, all, fitView(boxOf(xs, ys, gulf)));
    expect(close.filter((m) => m.count === 1 && gulf.includes(m.first))).toHaveLength(3);
  });

  it('shows the two Berlin clinics 13 km apart as two markers once Berlin fills the view', () => {
    const berlin = ['spree-orthopaedie', 'havel-handzentrum'].map(position);
    let view = fitView(boxOf(xs, ys, berlin));
    expect(markersIn(xs, ys, all, view).filter((m) => berlin.includes(m.first) && m.count === 1)).toHaveLength(2);
    view = zoomView(view, 1 / 8);
    expect(
      markersIn(xs, ys, all, view).find((m) => berlin.every((p) => m.positions.includes(p)))?.count,
    ).toBeGreaterThanOrEqual(2);
  });

  it('counts every clinic in view once', () => {
    const view = fitView(boxOf(xs, ys, all));
    const markers = markersIn(xs, ys, all, view);
    expect(markers.flatMap((m) => m.positions).sort((a, b) => a - b)).toEqual(all);
  });
});
