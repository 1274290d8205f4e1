/** <phx-products>'s contract: its attributes, events, parts and the room it reserves (see ElementContract). */
import { productIds } from '../../content/products';
import { clinicAttribute, type ElementContract } from '../runtime/contract-shape';

export const contract = {
  attributes: {
    product: { kind: 'list', values: productIds, shapes: true },
    layout: { kind: 'oneOf', values: ['list', 'grid'], default: 'list', shapes: true },
    // A partner's page: its consultation links lead to a request form bound to this clinic.
    clinic: clinicAttribute,
  },
  events: ['phx-navigate', 'phx-cta'],
  parts: ['frame', 'heading', 'card', 'button', 'artwork'],
  placeholder: '1800px',
  headingBase: 2,
  firstPaint: true,
} as const satisfies ElementContract;
