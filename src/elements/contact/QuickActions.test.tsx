import { afterEach, describe, expect, it } from 'vitest';
import { field, type } from '../../test/form';
import { renderElement } from '../../test/render';
import { waitFor } from '../../test/wait';

afterEach(() => history.replaceState(null, '', '/'));

const contactPage = async () => {
  history.replaceState(null, '', '/contact');
  const { root } = await renderElement('phx-router');
  await waitFor(() => root.querySelector('main form'));
  return root;
};

const click = (el: Element) =>
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

const quickAction = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLElement>('a, button')].find((el) => el.textContent === name)!;

describe('the contact page’s quick actions', { timeout: 20_000 }, () => {
  it('are links to the form with its inquiry type chosen, to the funding page and to the comparison', async () => {
    const root = await contactPage();
    const target = (name: string) => {
      const url = new URL((quickAction(root, name) as HTMLAnchorElement).href);
      return url.pathname + url.search;
    };
    expect(target('Schedule a consultation')).toBe('/contact?inquiry=consultation');
    expect(target('Ask an insurance question')).toBe('/contact?inquiry=insurance');
    expect(target('How paying for a hand works')).toBe('/funding');
    expect(target('Compare the hands')).toBe('/compare');
  });

  it('chooses the inquiry type in the form on screen, keeping what the visitor typed', async () => {
    const root = await contactPage();
    type(field(root, 'Full Name'), 'Ada Example');
    const action = quickAction(root, 'Ask an insurance question');
    action.focus();
    click(action);
    await waitFor(() => field<HTMLSelectElement>(root, 'Inquiry Type').value === 'insurance');
    expect(field(root, 'Full Name').value).toBe('Ada Example');
    expect(root.activeElement).toBe(field(root, 'Inquiry Type'));
    expect(location.search).toBe('?inquiry=insurance');
  });

  it('on a partner’s page (no router) choose the inquiry type in place instead of leaving for the company site', async () => {
    const { element, root } = await renderElement('phx-contact');
    const navigations: unknown[] = [];
    element.addEventListener('phx-navigate', (e) => navigations.push((e as CustomEvent).detail));
    type(field(root, 'Full Name'), 'Ada Example');
    const action = quickAction(root, 'Schedule a consultation');
    action.focus();
    click(action);
    await waitFor(() => field<HTMLSelectElement>(root, 'Inquiry Type').value === 'consultation');
    expect(field(root, 'Full Name').value).toBe('Ada Example');
    expect(root.activeElement).toBe(field(root, 'Inquiry Type'));
    expect(navigations).toEqual([]);
    // A page of the site is still a link to it.
    expect(new URL((quickAction(root, 'Compare the hands') as HTMLAnchorElement).href).pathname).toBe('/compare');
  });

  it('opens the demo from its button', async () => {
    const root = await contactPage();
    const demo = quickAction(root, 'Watch the demo');
    expect(demo.tagName).toBe('BUTTON');
    click(demo);
    await waitFor(() => root.querySelector('dialog')?.open);
  });

  it('says at the form’s consent box what health details are, with a link to the privacy notice', async () => {
    const root = await contactPage();
    const link = quickAction(root, 'Read our privacy notice') as HTMLAnchorElement;
    expect(new URL(link.href).pathname).toBe('/privacy');
    expect(link.closest('form')).not.toBeNull();
    expect(link.parentElement!.textContent).toContain(
      'You can withdraw your consent at any time: with the link in the confirmation e-mail we send you, or by writing to privacy@example.com.',
    );
  });
});
