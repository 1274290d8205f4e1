/** <phx-nav>'s words for people (the manifest, the types, its reference page): never imported by a browser. */
import type { ElementDocs } from '../runtime/contract-shape';
import type { contract } from './contract';

export const docs: ElementDocs<typeof contract> = {
  summary:
    'The navigation bar: logo, Home, About Us, Products, Contact Us and Get Started. Sticky at the top of the page; below 48em wide (768 px at the default text size) the links fold into a menu opened by a toggle button.',
  attributes: {},
};
