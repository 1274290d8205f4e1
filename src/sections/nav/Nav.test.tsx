import { describe, expect, it } from 'vitest';
import { renderElement } from '../../test/render';
import { waitFor } from '../../test/wait';

describe('<phx-nav>', () => {
  it('links to the four pages and Get Started leads to /contact', async () => {
    const { root } = await renderElement('phx-nav');
    const links = [...root.querySelectorAll('nav a')].map((a) => [a.textContent, new URL((a as HTMLAnchorElement).href).pathname]);
    expect(links).toEqual([['Home', '/'], ['About Us', '/about'], ['Products', '/products'], ['Contact Us', '/contact'], ['Get Started', '/contact']]);
  });

  it('marks the link of the current page with aria-current="page"', async () => {
    history.replaceState(null, '', '/products');
    const { root } = await renderElement('phx-nav');
    expect(root.querySelector('[aria-current="page"]')!.textContent).toBe('Products');
    history.replaceState(null, '', '/');
  });

  it('opens and closes the menu with its toggle, and closes it when a link is chosen', async () => {
    const { root } = await renderElement('phx-nav');
    const toggle = root.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    expect(toggle.textContent).toContain('Menu');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true');
    root.querySelector<HTMLAnchorElement>('nav a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'false');
  });
});
