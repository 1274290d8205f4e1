import { describe, expect, it } from 'vitest';
import { field, type } from '../../test/form';
import { renderElement } from '../../test/render';
import { waitFor } from '../../test/wait';

const consultationLink = (root: ShadowRoot) =>
  [...root.querySelectorAll('a')].find((a) => a.textContent?.includes('Request Consultation'))!;

const click = (link: HTMLAnchorElement) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
  link.dispatchEvent(event);
  return event;
};

describe('a consultation link on a page with a <phx-contact>', () => {
  it('fills that form with the inquiry type and the hand, focuses it, and stays on the page', async () => {
    const { root: products } = await renderElement('phx-products', { product: 'neural-pro-x1' });
    const { element: contact, root: form } = await renderElement('phx-contact');
    type(field(form, 'Full Name'), 'Ada');
    await waitFor(() => field<HTMLInputElement>(form, 'Full Name').value || null);
    const event = click(consultationLink(products));
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => field<HTMLInputElement>(form, 'Subject').value || null);
    expect(field<HTMLSelectElement>(form, 'Inquiry Type').value).toBe('consultation');
    expect(field<HTMLInputElement>(form, 'Subject').value).toContain('Neural Pro X1');
    expect(field<HTMLInputElement>(form, 'Full Name').value).toBe('Ada');
    expect(contact.shadowRoot!.activeElement).toBe(field(form, 'Email Address'));
  });

  it('leads to the company site where the page has no <phx-contact>', async () => {
    const { root: products } = await renderElement('phx-products', {
      product: 'neural-pro-x1',
      'site-url': 'https://phoenix.example',
    });
    const link = consultationLink(products);
    expect(link.href).toBe('https://phoenix.example/contact?inquiry=consultation&product=neural-pro-x1');
    expect(click(link).defaultPrevented).toBe(false);
  });
});
