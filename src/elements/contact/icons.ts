/** The icons <phx-contact> draws (those other elements draw too are in ui/icons.ts). */
import type { IconPath } from '../../ui/icons';

export { play } from '../../ui/icons';
export const arrow: IconPath = { d: 'M5 12h14M13 6l6 6-6 6', alongReading: true };
export const clock: IconPath = { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2' };
export const mail: IconPath = { d: 'M4 6h16v12H4zM4 7l8 6 8-6' };
export const phone: IconPath = {
  d: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
};
export const pin: IconPath = {
  d: 'M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
};
