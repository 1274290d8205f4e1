import { describe, expect, it } from 'vitest';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

const columns = (root: ShadowRoot) => [...root.querySelectorAll('thead th')].map((th) => th.textContent);
const row = (root: ShadowRoot, name: string) => {
  const header = [...root.querySelectorAll('tbody th[scope=row]')].find((th) => th.textContent === name)!;
  return [...header.parentElement!.querySelectorAll('td')].map((td) => td.textContent!.replace(/\u00a0/g, ' '));
};

describe('<phx-compare>', () => {
  it('is a real table: a column header per hand and a row header per figure', async () => {
    const { root } = await renderElement('phx-compare');
    expect(columns(root)).toEqual(['Figure', 'Neural Pro X1', 'FlexiGrip Elite', 'SmartHand AI']);
    expect([...root.querySelectorAll('th[scope=row]')].map((th) => th.textContent)).toEqual([
      'Price',
      'Weight',
      'Battery life',
      'Charging time',
      'Grip force',
      'Grip patterns',
      'Warranty',
      'Grips',
    ]);
    expect(row(root, 'Weight')).toEqual(['420 g', '350 glightest', '480 g']);
    expect(row(root, 'Grip patterns')[2]).toBe('not published');
  });

  it('marks the best value of each row in words', async () => {
    const { root } = await renderElement('phx-compare');
    expect(row(root, 'Price')[1]).toContain('lowest price');
    expect(row(root, 'Battery life')[2]).toBe('20 hourslongest battery');
    expect(row(root, 'Charging time')[1]).toBe('90 minutesfastest charging');
    expect(row(root, 'Warranty')[2]).toContain('longest warranty');
    expect(row(root, 'Grips')[2]).toContain('Mouse grip');
  });

  it('compares the hands named by product, in that order, and lets visitors switch hands off but never the last', async () => {
    const { root } = await renderElement('phx-compare', { product: 'smarthand-ai,neural-pro-x1' });
    expect(columns(root)).toEqual(['Figure', 'SmartHand AI', 'Neural Pro X1']);
    const boxes = [...root.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    boxes[0].click();
    await waitFor(() => columns(root).length === 2);
    expect(columns(root)).toEqual(['Figure', 'Neural Pro X1']);
    expect(row(root, 'Weight')).toEqual(['420 g']);
    boxes[1].click();
    await waitFor(() => textOf(root).includes('At least one hand stays in the comparison.'));
    expect(columns(root)).toEqual(['Figure', 'Neural Pro X1']);
    expect(boxes[1].checked).toBe(true);
  });

  it('ends each column with Request Consultation for that hand, typed as a consultation', async () => {
    const { root } = await renderElement('phx-compare');
    const links = [...root.querySelectorAll<HTMLAnchorElement>('tbody a')];
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Request Consultation: Neural Pro X1',
      'Request Consultation: FlexiGrip Elite',
      'Request Consultation: SmartHand AI',
    ]);
    expect(links[2].href).toBe(`${location.origin}/contact?inquiry=consultation&product=smarthand-ai`);
  });
});
