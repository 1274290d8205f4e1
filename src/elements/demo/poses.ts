import type { GripId } from '../../content/products';

/**
 * One finger's joint angles, in degrees. `spread` fans the whole finger sideways (positive towards the little
 * finger); `base`, `middle` and `tip` bend its three joints towards the palm (0 is straight).
 */
export interface Finger {
  spread: number;
  base: number;
  middle: number;
  tip: number;
}

/** The thumb's angles, in degrees: `swing` turns it from straight out sideways across the palm, `base` and `tip` bend it. */
interface Thumb {
  swing: number;
  base: number;
  tip: number;
}

/** A whole hand: index, middle, ring and little finger, and the thumb. */
export interface Pose {
  fingers: readonly [Finger, Finger, Finger, Finger];
  thumb: Thumb;
}

const finger = (spread: number, base: number, middle: number, tip: number): Finger => ({ spread, base, middle, tip });
const thumb = (swing: number, base: number, tip: number): Thumb => ({ swing, base, tip });

export const poses: Record<GripId, Pose> = {
  power: {
    fingers: [finger(-2, 90, 90, 45), finger(0, 90, 95, 50), finger(2, 90, 100, 55), finger(4, 90, 100, 60)],
    thumb: thumb(45, 5, 75),
  },
  tripod: {
    fingers: [finger(0, 35, 80, 60), finger(-20, 30, 80, 60), finger(4, 45, 50, 30), finger(8, 45, 50, 30)],
    thumb: thumb(19, 6, 61),
  },
  pinch: {
    fingers: [finger(0, 30, 90, 70), finger(-3, 0, 0, 0), finger(4, 0, 0, 0), finger(11, 0, 0, 0)],
    thumb: thumb(22, 8, 54),
  },
  key: {
    fingers: [finger(-2, 60, 95, 60), finger(0, 70, 100, 60), finger(2, 80, 100, 60), finger(4, 85, 100, 60)],
    thumb: thumb(50, 5, 0),
  },
  point: {
    fingers: [finger(-4, 0, 0, 0), finger(0, 85, 100, 65), finger(2, 85, 100, 65), finger(4, 85, 100, 65)],
    thumb: thumb(35, 5, 70),
  },
  open: {
    fingers: [finger(-10, 0, 0, 0), finger(-3, 0, 0, 0), finger(4, 0, 0, 0), finger(11, 0, 0, 0)],
    thumb: thumb(20, 0, 0),
  },
  hook: {
    fingers: [finger(-2, 0, 90, 70), finger(0, 0, 90, 70), finger(2, 0, 90, 70), finger(4, 0, 90, 70)],
    thumb: thumb(10, 0, 0),
  },
  mouse: {
    fingers: [finger(-3, 20, 25, 15), finger(0, 20, 25, 15), finger(3, 20, 25, 15), finger(6, 20, 25, 15)],
    thumb: thumb(35, 5, 10),
  },
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
// Over-straightened joints do not open the hand further than straight.
const fingerBend = (f: Finger) => Math.max(0, f.base) + Math.max(0, f.middle) + Math.max(0, f.tip);
// The thumb's swing only places it; its bend is what closes the hand.
const thumbBend = (t: Thumb) => Math.max(0, t.base) + Math.max(0, t.tip);

/** How closed the hand is, from 0 (open palm) to 1 (power grip): mostly the fingers' bend, a little the thumb's. */
export function closure(pose: Pose): number {
  const fist = poses.power;
  const fingers = sum(pose.fingers.map(fingerBend)) / sum(fist.fingers.map(fingerBend));
  const thumbs = thumbBend(pose.thumb) / thumbBend(fist.thumb);
  return Math.min(1, 0.85 * Math.min(1, fingers) + 0.15 * Math.min(1, thumbs));
}
