import type { Finger, Pose } from './poses';
import { Drawing, backdrop, crease, joint, knuckle, segment, sensor, socket } from './hand.styles';

/** Where each finger meets the palm, its three phalanges' lengths and its width (index, middle, ring, little). */
const fingerBones = [
  { x: 99, y: 118, lengths: [30, 22, 18], width: 17 },
  { x: 114, y: 113, lengths: [34, 25, 20], width: 17 },
  { x: 129, y: 116, lengths: [32, 23, 19], width: 16 },
  { x: 143, y: 125, lengths: [25, 18, 15], width: 14.5 },
] as const;

/** The thumb turns at its root low on the palm; at swing 0 it points this many degrees out, away from the palm. */
const thumbBones = { x: 91, y: 180, lengths: [40, 31], width: 18, out: -75 } as const;

/** A phalanx from its joint (x, y) straight up, with round ends centred on both joints so it bends seamlessly. */
function Phalanx({ x, y, length, width }: { x: number; y: number; length: number; width: number }) {
  return (
    <rect
      css={segment}
      x={x - width / 2}
      y={y - length - width / 2}
      width={width}
      height={length + width}
      rx={width / 2}
    />
  );
}

const Knuckle = ({ x, y }: { x: number; y: number }) => <circle css={knuckle} cx={x} cy={y} r={3} />;

// Bending towards the palm turns a finger anticlockwise in this three-quarter view from the thumb's side.
function FingerChain({ bones, angles }: { bones: (typeof fingerBones)[number]; angles: Finger }) {
  const {
    x,
    y,
    lengths: [proximal, middle, distal],
    width,
  } = bones;
  const middleY = y - proximal;
  const tipY = middleY - middle;
  return (
    <g css={joint(x, y, angles.spread)}>
      <g css={joint(x, y, -angles.base)}>
        <Phalanx x={x} y={y} length={proximal} width={width} />
        <g css={joint(x, middleY, -angles.middle)}>
          <Phalanx x={x} y={middleY} length={middle} width={width - 1} />
          <g css={joint(x, tipY, -angles.tip)}>
            <Phalanx x={x} y={tipY} length={distal} width={width - 2} />
            <Knuckle x={x} y={tipY} />
          </g>
          <Knuckle x={x} y={middleY} />
        </g>
        <Knuckle x={x} y={y} />
      </g>
    </g>
  );
}

/** An articulated prosthetic hand in the site's artwork style, moving to `pose`. Decorative: the caller names the grip. */
export function Hand({ pose, className }: { pose: Pose; className?: string }) {
  const {
    x,
    y,
    lengths: [base, tip],
    width,
    out,
  } = thumbBones;
  return (
    <Drawing className={className} viewBox="0 0 240 300" aria-hidden="true" focusable="false">
      <circle css={backdrop} cx={120} cy={150} r={118} />
      <rect css={socket} x={96} y={212} width={56} height={76} rx={12} />
      <rect css={sensor} x={92} y={226} width={64} height={10} rx={5} />
      {/* The little finger is farthest from the viewer, so it is drawn first. */}
      {[3, 2, 1, 0].map((i) => (
        <FingerChain key={i} bones={fingerBones[i]} angles={pose.fingers[i]} />
      ))}
      {/* The palm covers the fingers' roots, as on the product artwork; the thumb lies in front of it. */}
      <rect css={segment} x={90} y={118} width={68} height={100} rx={24} />
      <path css={crease} d="M104 134h40" />
      <g css={joint(x, y, out + pose.thumb.swing)}>
        <g css={joint(x, y, pose.thumb.base)}>
          <Phalanx x={x} y={y} length={base} width={width} />
          <g css={joint(x, y - base, pose.thumb.tip)}>
            <Phalanx x={x} y={y - base} length={tip} width={width - 1} />
            <Knuckle x={x} y={y - base} />
          </g>
        </g>
      </g>
    </Drawing>
  );
}
