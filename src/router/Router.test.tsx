import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, textOf } from '../test/render';
import { waitFor } from '../test/wait';

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

  it('fetches the products page’s first image first, and the others as they near the screen', async () => {
    history.replaceState(null, '', '/products');
    const { root } = await renderElement('phx-router');
    await h1(root);
    const images = [...root.querySelectorAll('main img')];
    expect(images.map((img) => [img.getAttribute('fetchpriority'), img.getAttribute('loading')])).toEqual([
      ['high', null],
      [null, 'lazy'],
      [null, 'lazy'],
    ]);
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
    await waitFor(() => root.querySelector('main h1')?.textContent === 'Move naturally again');
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
    vi.doMock('../sections/about/About', () => ({
      About: () => {
        throw new Error('The about page is broken');
      },
    }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    history.replaceState(null, '', '/about');
    const { root } = await renderElement('phx-router');
    await waitFor(() => textOf(root).includes('Unexpected Application Error!'));
    expect(textOf(root)).toContain('The about page is broken');
    expect(root.querySelector('footer')).not.toBeNull();
    vi.doUnmock('../sections/about/About');
  });
});
