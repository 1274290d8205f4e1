/** <phx-home>'s contract: its attributes, events, parts and the room it reserves (see ElementContract). */
import type { ElementContract } from '../runtime/contract-shape';

export const contract = {
  attributes: {},
  events: ['phx-navigate', 'phx-cta'],
  parts: ['frame', 'heading', 'card', 'button', 'artwork'],
  placeholder: '100vh',
  headingBase: 2,
  firstPaint: true,
} as const satisfies ElementContract;
