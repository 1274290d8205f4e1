import { defaultInquiry, inquiryIds } from '../content/contact';
import { Contact } from '../sections/contact/Contact';
import { endpointUrl, oneOf } from './attributes';
import { defineElement } from './define';

/**
 * The consultation request form with contact details, hours and quick actions. A visitor's draft is kept in
 * session storage until it is sent, so a reload, a route change or a failed send never loses it.
 *
 * @tag phx-contact
 * @attr inquiry - Preselected inquiry type: general | consultation | support | insurance | partnership. Default: general.
 * @attr endpoint - URL the form POSTs its JSON to. Without it, sending is simulated (and a console note says so).
 * @attr site-url - Address of the company site. Default: this page's origin.
 * @fires phx-submit - A visitor sent the form; cancelable, detail is the inquiry. Cancel it to deliver it yourself.
 * @fires phx-submit-success - The inquiry was delivered; detail `{ inquiry, id? }`.
 * @fires phx-submit-error - Delivery failed and the draft was kept; detail `{ inquiry, reason, status?, errors? }`.
 * @csspart frame - The element's box.
 * @csspart form - The form.
 * @csspart field - Each input, select and textarea.
 * @csspart submit - The Send Message button (also part `button`).
 * @csspart card - The form and information panels.
 * @csspart heading - Headings.
 * @csspart toast - Notifications.
 * @theme
 */
export const PhxContact = defineElement('phx-contact', Contact, {
  inquiry: oneOf(inquiryIds, defaultInquiry),
  endpoint: endpointUrl,
});
