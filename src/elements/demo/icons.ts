/** The icons <phx-demo> draws (those other elements draw too are in ui/icons.ts). */
import type { IconPath } from '../../ui/icons';

export { close, play } from '../../ui/icons';
export const pause: IconPath = { d: 'M8 5v14M16 5v14' };
