import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { privacyNotice } from '../../content/privacy-notice';
import { articles as de } from '../../content/i18n/de/articles';
import { articles as es } from '../../content/i18n/es/articles';
import { serveClinics } from '../../test/sample-clinics';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

// The privacy notice lists the clinics' countries: every page here has the sample clinics to fetch.
const realFetch = globalThis.fetch;
beforeEach(() => serveClinics());
afterEach(() => {
  globalThis.fetch = realFetch;
  history.replaceState(null, '', '/');
});

const main = async (path: string) => {
  history.replaceState(null, '', path);
  const { root } = await renderElement('phx-router');
  await waitFor(() => root.querySelector('main h1'));
  return root.querySelector('main')!;
};

/** The lines of the first postal address inside `element`. */
const addressIn = (element: Element) =>
  [...element.querySelector('address')!.querySelectorAll('bdi')].map((b) => b.textContent);

/** The text of the notice's section whose heading reads `title`. */
const section = (page: Element, title: string) => {
  const heading = [...page.querySelectorAll('h2, h3')].find((h) => h.textContent === title);
  if (!heading) throw new Error(`no section ${title}`);
  return textOf(heading.closest('section')!);
};

describe('the legal notice', { timeout: 20_000 }, () => {
  it('names the provider, its address, representative, contact and registration', async () => {
    const text = textOf(await main('/de/legal'));
    for (const line of [
      'Impressum',
      'Phoenix Bionics, Inc.',
      '1200 Example Avenue, Suite 400',
      'Vertreten durch',
      'Alex Example',
      '+1 (555) 010-4200',
      'hello@example.com',
      'State of Example Corporate Registry, No. 0000000',
    ])
      expect(text).toContain(line);
  });

  it('labels the VAT ID and the person responsible for the content as German law words them, with their address', async () => {
    const page = await main('/de/legal');
    expect(de.legal.labels.vatId).toBe('USt-IdNr.');
    const responsible = [...page.querySelectorAll('dt')].find(
      (dt) => dt.textContent === 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
    )!;
    expect(addressIn(responsible.nextElementSibling!)).toEqual([
      'Alex Example',
      '1200 Example Avenue, Suite 400',
      'Springfield, ST 00000',
      'Vereinigte Staaten',
    ]);
  });

  it('labels the tax ID “NIF” in Spanish', () => {
    expect(es.legal.labels.vatId).toBe('NIF');
  });

  it('shows no VAT ID row for a company file without one (the sample, a US company)', async () => {
    const labels = [...(await main('/de/legal')).querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).not.toContain('USt-IdNr.');
    expect(labels).not.toContain('Steuernummer');
  });

  it('says whether the company takes part in consumer dispute resolution (§ 36 VSBG), from the company file', async () => {
    const page = await main('/de/legal');
    const label = [...page.querySelectorAll('dt')].find((dt) => dt.textContent === 'Verbraucherstreitbeilegung')!;
    expect(label.nextElementSibling!.textContent).toBe(
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
    );
  });

  it('says, first, that its details are samples while the sample details are in use', async () => {
    const page = await main('/legal');
    expect(textOf(page)).toContain('Sample details: the company on this page is an example, not a real company.');
  });
});

describe('the privacy notice', { timeout: 20_000 }, () => {
  it('names the controller with its address, and whom to write to about your details', async () => {
    const page = await main('/privacy');
    const text = section(page, 'Who is responsible');
    expect(text).toContain('Phoenix Bionics, Inc. is responsible for your details.');
    expect(addressIn(page.querySelector('section')!)).toEqual([
      'Phoenix Bionics, Inc.',
      '1200 Example Avenue, Suite 400',
      'Springfield, ST 00000',
      'United States',
    ]);
    expect(page.querySelector('a[href="mailto:privacy@example.com"]')).not.toBeNull();
    expect(text).toContain('Our representative in the EU:Example Representative GmbH');
  });

  it('gives each purpose its legal basis: a request answered, health details with explicit consent', async () => {
    const text = section(await main('/privacy'), 'Why we use it, and the law that allows it');
    expect(text).toMatch(/answer your request .*\(Art\. 6\(1\)\(b\) GDPR\)/);
    expect(text).toMatch(/health details .* only with your explicit consent.*\(Art\. 9\(2\)\(a\) GDPR\)/);
    expect(text).toMatch(
      /sends your request to a partner clinic .*with any health details in it.*\(Art\. 6\(1\)\(a\) and Art\. 9\(2\)\(a\) GDPR\).*without an EU adequacy decision.*\(Art\. 49\(1\)\(a\) GDPR\)/,
    );
  });

  it('names every recipient, a clinic only when the visitor chooses it, and the transfer outside the EU', async () => {
    const page = await main('/privacy');
    const recipients = section(page, 'Who gets your details');
    for (const recipient of ['hosts our website', 'delivers our email']) expect(recipients).toContain(recipient);
    // The sample's company file names no customer system: the notice names none.
    expect(recipients).not.toContain('customer system');
    expect(recipients).toContain('A clinic gets your request only if you choose it');
    expect(section(page, 'Outside the EU')).toContain(
      'stored or read in these countries: United States. This is outside the European Union (EU)',
    );
  });

  it('lists the countries of the partner clinics from the clinics file, with where the EU’s adequacy list comes from', async () => {
    const page = await main('/privacy');
    await waitFor(() => section(page, 'Outside the EU').includes('Our partner clinics are in these countries'));
    const text = section(page, 'Outside the EU');
    expect(text).toContain(
      'Our partner clinics are in these countries: United Arab Emirates, Germany, Spain, Qatar, Saudi Arabia, and United States.',
    );
    const source = page.querySelector<HTMLAnchorElement>('cite a')!;
    expect(source.textContent).toBe('European Commission: Adequacy decisions');
    expect(text).toContain('Checked on November 29, 2026.');
  });

  it('says what happens to the IP address, and that the location for “Near me” stays in the browser', async () => {
    const page = await main('/privacy');
    expect(section(page, 'Your IP address')).toContain('It does not save the address with your request');
    expect(section(page, 'In your browser')).toContain('Your location stays in your browser.');
  });

  it('states the days an inquiry is kept, each right and how fast we answer, and its version', async () => {
    const page = await main('/privacy');
    expect(section(page, 'How long we keep it')).toContain(
      'Our server deletes your request 365 days after it arrives.',
    );
    expect(section(page, 'How long we keep it')).toContain(
      'Our team deletes the copy in its email at the latest 90 days after it arrives.',
    );
    const rights = section(page, 'Your rights');
    expect(rights).toContain('withdraw your consent (Art. 7(3) GDPR)');
    expect(rights).toContain('We answer within one month.');
    expect(textOf(page)).toContain(`Version of ${privacyNotice.version}`);
  });

  it('is called “Política de privacidad” in Spanish', async () => {
    expect((await main('/es/privacy')).querySelector('h1')!.textContent).toBe('Política de privacidad');
  });

  it('says that its company details are samples while the sample details are in use', async () => {
    expect(textOf(await main('/privacy'))).toContain('Sample details: the company on this page is an example');
  });
});
