import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { gripIds } from '../../content/products';
import { Hand } from './Hand';
import { closure, poses, type Pose } from './poses';

// Tells React this is a test environment, so act() flushes renders without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders the hand in `pose` into a fresh div and returns its <svg>. */
async function drawHand(pose: Pose) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <CacheProvider value={createCache({ key: 'test' })}>
        <Hand pose={pose} />
      </CacheProvider>,
    ),
  );
  return host.querySelector('svg')!;
}

describe('<Hand>', () => {
  it('draws a different hand for every grip', async () => {
    const drawings = new Map<string, string>();
    for (const grip of gripIds) drawings.set(grip, (await drawHand(poses[grip])).outerHTML);
    for (const [a, first] of drawings) {
      for (const [b, second] of drawings) if (a < b) expect(first, `${a} and ${b}`).not.toBe(second);
    }
  });

  it('moves its joints with classes, never with style or transform attributes', async () => {
    const svg = await drawHand(poses.power);
    expect(svg.querySelectorAll('[style], [transform]')).toHaveLength(0);
    expect(svg.querySelectorAll('g[class]').length).toBeGreaterThanOrEqual(4 * 4 + 3);
  });

  it('carries the middle and tip of a finger with its base joint', async () => {
    const svg = await drawHand(poses.open);
    // A finger is spread > base > middle > tip groups, each inside the one before.
    const deepest = [...svg.querySelectorAll('g')].filter((g) => g.closest('g g g g') === g);
    expect(deepest).toHaveLength(4);
    for (const tip of deepest) expect(tip.querySelector('rect')).not.toBeNull();
  });

  it('hides the drawing from assistive technology (the demo names the pose in text)', async () => {
    const svg = await drawHand(poses.pinch);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('viewBox')).toBe('0 0 240 300');
  });

  it('closes further from open palm to power grip', () => {
    expect(closure(poses.open)).toBeLessThan(closure(poses.pinch));
    expect(closure(poses.pinch)).toBeLessThan(closure(poses.power));
    expect(closure(poses.open)).toBe(0);
    expect(closure(poses.power)).toBe(1);
    for (const grip of gripIds) {
      expect(closure(poses[grip])).toBeGreaterThanOrEqual(0);
      expect(closure(poses[grip])).toBeLessThanOrEqual(1);
    }
  });

  it('holds a distinct pose for every grip', () => {
    const seen = new Set(gripIds.map((grip) => JSON.stringify(poses[grip])));
    expect(seen.size).toBe(gripIds.length);
  });
});
