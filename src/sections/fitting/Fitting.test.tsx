import { afterEach, describe, expect, it } from 'vitest';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

afterEach(() => history.replaceState(null, '', '/'));

describe('the fitting page', { timeout: 20_000 }, () => {
  it('lists the six steps in order, each with who is involved and how long it usually takes', async () => {
    history.replaceState(null, '', '/fitting');
    const { root } = await renderElement('phx-router');
    await waitFor(() => root.querySelector('main h1'));
    const main = root.querySelector('main')!;
    expect([...main.querySelectorAll('ol > li h2')].map((h) => h.textContent)).toEqual([
      'Consultation',
      'Assessment',
      'Test socket and trial',
      'Fitting',
      'Training with a therapist',
      'Follow-up',
    ]);
    expect(main.querySelectorAll('ol > li dt')).toHaveLength(12);
    const text = textOf(main).replace(/\u00a0/g, ' ');
    expect(text).toContain('Our lightest hand (350 g), charged in 90 minutes');
    expect(text).toContain('only the assessment can tell: ask us');
    const ask = [...main.querySelectorAll('a')].find((a) => a.textContent === 'Ask us whether a hand suits you')!;
    expect(new URL(ask.href).search).toBe('?inquiry=consultation');
  });
});
