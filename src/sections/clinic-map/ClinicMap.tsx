import styled from '@emotion/styled';
import { useRef } from 'react';
import type { Clinic } from '../../content/clinics';
import { usePage } from '../../ui/page';
import { color, radius } from '../../ui/tokens';
import { borderWidth, landFileName, landForNoScript } from './land-file';
import { landSource } from './land-source';
import { useOnScreen } from '../../ui/on-screen';
import { mapHeight, mapWidth, project } from './projection';

export interface ClinicMapProps {
  clinics: readonly Clinic[];
  /** The clinic chosen in the list: its marker stands out. */
  selected?: string;
  /** What the map shows, in words (it is an image to assistive technology; the list holds everything). */
  label: string;
  credit: string;
  /**
   * Whether server HTML draws the land: from the bundle's file where it is on the page's origin (for a browser
   * without script), else inline (30 KB of outlines). Not where the map is below the fold of a page.
   */
  landInHtml?: boolean;
}

/** The narrowest region shown (map units): about a country, so a single clinic still has its surroundings. */
const closest = 70;
const aspect = 16 / 10;

/** The region the markers need, padded, at least `closest` wide, in the map's proportions, inside the map. */
export function viewOf(clinics: readonly Clinic[]): [number, number, number, number] {
  if (clinics.length === 0) return [0, 0, mapWidth, mapHeight];
  const points = clinics.map((c) => project(c.lon, c.lat));
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  let [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let width = Math.max(closest, (x1 - x0) * 1.25);
  let height = Math.max(width / aspect, (y1 - y0) * 1.3);
  width = Math.min(mapWidth, Math.max(width, height * aspect));
  height = Math.min(mapHeight, width / aspect);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  x0 = Math.min(Math.max(cx - width / 2, 0), mapWidth - width);
  y1 = Math.min(Math.max(cy - height / 2, 0), mapHeight - height);
  const r = (n: number) => Math.round(n * 10) / 10;
  return [r(x0), r(y1), r(width), r(height)];
}

/**
 * The partner clinics on a map drawn from our own bundle: Natural Earth outlines, a marker per clinic, the region
 * following the clinics shown. A visual aid only (`role="img"` with a summary): the list beside it holds every word
 * and action. Prerendered with its land (unless `landInHtml` is false); in a browser that runs script, the land is
 * fetched when the map is first on screen.
 */
export function ClinicMap({ clinics, selected, label, credit, landInHtml = true }: ClinicMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const { href, artwork } = usePage();
  const fetched = useOnScreen(landSource, box);
  const view = viewOf(clinics);
  // Markers keep their size on screen whatever the zoom.
  const dot = view[2] / 120;
  return (
    <Frame ref={box} part="map">
      <svg viewBox={view.join(' ')} role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
        <rect x={0} y={0} width={mapWidth} height={mapHeight} className="sea" />
        {/* Markup, not React children: a browser hydrating the server's map keeps its land until its own arrives. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own generated path data (digits and M, l, z) */}
        <g dangerouslySetInnerHTML={{ __html: landMarkup(landInHtml && href !== null, artwork, fetched) }} />
        {clinics.map((clinic) => {
          const [x, y] = project(clinic.lon, clinic.lat);
          const chosen = clinic.id === selected;
          return (
            <circle
              key={clinic.id}
              cx={Math.round(x * 10) / 10}
              cy={Math.round(y * 10) / 10}
              r={chosen ? dot * 1.6 : dot}
              strokeWidth={dot / 2.5}
              className={chosen ? 'marker chosen' : 'marker'}
              data-clinic={clinic.id}
            />
          );
        })}
      </svg>
      <small>{credit}</small>
    </Frame>
  );
}

/**
 * The land's markup. A server's, where it draws the land (`inHtml`): for a browser without script, the bundle's file
 * where that is on the page's origin (`artwork`), else the outlines inline. A browser's: the outlines once fetched
 * (its first render never has them, so it matches any server HTML, which it keeps until then).
 */
function landMarkup(inHtml: boolean, artwork: string | undefined, fetched: string | undefined): string {
  if (typeof document === 'undefined') {
    if (!inHtml) return '';
    if (artwork) return landForNoScript(`${artwork}${landFileName}`);
  }
  return fetched ? `<path class="land" d="${fetched}"></path>` : '';
}

const Frame = styled.div`
  display: grid;
  gap: 0.25em;
  svg {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: ${aspect};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surfaceAlt};
  }
  .sea { fill: ${color.surfaceAlt}; }
  .land, .land-file { fill: color-mix(in srgb, ${color.border} 70%, ${color.surface}); }
  .land { stroke: ${color.surface}; stroke-width: ${borderWidth}; }
  .land-edge { fill: ${color.surface}; }
  /* The land drawn from the bundle's file (landForNoScript), for a browser without script only. */
  .land-edge, .land-file { display: none; }
  @media (scripting: none) {
    .land-edge, .land-file { display: inline; }
  }
  .marker { fill: ${color.primary}; stroke: ${color.surface}; }
  .marker.chosen { fill: ${color.focus}; }
  small { color: ${color.muted}; font-size: 0.8em; }
  @media (forced-colors: active) {
    .land, .land-file { fill: GrayText; }
    .marker { fill: CanvasText; }
    .marker.chosen { fill: Highlight; }
  }
`;
