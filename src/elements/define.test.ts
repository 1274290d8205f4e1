import { describe, expect, it } from 'vitest';
import { field, type } from '../test/form';
import { renderElement } from '../test/render';
import { waitFor } from '../test/wait';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('an element moved, removed and re-added', () => {
  it('keeps its rendered form and what was typed when moved within one task', async () => {
    const { element, root } = await renderElement('phx-contact');
    const form = root.querySelector('form');
    type(field(root, 'Full Name'), 'Moved visitor');
    sessionStorage.clear(); // the kept value must come from the live form, not from the stored draft
    const elsewhere = document.body.appendChild(document.createElement('div'));
    elsewhere.append(element);
    await tick();
    expect(root.querySelector('form')).toBe(form);
    expect(field(root, 'Full Name').value).toBe('Moved visitor');
  });

  it('lets go of its rendering once removed for good', async () => {
    const { element, root } = await renderElement('phx-not-found');
    element.remove();
    await tick();
    expect(root.querySelector('.phx-frame')).toBeNull();
  });

  it('renders again, with an attribute changed while it was away, when re-added', async () => {
    const { element, root } = await renderElement('phx-products', { product: 'neural-pro-x1' });
    element.remove();
    await tick();
    element.setAttribute('product', 'smarthand-ai');
    document.body.append(element);
    await waitFor(() => root.querySelector('article h3')?.textContent === 'SmartHand AI');
  });
});
