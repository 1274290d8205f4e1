/** <phx-clinics>'s contract: its attributes, events, parts and the room it reserves (see ElementContract). */
import { productIds } from '../../content/products';
import { clinicCountries, clinicIds } from '../../content/clinic-ids';
import type { ElementContract } from '../runtime/contract-shape';

export const contract = {
  attributes: {
    clinic: { kind: 'maybeOneOf', values: clinicIds, shapes: true },
    country: { kind: 'maybeOneOf', values: clinicCountries, shapes: true },
    product: { kind: 'maybeOneOf', values: productIds },
    endpoint: { kind: 'endpoint' },
  },
  events: ['phx-navigate', 'phx-cta', 'phx-submit', 'phx-submit-success', 'phx-submit-error'],
  parts: ['frame', 'heading', 'card', 'button', 'field', 'consent', 'map', 'form', 'submit', 'toast'],
  placeholder: '1200px',
  headingBase: 2,
  firstPaint: true,
} as const satisfies ElementContract;
