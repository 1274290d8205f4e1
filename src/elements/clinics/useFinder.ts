/**
 * The finder's clinics: the compact index, fetched when the finder is first used (at once where nothing is shown
 * yet), searched and sorted on every change; until it is here, what the server rendered (its snapshot). A server
 * renders from its data and takes that snapshot for the browser.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Clinic, clinicsPerPage } from '../../content/clinics/clinic';
import {
  handsAt,
  type ClinicIndex,
  type ClinicManifest,
  languagesAt,
  nextTask,
} from '../../content/clinics/index-file';
import type { ClinicSource } from '../../content/clinics/source';
import type { ProductId } from '../../content/products';
import { snapshot } from '../../content/snapshots';
import type { Format } from '../../content/i18n';
import { boxOf, mapPlaces } from '../../sections/clinic-map/clinic-data';
import { project } from '../../sections/clinic-map/projection';
import { type MapPlaces, type MapSnapshot, snapshotOf } from '../../sections/clinic-map/ClinicMap';
import { byDistance, type Finding, find, fold, prepareSearch } from './finding';
import type { NearMe } from './useNearMe';

/** One clinic of the list, as the index knows it (its details come with its shard). */
export interface Row {
  position: number;
  id: string;
  name: string;
  city: string;
  region: string;
  country: string;
  hands: readonly ProductId[];
  languages: readonly string[];
  /** How far away, once the visitor shared where they are. */
  km?: number;
}

/** What the list, the status and the map show. */
export interface FinderView {
  manifest: ClinicManifest;
  /** Clinics in the finder's pool (all, or the `country` attribute's). */
  total: number;
  /** Clinics that match. */
  count: number;
  row(i: number): Row | undefined;
  /** The position in the index of the i-th clinic of the list (cheap: the list asks for every one). */
  positionAt(i: number): number | undefined;
  /** Where the i-th clinic of the list is in the list (-1: not in it). */
  indexOf(position: number): number;
  /** The countries of the clinics that match (codes; the first few), and how many there are. */
  countries: readonly string[];
  countryCount: number;
  /** The languages the clinics speak, the most spoken first (the filter's options). */
  languages: readonly string[];
  places?: MapPlaces;
  map?: MapSnapshot;
  /** Changes whenever the clinics that match change. */
  key: string;
}

/** The server's view for the browser's first render: the first rows with their details, and the map as drawn. */
interface FinderSnapshot {
  manifest: ClinicManifest;
  total: number;
  count: number;
  /** The rows the server drew: from `offset` (a page without script may ask for a later page). */
  offset: number;
  rows: (Row & { clinic: Clinic })[];
  countries: string[];
  countryCount: number;
  languages: string[];
  map: MapSnapshot;
  key: string;
}

/** Rows a server renders (and a page without script shows at once; it pages through the rest). */
export const firstRows = clinicsPerPage;
const namedCountries = 6;

function rowOf(index: ClinicIndex, position: number, km?: number): Row {
  return {
    position,
    id: index.ids[position],
    name: index.names[position],
    city: index.cities[position],
    region: index.regions[position],
    country: index.countryCodes[index.country[position]],
    hands: handsAt(index, position),
    languages: languagesAt(index, position),
    ...(km === undefined ? {} : { km }),
  };
}

/** Runs `then` once the next frame is on screen (a frame's callback, then a task after it); returns its cancel. */
function afterPaint(then: () => void): () => void {
  if (typeof requestAnimationFrame === 'undefined') {
    then();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Makes the formatters a search writes with (the count, its plural, the countries' names it searches, a distance),
 * each in a task of its own: making one costs tens of milliseconds on a slow phone, too long for the first keystroke
 * or "Near me" to wait, and all four at once would hold up a key pressed meanwhile as long.
 */
async function warmFormats(format: Format) {
  for (const make of [
    () => format.number(0),
    () => format.plural(0),
    () => format.country('de'),
    () => format.kilometres(0),
  ]) {
    await nextTask();
    make();
  }
}

/** The view of an index for a visitor's search and filters (and their position, for "Near me"). */
function liveView(
  index: ClinicIndex,
  finding: Finding,
  near: { lat: number; lon: number } | undefined,
  country: string | undefined,
  countryName: (code: string) => string,
): FinderView {
  const pool = country ? (position: number) => index.countryCodes[index.country[position]] === country : undefined;
  const found = find(index, finding, countryName, pool);
  const sorted = near ? byDistance(index, found, near) : undefined;
  const positions = sorted?.positions ?? found;
  const seen = new Uint8Array(index.countryCodes.length);
  const countries: string[] = [];
  let countryCount = 0;
  for (const position of found) {
    const c = index.country[position];
    if (seen[c]) continue;
    seen[c] = 1;
    countryCount++;
    if (countries.length < namedCountries) countries.push(index.countryCodes[c]);
  }
  const { xs, ys } = mapPlaces(index);
  let total = index.count;
  if (pool) {
    total = 0;
    for (let i = 0; i < index.count; i++) if (pool(i)) total++;
  }
  let order: Int32Array | undefined;
  return {
    manifest: index.manifest,
    total,
    count: positions.length,
    row: (i) => (i < positions.length ? rowOf(index, positions[i], sorted?.km[positions[i]]) : undefined),
    positionAt: (i) => (i < positions.length ? positions[i] : undefined),
    indexOf: (position) => {
      if (!order) {
        order = new Int32Array(index.count).fill(-1);
        positions.forEach((p, i) => {
          order![p] = i;
        });
      }
      return order[position];
    },
    countries,
    countryCount,
    languages: index.languageCodes,
    places: {
      xs,
      ys,
      positions,
      box: near && sorted ? nearBox(near, positions, sorted.km, xs, ys) : boxOf(xs, ys, found),
    },
    key: `${index.manifest.version}|${found.length}|${found[0]}|${found[found.length - 1]}|${country}|${finding.query}|${finding.hand}|${finding.language}|${near ? `${near.lat},${near.lon}` : ''}`,
  };
}

/** Sorted by distance, the map shows the visitor's place and the nearest clinics (those about as near as the first). */
function nearBox(
  near: { lat: number; lon: number },
  positions: Uint32Array,
  km: Float64Array,
  xs: Float32Array,
  ys: Float32Array,
) {
  const within = Math.max(25, 2 * (km[positions[0]] ?? 0));
  const nearest = Array.from(positions.subarray(0, 5)).filter((p) => km[p] <= within);
  const [x, y] = project(near.lon, near.lat);
  const box = boxOf(xs, ys, nearest) ?? [x, y, x, y];
  return [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)] as [
    number,
    number,
    number,
    number,
  ];
}

function snapshotView(taken: FinderSnapshot): FinderView {
  return {
    ...taken,
    row: (i) => taken.rows[i - taken.offset],
    positionAt: (i) => taken.rows[i - taken.offset]?.position,
    indexOf: (position) => {
      const i = taken.rows.findIndex((row) => row.position === position);
      return i < 0 ? i : i + taken.offset;
    },
  };
}

interface UseFinder {
  view?: FinderView;
  /**
   * What is shown is not what was asked for yet: nothing is shown, or the server's rows for another search, while
   * the index is on its way. (The server's rows for the search as it is stay, unmarked, while the index comes.)
   */
  loading: boolean;
  failed: boolean;
  /** The list shown is sorted by distance from the visitor (a found position is applied a frame after it comes). */
  sortedByDistance: boolean;
  /** Fetches the index now (the finder is being used). */
  use(): void;
  retry(): void;
}

export function useFinder(
  source: ClinicSource,
  finding: Finding,
  nearMe: NearMe,
  country: string | undefined,
  format: Format,
  /** The first row the server draws (its page for a visitor without script). */
  offset = 0,
): UseFinder {
  const [index, setIndex] = useState<ClinicIndex | undefined>(() =>
    typeof document === 'undefined' ? source.indexIfLoaded() : undefined,
  );
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  // The search as typed is shown at once; the clinics it finds follow as soon as the browser has a moment.
  // The search as typed is shown at once; the clinics it finds follow once that frame is on screen, so that a
  // keystroke or a click is answered before ten thousand clinics are searched (and a quick typist's letters in
  // between are searched once, with the last).
  const wanted = { ...finding, near: nearMe.state === 'located' ? nearMe : undefined };
  const [{ query, hand, language, near }, apply] = useState(wanted);
  const wantedKey = `${wanted.query}|${wanted.hand}|${wanted.language}|${wanted.near?.lat},${wanted.near?.lon}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `wantedKey` names what is wanted
  useEffect(
    () =>
      afterPaint(() =>
        startTransition(() =>
          apply((was) =>
            `${was.query}|${was.hand}|${was.language}|${was.near?.lat},${was.near?.lon}` === wantedKey ? was : wanted,
          ),
        ),
      ),
    [wantedKey],
  );
  const lang = format.lang;
  const countryName = useMemo(() => {
    const names = new Map<string, string>();
    return (code: string) => {
      let name = names.get(code);
      if (name === undefined) {
        name = fold(`${format.country(code)}\n${code === 'us' ? 'usa' : ''}`);
        names.set(code, name);
      }
      return name;
    };
  }, [format]);

  // The server's first view (rendering: taken now; hydrating: the one the server took).
  const [first] = useState(() => {
    const taken = snapshot<FinderSnapshot>(
      `clinics:${country ?? ''}:${offset}:${finding.query}|${finding.hand ?? ''}|${finding.language ?? ''}|${lang}`,
      () => {
        const here = source.indexIfLoaded();
        if (!here) return undefined;
        const view = liveView(here, finding, undefined, country, countryName);
        const rows: FinderSnapshot['rows'] = [];
        for (let i = offset; i < Math.min(offset + firstRows, view.count); i++) {
          const row = view.row(i)!;
          rows.push({ ...row, clinic: source.clinicAt(row.position)! });
        }
        return {
          manifest: view.manifest,
          total: view.total,
          count: view.count,
          offset,
          rows,
          countries: [...view.countries],
          countryCount: view.countryCount,
          languages: [...view.languages],
          map: snapshotOf(view.places!),
          key: view.key,
        };
      },
    );
    // The rows' details as the server had them, for the first render (keeping them twice changes nothing).
    if (taken) source.keep(taken.manifest, taken.rows);
    return taken;
  });

  // The index is on its way (its state, a transition, may not say so yet).
  const fetching = useRef(false);
  const load = useCallback(() => {
    const here = source.indexIfLoaded();
    // Here already, and maybe on its way to the screen as a transition: a key or a tap (use()) must not draw it at
    // once, inside its own event (ten thousand clinics searched before the key is answered).
    if (here) return startTransition(() => setIndex(here));
    if (fetching.current) return;
    fetching.current = true;
    // Shown as a transition too: the first tap or key (use()) is answered before the finder is drawn as loading.
    startTransition(() => setState('loading'));
    // While the index comes: the formatters its first drawing and each search write with.
    const formats = warmFormats(format);
    source.index().then(
      async (loaded) => {
        // Its searched text folded and the formatters made first, in small tasks: the first search, which a visitor
        // typing at once asks for, is then a pass over ready text inside the drawing (folding ten thousand texts and
        // making a formatter there held a key up for over 100 ms on a slow phone).
        await Promise.all([formats, prepareSearch(loaded)]);
        fetching.current = false;
        // Drawn as a transition: the first drawing of ten thousand clinics gives way to a visitor's key.
        startTransition(() => {
          setIndex(loaded);
          setState('idle');
        });
      },
      () => {
        fetching.current = false;
        setState('failed');
      },
    );
  }, [source, format]);
  // Nothing to show yet (no server HTML), or a search the server's HTML does not show (a host changed an
  // attribute): fetch at once.
  const asked = `${finding.query}|${finding.hand}|${finding.language}|${nearMe.state}`;
  const [shown] = useState(asked);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` names the search
  useEffect(() => {
    if (!index && state === 'idle' && (!first || asked !== shown)) load();
  }, [asked]);

  const live = useMemo(
    () => index && liveView(index, { query, hand, language }, near, country, countryName),
    [index, query, hand, language, near, country, countryName],
  );
  const fromServer = useMemo(() => (first ? snapshotView(first) : undefined), [first]);
  const view = live ?? fromServer;
  return {
    view,
    loading: !index && state !== 'failed' && (!first || asked !== shown),
    failed: state === 'failed',
    sortedByDistance: near !== undefined && view !== undefined,
    use: () => {
      if (!index && state === 'idle') load();
    },
    retry: load,
  };
}
