/** <phx-demo>'s contract: its attributes, events, parts and the room it reserves (see ElementContract). */
import { gripIds, productIds } from '../../content/products';
import type { ElementContract } from '../runtime/contract-shape';

export const contract = {
  attributes: {
    product: { kind: 'maybeOneOf', values: productIds, shapes: true },
    grip: { kind: 'maybeOneOf', values: gripIds, shapes: true },
  },
  events: ['phx-cta'],
  parts: ['frame', 'heading', 'button', 'artwork'],
  placeholder: '900px',
  headingBase: 2,
  firstPaint: true,
} as const satisfies ElementContract;
