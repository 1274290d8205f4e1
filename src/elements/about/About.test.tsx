import { describe, expect, it } from 'vitest';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

describe('<phx-about>', () => {
  it('shows the four core values and the timeline, and no figure without evidence', async () => {
    const { root } = await renderElement('phx-about');
    const text = await waitFor(() => textOf(root).includes('Our Journey') && textOf(root));
    for (const figure of ['10,000', 'Lives changed', '98%', 'Satisfaction']) expect(text).not.toContain(figure);
    expect(text).not.toContain('follows intention');
    for (const value of ['Patient-Centered Care', 'Innovation', 'Collaboration', 'Excellence'])
      expect(text).toContain(value);
    for (const year of ['2009', '2015', '2020', '2024']) expect(text).toContain(year);
    expect(text).toContain('First commercial product');
  });
});
