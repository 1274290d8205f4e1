/** <phx-clinics>'s contract: its attributes, events, parts and the room it reserves (see ElementContract). */
import { productIds } from '../../content/products';
import { clinicAttribute, type ElementContract } from '../runtime/contract-shape';

export const contract = {
  attributes: {
    // Ids and countries are the company's data (its clinics file), not code: any well-formed one is read.
    clinic: { ...clinicAttribute, shapes: true },
    country: {
      kind: 'id',
      what: 'a two-letter ISO 3166 country code',
      pattern: '^[a-z]{2}$',
      examples: ['de', 'us'],
      shapes: true,
    },
    product: { kind: 'maybeOneOf', values: productIds },
    endpoint: { kind: 'endpoint' },
  },
  events: ['phx-navigate', 'phx-cta', 'phx-submit', 'phx-submit-success', 'phx-submit-error'],
  parts: ['frame', 'heading', 'card', 'button', 'field', 'consent', 'map', 'form', 'submit', 'toast'],
  placeholder: '1200px',
  headingBase: 2,
  firstPaint: true,
} as const satisfies ElementContract;
