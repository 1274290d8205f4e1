import { describe, expect, it } from 'vitest';
import { renderElement, textOf } from '../../test/render';

describe('<phx-footer>', () => {
  it('shows quick links, contact details, hours and the copyright line', async () => {
    const { root } = await renderElement('phx-footer');
    expect([...root.querySelectorAll('ul a')].slice(0, 4).map((a) => a.textContent)).toEqual(['Home', 'About Us', 'Products', 'Contact Us']);
    const text = textOf(root);
    expect(text).toContain('555');
    expect(text).toContain('example.com');
    expect(text).toContain('Saturday: 9 AM to 3 PM');
    expect(text).toContain(`© ${new Date().getFullYear()} Phoenix Bionics`);
  });
});
