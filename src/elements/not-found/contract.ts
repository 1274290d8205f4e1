/** <phx-not-found>'s contract: its attributes, events, parts and the room it reserves (see ElementContract). */
import type { ElementContract } from '../runtime/contract-shape';

export const contract = {
  attributes: {},
  events: ['phx-navigate'],
  parts: ['frame', 'heading', 'button'],
  placeholder: '60vh',
  headingBase: 2,
  firstPaint: true,
} as const satisfies ElementContract;
