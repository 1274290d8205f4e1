import { memo, startTransition, useEffect, useId, useMemo, useRef, useState } from 'react';
import { usePage } from '../../ui/page';
import { useOnScreen } from '../../ui/on-screen';
import { type Marker, markersIn } from './clusters';
import { landFileName, landForNoScript } from './land-file';
import { landSource } from './land-source';
import { useFineLand } from './land-tiles';
import { Frame } from './map.styles';
import { mapHeight, mapWidth, tileHeight, tileWidth } from './projection';
import { useMapGestures } from './useMapGestures';
import { fitView, sameView, type View, zoomView } from './view';

/** The clinics a map shows: their places (map units, by position in the index) and which of them. */
export interface MapPlaces {
  xs: Float32Array;
  ys: Float32Array;
  positions: ArrayLike<number>;
  /** The box of their places, which the map fits itself to. */
  box?: [number, number, number, number];
}

/** A map as a server drew it: the view and its markers (the browser's first render repeats them). */
export interface MapSnapshot {
  view: View;
  markers: Omit<Marker, 'positions'>[];
}

export interface MapWords {
  zoomIn: string;
  zoomOut: string;
  showAll: string;
  controls: string;
  help: string;
  /** A group's marker, for the pointer's tooltip ("12 clinics: zoom in"). */
  group: (count: number) => string;
}

export interface ClinicMapProps {
  /** The clinics shown (live), or the server's drawing of them (`snapshot`) until they are here. */
  places?: MapPlaces;
  snapshot?: MapSnapshot;
  /** Changes whenever the clinics shown change: the map then fits them again (it follows the search). */
  fitKey: string;
  /** The clinic chosen in the list (its position): its marker stands out. */
  selected?: number;
  /** A visitor chose one clinic's marker. */
  onChoose?: (position: number) => void;
  /** What the map shows, in words (it is an image to assistive technology; the list holds everything). */
  label: string;
  credit: string;
  words: MapWords;
  /**
   * Whether server HTML draws the land: from the bundle's file where it is on the page's origin (for a browser
   * without script), else inline. Not where the map is below the fold of a page.
   */
  landInHtml?: boolean;
}

/** The markers of `places` in `view`, as the server's snapshot keeps them. */
export function snapshotOf(places: MapPlaces): MapSnapshot {
  const view = fitView(places.box);
  const markers = markersIn(places.xs, places.ys, places.positions, view).map(({ positions: _, ...marker }) => marker);
  return { view, markers };
}

const rounded = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The partner clinics on a map drawn from our own bundle: Natural Earth outlines (finer ones fetched for a close
 * view), markers that group into a count where they would touch and split as the visitor zooms in, zoom and pan by
 * touch, mouse and keyboard with visible controls. A visual aid (`role="img"` with a summary): the list beside it
 * holds every word and action. Prerendered with its land (unless `landInHtml` is false); in a browser that runs
 * script, the land is fetched when the map is first on screen.
 */
export const ClinicMap = memo(function ClinicMap({
  places,
  snapshot,
  fitKey,
  selected,
  onChoose,
  label,
  credit,
  words,
  landInHtml = true,
}: ClinicMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const helpId = useId();
  const { href, artwork } = usePage();
  const fetched = useOnScreen(landSource, box);
  const fitted = () => snapshot?.view ?? fitView(places?.box);
  const [view, setView] = useState<View>(fitted);
  // Where the visitor moved the map last: the next step starts there, even before the map is drawn anew.
  const target = useRef(view);
  // A move is drawn as a transition: the frame that answers the click or the key comes first, the markers after.
  const move = (next: View) => {
    target.current = next;
    startTransition(() => setView(next));
  };
  // The map follows the search: new clinics shown, a new fit (what the visitor moved to since is theirs until then).
  const [fittedFor, setFittedFor] = useState(fitKey);
  if (fitKey !== fittedFor) {
    setFittedFor(fitKey);
    const next = fitView(places?.box);
    target.current = next;
    if (!sameView(next, view)) setView(next);
  }
  const showAll = () => move(fitView(places?.box));
  const gestures = useMapGestures(svg, view, move, showAll);
  const markers: readonly (Omit<Marker, 'positions'> & { positions?: number[] })[] = useMemo(
    () =>
      places
        ? markersIn(places.xs, places.ys, places.positions, view)
        : snapshot && sameView(snapshot.view, view)
          ? snapshot.markers
          : [],
    [places, snapshot, view],
  );
  const fine = useFineLand(view, fetched !== undefined);

  // Ctrl + wheel zooms (a trackpad's pinch): a listener that may cancel the page's zoom (React's wheel is passive).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the gestures read the latest view themselves
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const wheel = (event: WheelEvent) => gestures.onWheel(event as never);
    element.addEventListener('wheel', wheel, { passive: false });
    return () => element.removeEventListener('wheel', wheel);
  }, []);

  const [x, y, w, h] = view;
  const choose = (marker: Omit<Marker, 'positions'>) => {
    if (gestures.dragged()) return;
    if (marker.count === 1) return onChoose?.(marker.first);
    const [x0, y0, x1, y1] = marker.box;
    // A group splits when the view comes closer; where its clinics share one place, the first is chosen.
    const closer = fitView([x0, y0, x1, y1]);
    if (closer[2] < w * 0.9) move(closer[2] < w / 2 ? closer : zoomView(view, 2, [(x0 + x1) / 2, (y0 + y1) / 2]));
    else onChoose?.(marker.first);
  };

  return (
    <Frame ref={box} part="map">
      {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, no form's fieldset */}
      <div className="controls" role="group" aria-label={words.controls}>
        <button type="button" onClick={() => move(zoomView(target.current, 2))} aria-describedby={helpId}>
          <span aria-hidden="true">+</span> {words.zoomIn}
        </button>
        <button type="button" onClick={() => move(zoomView(target.current, 0.5))}>
          <span aria-hidden="true">−</span> {words.zoomOut}
        </button>
        <button type="button" onClick={showAll}>
          {words.showAll}
        </button>
      </div>
      <svg
        ref={svg}
        viewBox={[x, y, w, h].map(rounded).join(' ')}
        role="img"
        aria-label={label}
        aria-describedby={helpId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map moves with the arrow keys once focused
        tabIndex={0}
        preserveAspectRatio="xMidYMid meet"
        onPointerDown={gestures.onPointerDown}
        onPointerMove={gestures.onPointerMove}
        onPointerUp={gestures.onPointerUp}
        onPointerCancel={gestures.onPointerCancel}
        onDoubleClick={gestures.onDoubleClick}
        onKeyDown={gestures.onKeyDown}
        // A marker is a pointer's shortcut: the keyboard moves the map, and the list holds every clinic.
        onClick={(event) => {
          const marker = (event.target as Element).closest?.('[data-marker]');
          if (marker) choose(markers[Number(marker.getAttribute('data-marker'))]);
        }}
      >
        <rect x={0} y={0} width={mapWidth} height={mapHeight} className="sea" />
        {fine ? (
          <g className="land-layer">
            {fine.map(({ tile, d }) => (
              // Each tile drawn inside its own box: the edges where its outlines were cut stay out of sight.
              <svg
                aria-hidden="true"
                key={tile.name}
                className="tile"
                x={tile.x}
                y={tile.y}
                width={tileWidth}
                height={tileHeight}
                viewBox={`${tile.x} ${tile.y} ${tileWidth} ${tileHeight}`}
              >
                <path className="land" d={d} />
              </svg>
            ))}
          </g>
        ) : (
          /* Markup, not React children: a browser hydrating the server's map keeps its land until its own arrives. */
          <g
            className="land-layer"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own generated path data (digits and M, l, z)
            dangerouslySetInnerHTML={{ __html: landMarkup(landInHtml && href !== null, artwork, fetched) }}
          />
        )}
        {markers.map((marker, i) => {
          const chosen = selected !== undefined && (marker.positions?.includes(selected) ?? marker.first === selected);
          const group = marker.count > 1;
          return (
            <g
              key={`${marker.first}:${marker.count}`}
              className={`marker${group ? ' group' : ''}${chosen ? ' chosen' : ''}`}
              data-count={marker.count}
              data-marker={i}
            >
              <circle
                cx={rounded(marker.x)}
                cy={rounded(marker.y)}
                r={rounded(marker.r)}
                strokeWidth={rounded(marker.r / 4)}
              />
              {group && (
                <text
                  x={rounded(marker.x)}
                  y={rounded(marker.y)}
                  fontSize={rounded(marker.r * (marker.count > 99 ? 0.8 : 1))}
                >
                  {marker.count}
                </text>
              )}
              {group && <title>{words.group(marker.count)}</title>}
            </g>
          );
        })}
      </svg>
      <small id={helpId}>{words.help}</small>
      <small>{credit}</small>
    </Frame>
  );
});

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
