/**
 * `phx/server`: render any phx element to HTML on a server (Node; no DOM needed), for pages that should read
 * completely before any script runs. With the loader on the page, the elements hydrate in place.
 *
 *   import { renderElement } from '@phoenix-bionics/phx/server';
 *   const products = await renderElement('phx-products', { product: 'neural-pro-x1', layout: 'grid' });
 *   res.end(`<main>${products}</main>`);
 */
export { renderElement, type RenderedElement, type RenderOptions } from './render.js';
export { configure, type Configuration } from '../elements/runtime/configuration.js';
export { phxTags, type PhxTag } from '../elements/runtime/contract.js';
export { languageCodes, type Language } from '../content/i18n/languages.js';
export { siteMap, type PagePath } from '../content/site-map.js';
