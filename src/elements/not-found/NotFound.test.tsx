import { describe, expect, it } from 'vitest';
import { renderElement } from '../../test/render';

describe('<phx-not-found>', () => {
  it('reads Oops! Page not found and links back home', async () => {
    const { root } = await renderElement('phx-not-found');
    expect(root.querySelector('h2')!.textContent).toBe('Oops! Page not found');
    const link = root.querySelector('a')!;
    expect(link.textContent).toBe('Return to Home');
    expect(link.href).toBe(`${location.origin}/`);
  });
});
