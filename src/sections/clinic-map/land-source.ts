import { type OnScreen, onScreen } from '../../ui/on-screen';

/** The map's land outlines: a chunk of their own, fetched when a map first comes on screen. */
export const landSource: OnScreen<string> = onScreen(() => import('./land').then((m) => m.land));
