/** The icons <phx-nav> draws (those other elements draw too are in ui/icons.ts). */
import type { IconPath } from '../../ui/icons';

export { check, close } from '../../ui/icons';
export const menu: IconPath = { d: 'M4 7h16M4 12h16M4 17h16' };
export const globe: IconPath = {
  d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
};
