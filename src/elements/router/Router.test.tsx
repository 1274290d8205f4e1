import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';
import { field } from '../../test/form';
import { en } from '../../content/i18n/en';

const h1 = (root: ShadowRoot) => waitFor(() => root.querySelector('main h1')?.textContent);

afterEach(() => history.replaceState(null, '', '/'));

describe('<phx-router>', () => {
  it('shows navigation, the page of the current path and the footer, and names the page in the title', async () => {
    history.replaceState(null, '', '/about');
    const { root } = await renderElement('phx-router');
    expect(await h1(root)).toBe('About Us');
    expect(root.querySelector('header nav')).not.toBeNull();
    expect(root.querySelector('footer')).not.toBeNull();
    await waitFor(() => document.title === 'About Us | Phoenix Bionics');
  });

  it('shows a page in the language its path starts with, and keeps that language on its links', async () => {
    history.replaceState(null, '', '/de/about');
    const { root } = await renderElement('phx-router');
    await waitFor(() => root.querySelector('main h1'));
    expect(
      root.querySelector('.phx-frame [lang]')?.getAttribute('lang') ??
        root.querySelector('.phx-frame')!.getAttribute('lang'),
    ).toBe('de');
    const links = [...root.querySelectorAll<HTMLAnchorElement>('nav a[part="nav-link"]')].map(
      (a) => new URL(a.href).pathname,
    );
    expect(links).toEqual(['/de', '/de/about', '/de/products', '/de/contact']);
  });

  it('navigates in place when a link is chosen, and follows back', async () => {
    const { root } = await renderElement('phx-router');
    await h1(root);
    const products = [...root.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent === 'Products')!;
    products.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await waitFor(() => root.querySelector('main h1')?.textContent === 'Our Products');
    expect(location.pathname).toBe('/products');
    expect(products.getAttribute('aria-current')).toBe('page');
    history.back();
    await waitFor(
      () => root.querySelector('main h1')?.textContent === 'Prosthetic hands you control with your muscles',
    );
  });

  it('puts focus on the new page, named by its title, after a link and after back', async () => {
    const { root } = await renderElement('phx-router');
    await h1(root);
    const about = [...root.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent === 'About Us')!;
    about.focus();
    about.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await waitFor(() => root.activeElement?.localName === 'main');
    expect(root.activeElement!.getAttribute('aria-label')).toBe('About Us | Phoenix Bionics');
    about.focus();
    history.back();
    await waitFor(() => root.activeElement?.getAttribute('aria-label') === en.pages.home.title);
  });

  it('opens the contact form typed as a consultation about the hand named in the address', async () => {
    history.replaceState(null, '', '/contact?inquiry=consultation&product=smarthand-ai');
    const { root } = await renderElement('phx-router');
    await h1(root);
    expect(field<HTMLSelectElement>(root, 'Inquiry Type').value).toBe('consultation');
    expect(field(root, 'Subject').value).toBe('Consultation about the SmartHand AI');
  });

  it('mounts the site under a base path', async () => {
    history.replaceState(null, '', '/prosthetics/contact');
    const { root } = await renderElement('phx-router', { base: '/prosthetics' });
    expect(await h1(root)).toBe('Contact Us');
    const about = [...root.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent === 'About Us')!;
    expect(new URL(about.href).pathname).toBe('/prosthetics/about');
  });

  it('routes by the hash in hash mode', async () => {
    history.replaceState(null, '', '/page.html#/products');
    const { root } = await renderElement('phx-router', { mode: 'hash' });
    expect(await h1(root)).toBe('Our Products');
    const home = root.querySelector<HTMLAnchorElement>('nav a[part="nav-link"]')!;
    expect(home.href).toBe(`${location.origin}/page.html#/`);
  });

  it('shows the not-found page for an unknown path and writes the path to the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', '/no/such/page');
    const { root } = await renderElement('phx-router');
    expect(await h1(root)).toBe('Oops! Page not found');
    await waitFor(() => warn.mock.calls.some(([line]) => String(line).includes('/no/such/page')));
  });

  it('shows Unexpected Application Error! with the message when a page fails to render', async () => {
    // A page that throws while rendering: its words are read through a getter that fails.
    const words = en.about as { missionTitle: string };
    const missionTitle = words.missionTitle;
    Object.defineProperty(words, 'missionTitle', {
      configurable: true,
      get: () => {
        throw new Error('The about page is broken');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      history.replaceState(null, '', '/about');
      const { root } = await renderElement('phx-router');
      await waitFor(() => textOf(root).includes('Unexpected Application Error!'));
      expect(textOf(root)).toContain('The about page is broken');
      expect(root.querySelector('footer')).not.toBeNull();
      expect(root.querySelector('nav')).not.toBeNull();
    } finally {
      Object.defineProperty(words, 'missionTitle', { configurable: true, writable: true, value: missionTitle });
    }
  });
});
