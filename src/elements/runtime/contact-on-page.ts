import { contactPath } from '../../content/site-map';

/**
 * A consultation link (to the contact form, with an inquiry type) on a page that holds a <phx-contact> of its own
 * is answered there: that form is filled, focused and scrolled to, and the visitor stays on the page.
 */
export function fillContactOnPage(path: string): boolean {
  const [page, query = ''] = path.split('?');
  const asked = new URLSearchParams(query);
  if (page !== contactPath || !asked.has('inquiry')) return false;
  const contact = document.querySelector('phx-contact');
  // Cancelled when the form took it: one whose code has not run yet leaves the link to lead to the company site.
  const request = new CustomEvent('phx-fill', { detail: Object.fromEntries(asked), cancelable: true });
  return Boolean(contact && !contact.dispatchEvent(request));
}
