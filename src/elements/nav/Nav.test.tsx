import { describe, expect, it } from 'vitest';
import { renderElement } from '../../test/render';

describe('<phx-nav>', () => {
  it('links to the four pages and Get Started leads to /contact', async () => {
    const { root } = await renderElement('phx-nav');
    const links = [...root.querySelectorAll('nav a')].map((a) => [
      a.textContent,
      new URL((a as HTMLAnchorElement).href).pathname,
    ]);
    expect(links).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Products', '/products'],
      ['Contact Us', '/contact'],
      ['Get Started', '/contact'],
    ]);
  });

  it('marks the link of the current page with aria-current="page"', async () => {
    history.replaceState(null, '', '/products');
    const { root } = await renderElement('phx-nav');
    expect(root.querySelector('[aria-current="page"]')!.textContent).toBe('Products');
    history.replaceState(null, '', '/');
  });

  it('folds its links into a menu that its toggle opens (a popover: it works before any script has run)', async () => {
    const { root } = await renderElement('phx-nav');
    const toggle = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Menu')!;
    const menu = root.getElementById(toggle.getAttribute('popovertarget')!)!;
    expect(menu.localName).toBe('nav');
    expect(menu.getAttribute('popover')).toBe('auto');
    expect(menu.getAttribute('aria-label')).toBe('Main');
    expect(menu.querySelectorAll('a')).toHaveLength(5);
  });
});
