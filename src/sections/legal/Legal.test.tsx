import { afterEach, describe, expect, it } from 'vitest';
import { privacyNotice } from '../../content/privacy-notice';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

afterEach(() => history.replaceState(null, '', '/'));

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
  it('names the provider, its address, representative, contact, registration and tax ID', async () => {
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
      'US-00-0000000',
    ])
      expect(text).toContain(line);
  });

  it('labels the VAT ID and the person responsible for the content as German law words them, with their address', async () => {
    const page = await main('/de/legal');
    const labels = [...page.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toContain('USt-IdNr.');
    expect(labels).not.toContain('Steuernummer');
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

  it('labels the tax ID “NIF” in Spanish', async () => {
    const labels = [...(await main('/es/legal')).querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toContain('NIF');
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
    expect(text).not.toContain('Art. 6(1)(a)');
  });

  it('names every recipient, a clinic only when the visitor chooses it, and the transfer outside the EU', async () => {
    const page = await main('/privacy');
    const recipients = section(page, 'Who gets your details');
    for (const recipient of ['hosts our website', 'delivers our email', 'customer system or chat tool'])
      expect(recipients).toContain(recipient);
    expect(recipients).toContain('A clinic gets your request only if you choose it');
    expect(section(page, 'Outside the EU')).toContain(
      'stored or read in these countries: United States. This is outside the European Union (EU)',
    );
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
