import { afterEach, describe, expect, it } from 'vitest';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

afterEach(() => history.replaceState(null, '', '/'));

const page = async (path: string) => {
  history.replaceState(null, '', path);
  const { root } = await renderElement('phx-router');
  await waitFor(() => root.querySelector('main h1'));
  return root.querySelector('main')!;
};

describe('the funding page', { timeout: 20_000 }, () => {
  it('explains funding in the United States, Germany, Spain and elsewhere, each statement linked to an official source', async () => {
    const main = await page('/funding');
    expect(main.querySelector('h1')?.textContent).toBe('Paying for a hand');
    const regions = [...main.querySelectorAll('h2')].map((h) => h.textContent);
    expect(regions).toEqual(['In the United States', 'In Germany', 'In Spain', 'Elsewhere', 'How we help']);
    const hosts = [...main.querySelectorAll<HTMLAnchorElement>('a[href^="https://"]')].map((a) => new URL(a.href).host);
    expect(new Set(hosts)).toEqual(
      new Set([
        'www.medicare.gov',
        'www.healthcare.gov',
        'prosthetics.va.gov',
        'www.dol.gov',
        'www.gesetze-im-internet.de',
        'hilfsmittel.gkv-spitzenverband.de',
        'www.boe.es',
      ]),
    );
    // Every statement about a public system (all but the questions to ask) names its source.
    const statements = [...main.querySelectorAll('h3')].filter(
      (h) => h.textContent !== 'What to ask your insurer or health service',
    );
    for (const heading of statements)
      expect(heading.parentElement!.querySelector('a[href^="https://"]'), heading.textContent!).not.toBeNull();
    expect(textOf(main)).toContain('Kostenvoranschlag');
    expect(textOf(main)).toContain('prestación ortoprotésica');
  });

  it('leads to the form with the insurance inquiry chosen', async () => {
    const main = await page('/funding');
    const ask = [...main.querySelectorAll('a')].find((a) => a.textContent === 'Ask an insurance question')!;
    expect(new URL(ask.href).pathname + new URL(ask.href).search).toBe('/contact?inquiry=insurance');
  });
});
