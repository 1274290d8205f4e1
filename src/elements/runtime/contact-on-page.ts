import { contactPath } from '../../content/site-map';

/** How long a fill waits for the page's form to hydrate before the link is followed (the loader waits as long). */
const waitForForm = 10_000;

/** Fills asked of a <phx-contact> whose code has not run yet: answered once it has rendered. */
const kept = new WeakMap<Element, () => void>();

const isReady = (element: Element) => {
  try {
    return element.matches(':state(ready)');
  } catch {
    // No custom states: a form not yet taking fills cannot be told from one that will not.
    return true;
  }
};

/**
 * A consultation link (to the contact form, with an inquiry type) on a page that holds a <phx-contact> of its own
 * is answered there: that form is filled, focused and scrolled to, and the visitor stays on the page. A form whose
 * code is still on its way is filled once it has rendered; the link is followed only if that takes too long.
 */
export function fillContactOnPage(path: string, href: string): boolean {
  const [page, query = ''] = path.split('?');
  const asked = new URLSearchParams(query);
  if (page !== contactPath || !asked.has('inquiry')) return false;
  const contact = document.querySelector('phx-contact');
  if (!contact) return false;
  // Cancelled when the form took it.
  const fill = () =>
    !contact.dispatchEvent(new CustomEvent('phx-fill', { detail: Object.fromEntries(asked), cancelable: true }));
  if (fill()) return true;
  if (isReady(contact)) return false;
  const away = setTimeout(() => {
    kept.delete(contact);
    location.assign(href);
  }, waitForForm);
  kept.set(contact, () => {
    clearTimeout(away);
    if (!fill()) location.assign(href);
  });
  return true;
}

/** The element has rendered: a fill asked of it before then is answered now. */
export function answerKeptFill(element: Element) {
  const answer = kept.get(element);
  kept.delete(element);
  answer?.();
}
