/** <phx-about>'s contract: its attributes, events, parts and the room it reserves (see ElementContract). */
import type { ElementContract } from '../runtime/contract-shape';

export const contract = {
  attributes: {},
  events: [],
  parts: ['frame', 'heading', 'card'],
  placeholder: '1600px',
  headingBase: 2,
  firstPaint: true,
} as const satisfies ElementContract;
