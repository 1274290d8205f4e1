import styled from '@emotion/styled';
import { quietLook } from '../../ui/Button';
import { color, radius, space } from '../../ui/tokens';
import { borderWidth } from './land-file';
import { aspect } from './view';

export const Frame = styled.div`
  display: grid;
  gap: ${space(0.75)};
  .controls { display: flex; flex-wrap: wrap; gap: ${space(0.75)}; }
  .controls button { ${quietLook}; font: inherit; font-weight: 600; }
  svg {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: ${aspect};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surfaceAlt};
    /* One finger moves the map sideways and pinches it; a vertical swipe still scrolls the page. */
    touch-action: pan-y;
    cursor: grab;
    user-select: none;
    -webkit-user-select: none;
  }
  svg:active { cursor: grabbing; }
  svg svg { overflow: hidden; }
  .sea { fill: ${color.surfaceAlt}; }
  .land, .land-file { fill: color-mix(in srgb, ${color.border} 70%, ${color.surface}); }
  .land { stroke: ${color.surface}; stroke-width: ${borderWidth * 2.5}px; vector-effect: non-scaling-stroke; }
  .land-edge { fill: ${color.surface}; }
  /* The land drawn from the bundle's file (landForNoScript), for a browser without script only. */
  .land-edge, .land-file { display: none; }
  @media (scripting: none) {
    .land-edge, .land-file { display: inline; }
    /* Controls that need script: their room kept, so the page looks the same before its code runs. */
    .controls { visibility: hidden; }
  }
  .marker { cursor: pointer; }
  .marker circle { fill: ${color.primary}; stroke: ${color.surface}; }
  .marker.group circle { fill: ${color.accent}; }
  .marker.chosen circle { fill: ${color.focus}; stroke: ${color.text}; }
  .marker text {
    fill: ${color.onPrimary};
    font-weight: 700;
    text-anchor: middle;
    dominant-baseline: central;
    pointer-events: none;
  }
  small { color: ${color.muted}; font-size: 0.8em; }
  @media (forced-colors: active) {
    .land, .land-file { fill: GrayText; }
    .marker circle { fill: CanvasText; }
    .marker text { fill: Canvas; }
    .marker.chosen circle { fill: Highlight; }
  }
`;
