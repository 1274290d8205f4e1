/** Every element's definition, for rendering on a server (importing them defines nothing outside a browser). */
import type { PhxTag } from '../elements/contract';
import type { PhxDefinition } from '../elements/ElementRoot';
import { PhxAbout } from '../elements/phx-about';
import { PhxClinics } from '../elements/phx-clinics';
import { PhxCompare } from '../elements/phx-compare';
import { PhxContact } from '../elements/phx-contact';
import { PhxDemo } from '../elements/phx-demo';
import { PhxFooter } from '../elements/phx-footer';
import { PhxHome } from '../elements/phx-home';
import { PhxNav } from '../elements/phx-nav';
import { PhxNotFound } from '../elements/phx-not-found';
import { PhxProducts } from '../elements/phx-products';
import { PhxRouter } from '../elements/phx-router';
import { land } from '../sections/clinic-map/land';
import { landSource } from '../sections/clinic-map/land-source';

// A server draws the clinics' map with its land at once; a browser fetches the land when the map comes on screen.
landSource.prime(land);

export const definitions: { [T in PhxTag]: PhxDefinition<T> } = {
  'phx-router': PhxRouter,
  'phx-nav': PhxNav,
  'phx-home': PhxHome,
  'phx-about': PhxAbout,
  'phx-products': PhxProducts,
  'phx-contact': PhxContact,
  'phx-demo': PhxDemo,
  'phx-compare': PhxCompare,
  'phx-clinics': PhxClinics,
  'phx-not-found': PhxNotFound,
  'phx-footer': PhxFooter,
};
