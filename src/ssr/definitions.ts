/** Every element's definition, for rendering on a server (importing them defines nothing outside a browser). */
import type { PhxTag } from '../elements/runtime/contract';
import type { PhxDefinition } from '../elements/runtime/ElementRoot';
import { definitions as all } from '../elements/generated/all-definitions';
import { land } from '../sections/clinic-map/land';
import { landSource } from '../sections/clinic-map/land-source';

// A server draws the clinics' map with its land at once; a browser fetches the land when the map comes on screen.
landSource.prime(land);

/** From each element folder's define.ts (all-definitions.ts is written by `npm run contract`). */
export const definitions: { [T in PhxTag]: PhxDefinition<T> } = all;
