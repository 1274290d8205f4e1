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
  [...root.querySelectorAll<HTMLElement>('main a, main button')].find((el) => el.textContent === name)!;

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

  it('opens the demo from its button', async () => {
    const root = await contactPage();
    const demo = quickAction(root, 'Watch the demo');
    expect(demo.tagName).toBe('BUTTON');
    click(demo);
    await waitFor(() => root.querySelector('dialog')?.open);
  });

  it('says under the form what a request is used for, with a link to the privacy notice', async () => {
    const root = await contactPage();
    const link = quickAction(root, 'privacy notice') as HTMLAnchorElement;
    expect(new URL(link.href).pathname).toBe('/privacy');
    expect(link.closest('form')).not.toBeNull();
    expect(link.parentElement!.textContent).toContain('only to answer your request');
  });
});
