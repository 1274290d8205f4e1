import { describe, expect, it } from 'vitest';
import { field, type } from '../../test/form';
import { renderElement } from '../../test/render';
import { settle, waitFor } from '../../test/wait';

describe('an element moved, removed and re-added', () => {
  it('keeps its rendered form and what was typed when moved within one task', async () => {
    const { element, root } = await renderElement('phx-contact');
    const form = root.querySelector('form');
    type(field(root, 'Full Name'), 'Moved visitor');
    sessionStorage.clear(); // the kept value must come from the live form, not from the stored draft
    const elsewhere = document.body.appendChild(document.createElement('div'));
    await settle(() => elsewhere.append(element));
    expect(root.querySelector('form')).toBe(form);
    expect(field(root, 'Full Name').value).toBe('Moved visitor');
  });

  it('lets go of its rendering once removed for good', async () => {
    const { element, root } = await renderElement('phx-not-found');
    await settle(() => element.remove());
    expect(root.querySelector('.phx-frame')).toBeNull();
  });

  it('renders again, with an attribute changed while it was away, when re-added', async () => {
    const { element, root } = await renderElement('phx-products', { product: 'neural-pro-x1' });
    await settle(() => element.remove());
    element.setAttribute('product', 'smarthand-ai');
    document.body.append(element);
    await waitFor(() => root.querySelector('article h3')?.textContent === 'SmartHand AI');
  });
});
