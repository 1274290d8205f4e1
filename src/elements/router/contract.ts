/** <phx-router>'s contract: its attributes, events, parts and the room it reserves (see ElementContract). */
import type { ElementContract } from '../runtime/contract-shape';

export const contract = {
  attributes: {
    base: { kind: 'path', shapes: true },
    mode: { kind: 'oneOf', values: ['history', 'hash'], default: 'history', shapes: true },
    endpoint: { kind: 'endpoint' },
  },
  events: ['phx-cta', 'phx-submit', 'phx-submit-success', 'phx-submit-error'],
  parts: [
    'frame',
    'skip-link',
    'nav',
    'nav-link',
    'menu-toggle',
    'footer',
    'heading',
    'card',
    'button',
    'artwork',
    'form',
    'field',
    'consent',
    'submit',
    'toast',
    'map',
  ],
  placeholder: '100vh',
  headingBase: 1,
  firstPaint: false,
} as const satisfies ElementContract;
