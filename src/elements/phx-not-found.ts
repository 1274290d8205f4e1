import { NotFound } from '../sections/not-found/NotFound';
import { defineElement } from './define';

/**
 * The page for an address the site does not have: Oops! Page not found, and a Return to Home link.
 *
 * @tag phx-not-found
 * @attr site-url - Address of the company site the link leads to. Default: this page's origin.
 * @fires phx-navigate - A visitor chose Return to Home; cancelable, detail `{ path, href }`.
 * @csspart frame - The element's box.
 * @csspart heading - The title.
 * @csspart button - The Return to Home link.
 * @theme
 */
export const PhxNotFound = defineElement('phx-not-found', NotFound, {});
