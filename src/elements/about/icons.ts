/** The icons <phx-about> draws (those other elements draw too are in ui/icons.ts). */
import type { IconPath } from '../../ui/icons';

export { award } from '../../ui/icons';
export const heart: IconPath = { d: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z' };
export const spark: IconPath = {
  d: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6',
};
export const people: IconPath = {
  d: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 11a3 3 0 1 0 0-6M18 20a6 6 0 0 0-3-5.2',
};
