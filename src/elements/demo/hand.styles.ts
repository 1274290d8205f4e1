import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { color, media } from '../../ui/tokens';

export const Drawing = styled.svg`
  display: block;
  width: 100%;
  height: auto;
`;

/**
 * A joint turned `turn` degrees (clockwise) around its point (x, y) of the drawing. A class, not a style or
 * transform attribute: CSS transitions between grips, and a strict CSP allows it when rendered on a server.
 */
export const joint = (x: number, y: number, turn: number) => css`
  transform-box: view-box;
  transform-origin: ${x}px ${y}px;
  transform: rotate(${turn}deg);
  transition: transform 0.5s ease-in-out;
  ${media.reducedMotion} { transition: none; }
`;

export const backdrop = css`
  fill: ${color.surfaceAlt};
  @media (forced-colors: active) { fill: Canvas; }
`;

// The light outline keeps a finger curled over the palm, or over another finger, readable in one colour.
export const segment = css`
  fill: ${color.inverse};
  stroke: ${color.surfaceAlt};
  stroke-width: 2.5px;
  @media (forced-colors: active) { fill: CanvasText; stroke: Canvas; }
`;

// The knuckle line across the palm, as on the product artwork.
export const crease = css`
  fill: none;
  stroke: ${color.border};
  stroke-width: 3px;
  stroke-linecap: round;
  opacity: 0.5;
  @media (forced-colors: active) { stroke: Canvas; opacity: 1; }
`;

export const knuckle = css`
  fill: ${color.border};
  @media (forced-colors: active) { fill: Canvas; }
`;

export const socket = css`
  fill: ${color.muted};
  @media (forced-colors: active) { fill: CanvasText; }
`;

export const sensor = css`
  fill: ${color.accent};
  @media (forced-colors: active) { fill: Canvas; stroke: CanvasText; stroke-width: 2px; }
`;
