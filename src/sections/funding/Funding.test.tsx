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

/** The boxed country sections, each with its heading's text. */
const regionsOf = (main: Element) =>
  [...main.querySelectorAll('section[aria-labelledby]')]
    .filter((region) => region.firstElementChild?.localName === 'h2')
    .map((region) => ({
      region,
      name: region.querySelector('h2')!.textContent,
    }));

describe('the funding page', { timeout: 20_000 }, () => {
  it('explains funding by country, then what payers ask for, the simpler hands, and our help', async () => {
    const main = await page('/funding');
    expect(main.querySelector('h1')?.textContent).toBe('Paying for a hand');
    expect([...main.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'In the United States',
      'In Germany',
      'In Spain',
      'In the United Arab Emirates, Saudi Arabia and Qatar',
      'Elsewhere',
      'What payers ask for',
      'Body-powered and passive hands',
      'How we help',
    ]);
  });

  for (const [path, first] of [
    ['/funding', 'In the United States'],
    ['/de/funding', 'In Deutschland'],
    ['/es/funding', 'En España'],
    ['/ar/funding', 'في الإمارات العربية المتحدة والسعودية وقطر'],
  ])
    it(`opens ${path} with the reader’s own country, then the others`, async () => {
      const headings = [...(await page(path)).querySelectorAll('h2')].map((h) => h.textContent);
      expect(headings[0]).toBe(first);
      expect(headings).toHaveLength(8);
    });

  it('shows first the country the reader chooses', async () => {
    const main = await page('/de/funding');
    const spain = [...main.querySelectorAll('button')].find((b) => b.textContent === 'Spanien')!;
    expect(spain.getAttribute('aria-pressed')).toBe('false');
    spain.click();
    await waitFor(() => main.querySelector('h2')?.textContent === 'In Spanien');
    expect(spain.getAttribute('aria-pressed')).toBe('true');
    expect(main.querySelectorAll('h2')[1].textContent).toBe('In den USA');
  });

  it('names every payer of the countries where we list clinics', async () => {
    const main = await page('/funding');
    const titles = (country: string) =>
      [
        ...regionsOf(main)
          .find((r) => r.name === country)!
          .region.querySelectorAll('h3'),
      ].map((h) => h.textContent);
    expect(titles('In the United States')).toEqual([
      'Medicare',
      'Medicare Advantage',
      'Medicaid',
      'Private insurance',
      'TRICARE',
      'The VA',
      'Workers’ compensation',
    ]);
    expect(titles('In Germany')).toEqual([
      'Your right',
      'The prescription',
      'What you pay',
      'If the answer is no',
      'An accident at work',
      'Private health insurance',
      'Beihilfe for civil servants',
    ]);
    expect(titles('In Spain')).toEqual([
      'The orthoprosthetic benefit',
      'A national catalogue',
      'Your region',
      'An accident at work',
      'Civil servants’ mutual funds',
      'A road accident',
    ]);
    expect(titles('In the United Arab Emirates, Saudi Arabia and Qatar')).toEqual([
      'Saudi Arabia',
      'What we can tell you',
    ]);
  });

  it('links every statement about a payer to its official source, by the source’s own title', async () => {
    const main = await page('/funding');
    for (const { region, name } of regionsOf(main)) {
      if (name === 'Elsewhere') continue;
      for (const heading of region.querySelectorAll('h3')) {
        // What we could not confirm cites nothing, and says so.
        if (heading.textContent === 'What we can tell you') continue;
        expect(heading.parentElement!.querySelector('cite a[href^="https://"]'), heading.textContent!).not.toBeNull();
      }
    }
    const hosts = [...main.querySelectorAll<HTMLAnchorElement>('cite a')].map((a) => new URL(a.href).host);
    expect(new Set(hosts)).toEqual(
      new Set([
        'www.medicare.gov',
        'www.macpac.gov',
        'www.healthcare.gov',
        'tricare.mil',
        'prosthetics.va.gov',
        'www.dol.gov',
        'www.gesetze-im-internet.de',
        'www.g-ba.de',
        'hilfsmittel.gkv-spitzenverband.de',
        'www.boe.es',
        'www.muface.es',
        'www.chi.gov.sa',
        'medpol.providers.amerigroup.com',
      ]),
    );
    const laws = [...main.querySelectorAll('cite a')].map((a) => a.textContent);
    expect(laws).toContain('§ 61 SGB V – Zuzahlungen');
    expect(laws).toContain('§ 31 SGB VII – Hilfsmittel');
  });

  it('states the German co-payment and the extra costs a Krankenkasse does not pay', async () => {
    const text = textOf(await page('/funding')).replace(/\u00a0/g, ' ');
    expect(text).toContain('co-payment (Zuzahlung) of 10% of the price. It is at least €5 and at most €10');
    expect(text).toContain('you pay the extra costs (Mehrkosten) yourself');
  });

  it('states that in Spain a specialist doctor of the public health service prescribes, within national maximum amounts', async () => {
    const text = textOf(await page('/funding'));
    expect(text).toContain('A specialist doctor of the public health service must prescribe the prosthesis.');
    expect(text).toContain('(importe máximo de financiación)');
    expect(text).toContain('(aportación del usuario)');
  });

  it('shows under each country the date its sources were last checked', async () => {
    const main = await page('/funding');
    for (const { region, name } of regionsOf(main)) {
      if (name === 'Elsewhere') continue;
      expect(region.querySelector('h2 + p')?.textContent, name!).toMatch(
        /^Sources last checked on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
      );
    }
  });

  it('names the Saudi regulator that publishes benefit limits, and says plainly what it could not confirm', async () => {
    const main = await page('/funding');
    const gulf = regionsOf(main).find((r) => r.name?.startsWith('In the United Arab Emirates'))!.region;
    const saudi = [...gulf.querySelectorAll('h3')].find((h) => h.textContent === 'Saudi Arabia')!.parentElement!;
    expect(textOf(saudi)).toContain('We could not yet confirm from it what it covers for a prosthetic hand.');
    expect(new URL(saudi.querySelector<HTMLAnchorElement>('cite a')!.href).host).toBe('www.chi.gov.sa');
    expect(textOf(gulf)).toContain('For the United Arab Emirates and Qatar, we have not yet found an official source');
    expect(textOf(gulf)).toContain('this page says nothing about what a payer there covers');
  });

  it('leads to the form with the insurance inquiry chosen', async () => {
    const main = await page('/funding');
    const ask = [...main.querySelectorAll('a')].find((a) => a.textContent === 'Ask an insurance question')!;
    expect(new URL(ask.href).pathname + new URL(ask.href).search).toBe('/contact?inquiry=insurance');
  });
});
