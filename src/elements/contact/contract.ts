/** <phx-contact>'s contract: its attributes, events, parts and the room it reserves (see ElementContract). */
import { inquiryTypes } from '../../inquiry/types';
import { clinicAttribute, type ElementContract } from '../runtime/contract-shape';

export const contract = {
  attributes: {
    inquiry: { kind: 'oneOf', values: inquiryTypes, default: 'general' },
    endpoint: { kind: 'endpoint' },
    // The partner clinic the requests are for: its name shown, and a box to send the request to it too.
    clinic: clinicAttribute,
  },
  events: ['phx-submit', 'phx-submit-success', 'phx-submit-error', 'phx-navigate'],
  parts: ['frame', 'form', 'field', 'consent', 'submit', 'button', 'card', 'heading', 'toast'],
  placeholder: '1400px',
  headingBase: 2,
  firstPaint: true,
} as const satisfies ElementContract;
