import { Router } from '../router/Router';
import { basePath, endpointUrl, oneOf } from './attributes';
import { defineElement } from './define';

/**
 * The whole site: navigation bar, the page of the current address (/, /about, /products, /contact, or the
 * not-found page), footer. Links navigate in place with the History API; back and forward work.
 *
 * @tag phx-router
 * @attr base - Path the site is mounted under, such as /prosthetics. Default: the root.
 * @attr mode - history (paths such as /about) | hash (#/about, for hosts that cannot rewrite URLs). Default: history.
 * @attr endpoint - URL the contact form POSTs its JSON to (see phx-contact).
 * @fires phx-cta - A visitor chose a call to action; detail `{ cta, href? }`.
 * @fires phx-submit - See phx-contact.
 * @fires phx-submit-success - See phx-contact.
 * @fires phx-submit-error - See phx-contact.
 * @csspart frame - The element's box.
 * @csspart skip-link - The Skip to main content link.
 * @csspart nav - The navigation bar.
 * @csspart footer - The footer.
 * @csspart heading - Headings.
 * @csspart card - Cards.
 * @csspart button - Buttons and button-like links.
 * @csspart field - Form fields.
 * @csspart toast - Notifications.
 * @theme
 */
export const PhxRouter = defineElement(
  'phx-router',
  Router,
  { base: basePath, mode: oneOf(['history', 'hash'], 'history'), endpoint: endpointUrl },
  { headingBase: 1 },
);
