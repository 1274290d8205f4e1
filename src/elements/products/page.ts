import { createElement } from 'react';

/** The site's products page, for the router (its code is fetched when the page is first shown). */
export const page = () => import('./Products').then((m) => () => createElement(m.Products));
