/** <phx-nav>'s contract: its attributes, events, parts and the room it reserves (see ElementContract). */
import type { ElementContract } from '../runtime/contract-shape';

export const contract = {
  attributes: {},
  events: ['phx-navigate', 'phx-cta'],
  parts: ['frame', 'nav', 'nav-link', 'menu-toggle', 'button'],
  placeholder: '72px',
  headingBase: 2,
  firstPaint: true,
  hostCss: ':host { position: sticky; top: 0; z-index: 10; }',
} as const satisfies ElementContract;
