/**
 * The clinics for the parts that show them (the finder, the contact page's map): on a server, the data it was
 * given; in a browser, the published folder on the company site (see src/content/clinics/source.ts), and their
 * places on the map.
 */
import { useMemo } from 'react';
import type { ClinicIndex } from '../../content/clinics/index-file';
import { type ClinicSource, clinicsAt, sourceOf } from '../../content/clinics/source';
import { usePage } from '../../ui/page';
import { project } from './projection';

/**
 * Where the published clinics are: `clinics/` beside the bundle (this code is in its chunks/ folder) on the company
 * site or a static export. A bundling app serves phx itself: there the company site is the page's origin (or a
 * proxy to it), under /phx/clinics/.
 */
function clinicsBase(site: string): string {
  // The package's builds (for bundlers, and renderElement for Node) carry no `new URL` of the folder: an app's bundler
  // would try to bundle it (Turbopack fails on it).
  if (import.meta.env.MODE === 'package' || import.meta.env.MODE === 'server' || !/^https?:/.test(import.meta.url))
    return `${site || (typeof location === 'undefined' ? '' : location.origin)}/phx/clinics/`;
  return new URL(/* @vite-ignore */ '../clinics/', import.meta.url).href;
}

/** The clinics' source for this page: the server's data while rendering, else the company site's files. */
export function useClinicSource(): ClinicSource {
  const { clinics, site } = usePage();
  return useMemo(() => (clinics ? sourceOf(clinics) : clinicsAt(clinicsBase(site))), [clinics, site]);
}

const placesOfIndex = new WeakMap<ClinicIndex, { xs: Float32Array; ys: Float32Array }>();

/** Every clinic's place on the map, by position (computed once per index). */
export function mapPlaces(index: ClinicIndex) {
  let places = placesOfIndex.get(index);
  if (!places) {
    const xs = new Float32Array(index.count);
    const ys = new Float32Array(index.count);
    for (let i = 0; i < index.count; i++) [xs[i], ys[i]] = project(index.lon[i], index.lat[i]);
    places = { xs, ys };
    placesOfIndex.set(index, places);
  }
  return places;
}

/** The box of some clinics' places (x0, y0, x1, y1), or undefined for none. */
export function boxOf(xs: Float32Array, ys: Float32Array, positions: ArrayLike<number>) {
  if (positions.length === 0) return undefined;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    if (xs[p] < x0) x0 = xs[p];
    if (xs[p] > x1) x1 = xs[p];
    if (ys[p] < y0) y0 = ys[p];
    if (ys[p] > y1) y1 = ys[p];
  }
  return [x0, y0, x1, y1] as [number, number, number, number];
}
