import { describe, expect, it } from 'vitest';
import { renderElement, textOf } from '../../test/render';

describe('<phx-footer>', () => {
  it('says beside the sample company’s contact details that they are samples', async () => {
    const { root } = await renderElement('phx-footer');
    expect(root.querySelector('[role=note]')!.textContent).toBe(
      'Sample details: the company on this page is an example, not a real company. Do not send real health details through this site.',
    );
  });

  it('links to the four pages, the pages for patients and the notices, gives the address, phone, email and hours, and the copyright line', async () => {
    const { root } = await renderElement('phx-footer');
    const links = [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', `${location.origin}/`],
      ['About Us', `${location.origin}/about`],
      ['Products', `${location.origin}/products`],
      ['Contact Us', `${location.origin}/contact`],
      ['Paying for a hand', `${location.origin}/funding`],
      ['How fitting works', `${location.origin}/fitting`],
      ['Questions and answers', `${location.origin}/faq`],
      ['+1 (555) 010-4200', 'tel:+15550104200'],
      ['hello@example.com', 'mailto:hello@example.com'],
      ['Privacy notice', `${location.origin}/privacy`],
      ['Legal notice', `${location.origin}/legal`],
    ]);
    const text = textOf(root).replace(/\u00a0/g, ' ');
    for (const line of [
      '1200 Example Avenue, Suite 400',
      'Monday to Friday: 8 AM to 6 PM',
      'Saturday: 9 AM to 3 PM',
      'In a medical emergency, call your local emergency number.',
      'We reply within 24 hours',
    ])
      expect(text).toContain(line);
    expect(text).toContain(`© ${new Date().getFullYear()} Phoenix Bionics. All rights reserved.`);
    expect(text).not.toContain('24/7');
  });
});
