import { describe, expect, inject, it } from 'vitest';
import { storedIn } from '../server/testing/test-server';
import { axe } from './support/audits';
import { baseURL, expectNoConsoleErrors, fillInquiry, page, visit, visitHtml, type Visit } from './support/browser';

const records = (subject: string) => storedIn(inject('dataDir')).filter((r) => r.subject === subject);
const clinicNames = (v: Visit) =>
  v.page.locator('phx-clinics li[data-clinic] h3, phx-router li[data-clinic] h2').allInnerTexts();
const entries = (v: Visit) => v.page.locator('li[data-clinic]');
const status = (v: Visit) =>
  v.page
    .getByRole('status')
    .filter({ hasText: /clinic|match/ })
    .innerText();
const script = `<script type="module" src="${baseURL}/phx/phx.js"></script>`;
/** A partner's page with the finder alone (its headings start at h2, entries h3). */
const finder = (options: Parameters<typeof visitHtml>[1] = {}) =>
  visitHtml(page('<h1>Our partners</h1><phx-clinics></phx-clinics>', script), {
    wait: 'phx-clinics >> li[data-clinic]',
    ...options,
  });

describe('<phx-clinics>: finding a clinic', () => {
  it('finds clinics by city, country or name, and the map follows the list', async () => {
    const v = await finder();
    expect(await entries(v).count()).toBe(25);
    const map = v.page.getByRole('img', { name: /^Map of 25 clinics in United States, Germany, Spain/ });
    const wholeView = await map.getAttribute('viewBox');
    await v.page.getByLabel('City, country or clinic name').fill('münchen');
    await expect.poll(() => clinicNames(v)).toEqual(['Isar Prothetik']);
    await v.page.getByLabel('City, country or clinic name').fill('germany');
    await expect.poll(() => entries(v).count()).toBe(6);
    const germany = v.page.getByRole('img', { name: 'Map of 6 clinics in Germany' });
    expect(await germany.locator('circle').count()).toBe(6);
    const [, , width] = (await germany.getAttribute('viewBox'))!.split(' ').map(Number);
    expect(width).toBeLessThan(Number(wholeView!.split(' ')[2]) / 5);
    await v.page.getByLabel('City, country or clinic name').fill('atlantis');
    await expect.poll(() => status(v)).toBe('No clinic matches. Try another city, or clear the filters.');
    await v.page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => entries(v).count()).toBe(25);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('filters by hand and by the language spoken', async () => {
    const v = await finder();
    await v.page.getByLabel('Hand', { exact: true }).selectOption({ label: 'SmartHand AI' });
    await v.page.getByLabel('Language spoken', { exact: true }).selectOption({ label: 'Arabic' });
    await expect
      .poll(() => clinicNames(v))
      .toEqual([
        'Bayou City Bionics',
        'Havel Handzentrum',
        'Giralda Prótesis y Órtesis',
        'Creek Prosthetics Centre',
        'Najd Rehabilitation & Prosthetics',
        'Red Sea Orthotics',
        'Pearl Bionics Clinic',
      ]);
    for (const text of await entries(v).allInnerTexts()) {
      expect(text).toContain('SmartHand AI');
      expect(text).toContain('Arabic');
    }
    await v.close();
  });
});

describe('<phx-clinics>: Near me', () => {
  it('sorts by distance once the visitor shares their position, and asks only on that click', async () => {
    const v = await finder({ permissions: [], geolocation: { latitude: 41.4, longitude: 2.17 } });
    // Asked on the click only: without the permission, an early request would already have been refused.
    expect(await status(v)).toBe('25 clinics.');
    await v.page.context().grantPermissions(['geolocation'], { origin: baseURL });
    await v.page.getByRole('button', { name: 'Near me' }).click();
    await expect.poll(() => status(v)).toBe('25 clinics. Sorted by distance from you, nearest first.');
    const names = await clinicNames(v);
    expect(names.slice(0, 2)).toEqual(['Eixample Biònica', 'Turia Ortopedia Técnica']);
    expect(await entries(v).first().innerText()).toMatch(/\d km away/);
    expect(await v.page.getByRole('button', { name: 'Near me' }).getAttribute('aria-pressed')).toBe('true');
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('says the position was not shared when the visitor refuses, and keeps the list usable', async () => {
    const v = await finder({ permissions: [] });
    const before = await clinicNames(v);
    await v.page.getByRole('button', { name: 'Near me' }).click();
    await expect.poll(() => status(v)).toContain('Your location was not shared');
    expect(await clinicNames(v)).toEqual(before);
    await v.page.getByLabel('City, country or clinic name').fill('Dubai');
    await expect.poll(() => clinicNames(v)).toEqual(['Creek Prosthetics Centre']);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('says the position could not be found when the browser fails to find it', async () => {
    const v = await visit('about:blank', { wait: false, permissions: ['geolocation'] });
    await v.page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_ok, fail) =>
        setTimeout(() =>
          fail?.({
            code: 2,
            message: 'Position unavailable',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError),
        );
    });
    await v.page.goto(`${baseURL}/clinics`);
    await v.page.locator('li[data-clinic]').first().waitFor();
    await v.page.getByRole('button', { name: 'Near me' }).click();
    await expect.poll(() => status(v)).toContain('Your location could not be found');
    expect(await entries(v).count()).toBe(25);
    await v.close();
  });
});

describe('<phx-clinics>: asking at a clinic', () => {
  it('opens the contact form on the site with the consultation type and the clinic named, and stores its id', async () => {
    const v = await visit('/clinics');
    await v.page.getByRole('link', { name: 'Request Consultation here: Isar Prothetik' }).click();
    await v.page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(new URL(v.page.url()).search).toBe('?inquiry=consultation&clinic=isar-prothetik');
    const subject = v.page.getByLabel('Subject', { exact: true });
    expect(await subject.inputValue()).toBe('Consultation at Isar Prothetik');
    expect(await v.page.getByLabel('Inquiry Type').inputValue()).toBe('consultation');
    const unique = `Consultation at Isar Prothetik ${Date.now()}`;
    await fillInquiry(v.page, unique);
    await v.page.getByRole('button', { name: 'Send Message' }).click();
    await v.page.locator('[part=toast][data-variant=success]').waitFor();
    await expect
      .poll(() => records(unique).map((r) => [r.inquiry, r.clinic]))
      .toEqual([['consultation', 'isar-prothetik']]);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it("shows a partner's own entry alone, and its request reaches the company's endpoint with the clinic's id", async () => {
    const v = await visitHtml(
      page(
        `<h1>Najd Rehabilitation</h1><phx-clinics clinic="najd-rehabilitation" endpoint="${baseURL}/api/inquiries"></phx-clinics>`,
        script,
      ),
      { wait: 'phx-clinics >> form' },
    );
    expect(await entries(v).count()).toBe(1);
    expect(await v.page.getByRole('img', { name: 'Map of 1 clinic in Saudi Arabia' }).count()).toBe(1);
    const unique = `Najd fitting ${Date.now()}`;
    await fillInquiry(v.page, unique);
    await v.page.getByRole('button', { name: 'Send Message' }).click();
    await v.page.locator('[part=toast][data-variant=success]').waitFor();
    await expect
      .poll(() => records(unique).map((r) => [r.inquiry, r.clinic]))
      .toEqual([['consultation', 'najd-rehabilitation']]);
    expectNoConsoleErrors(v);
    await v.close();
  });
});

describe('the /clinics page for search engines', () => {
  it('describes each clinic as a MedicalClinic, and the sitemap lists the page in every language', async () => {
    const html = await (await fetch(`${baseURL}/es/clinics`)).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const clinics = data.filter((d) => d['@type'] === 'MedicalClinic');
    expect(clinics).toHaveLength(25);
    expect(clinics.find((c) => c.name === 'Eixample Biònica').address.addressCountry).toBe('ES');
    expect(html).toContain('<title>Buscar una clínica | Phoenix Bionics</title>');
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    for (const path of ['/clinics', '/de/clinics', '/es/clinics', '/ar/clinics'])
      expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  });
});

describe('the contact page', () => {
  it('shows every partner clinic on its map, and Find a clinic leads to the finder', async () => {
    const v = await visit('/contact');
    const map = v.page.getByRole('img', { name: /^Map of 25 clinics in United States, Germany, Spain/ });
    await map.scrollIntoViewIfNeeded();
    await v.page.locator('path.land').waitFor();
    expect(await map.locator('circle').count()).toBe(25);
    await v.page.getByRole('link', { name: 'Find a clinic' }).click();
    await v.page.getByRole('heading', { level: 1, name: 'Find a clinic' }).waitFor();
    expect(new URL(v.page.url()).pathname).toBe('/clinics');
    expectNoConsoleErrors(v);
    await v.close();
  });
});

describe('<phx-clinics>: for everyone', () => {
  it('is used with the keyboard alone: search, filters, Near me, then a clinic’s request', async () => {
    const v = await finder({ permissions: ['geolocation'], geolocation: { latitude: 52.5, longitude: 13.4 } });
    const focused = () =>
      v.page.evaluate(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return `${el?.localName}:${el?.getAttribute('name') ?? el?.textContent}`;
      });
    await v.page.keyboard.press('Tab');
    expect(await focused()).toBe('input:q');
    await v.page.keyboard.type('Berlin');
    await v.page.keyboard.press('Tab');
    expect(await focused()).toBe('select:hand');
    await v.page.keyboard.press('Tab');
    expect(await focused()).toBe('select:language');
    // The first language of the list: English.
    await v.page.keyboard.press('ArrowDown');
    await v.page.keyboard.press('Tab');
    expect(await focused()).toBe('button:Near me');
    await v.page.keyboard.press('Enter');
    await expect.poll(() => status(v)).toContain('Sorted by distance');
    expect(await clinicNames(v)).toEqual(['Spree Orthopädietechnik']);
    // Clear filters, then the first clinic's phone, website and request: the map takes no stop of its own.
    for (const expected of ['button:Clear filters', 'a:+49 30 23125 101', 'a:spree-orthopaedie.example.com'])
      await v.page.keyboard.press('Tab').then(async () => expect(await focused()).toBe(expected));
    await v.page.keyboard.press('Tab');
    expect(await focused()).toBe('a:Request Consultation here');
    await v.page.keyboard.press('Enter');
    await v.page.waitForURL(/\/contact\?inquiry=consultation&clinic=spree-orthopaedie$/);
    await v.close();
  });

  for (const [lang, heading] of [
    ['', 'Find a clinic'],
    ['/de', 'Versorger finden'],
    ['/es', 'Buscar una clínica'],
    ['/ar', 'ابحث عن عيادة'],
  ] as const) {
    it(`has no axe violations on ${lang || '/en'}/clinics${lang === '/ar' ? ', right to left' : ''}`, async () => {
      const v = await visit(`${lang}/clinics`, { bypassCSP: true });
      await v.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await v.page.locator('path.land').waitFor();
      if (lang === '/ar') expect(await v.page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await axe(v.page)).toEqual([]);
      expectNoConsoleErrors(v);
      await v.close();
    });
  }

  it('reads without JavaScript: every clinic, and the map with its land', async () => {
    const v = await visit('about:blank', { javaScriptEnabled: false, wait: false });
    const landFile = v.page.waitForResponse(`${baseURL}/phx/artwork/clinic-land.svg`);
    await v.page.goto(`${baseURL}/clinics`);
    await v.page.getByRole('heading', { level: 1, name: 'Find a clinic' }).waitFor();
    expect(await entries(v).count()).toBe(25);
    const map = v.page.getByRole('img', { name: /^Map of 25 clinics/ });
    expect(await map.count()).toBe(1);
    expect(await v.page.locator('circle.marker').count()).toBe(25);
    // Its land is drawn from the bundle's file, under the site's own policy: without it the map looks otherwise.
    expect((await landFile).status()).toBe(200);
    const withLand = await map.screenshot();
    await v.page.locator('rect.land-file').evaluate((land) => land.remove());
    expect((await map.screenshot()).equals(withLand)).toBe(false);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('leaves the land file to pages without script: a browser running script fetches the outlines as code', async () => {
    const requested: string[] = [];
    const v = await visit('about:blank', { wait: false });
    v.page.on('request', (r) => requested.push(r.url()));
    await v.page.goto(`${baseURL}/clinics`);
    await v.page.locator('phx-router >> path.land').waitFor();
    expect(requested.filter((u) => u.includes('clinic-land'))).toEqual([
      expect.stringMatching(/\/phx\/chunks\/clinic-land-[\w-]+\.js$/),
    ]);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('fetches the map outlines only once the map is on screen, and nothing from other hosts', async () => {
    const v = await visit('about:blank', { wait: false });
    const requested: string[] = [];
    v.page.on('request', (r) => requested.push(r.url()));
    await v.page.route(`${baseURL}/__host/far.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: page('<h1>Partner</h1><div style="height:4000px"></div><phx-clinics></phx-clinics>', script),
      }),
    );
    await v.page.goto(`${baseURL}/__host/far.html`);
    await v.page.locator('phx-clinics >> li[data-clinic]').first().waitFor({ state: 'attached' });
    expect(requested.filter((u) => u.includes('clinic-land'))).toEqual([]);
    await v.page.locator('phx-clinics >> svg').scrollIntoViewIfNeeded();
    await v.page.locator('phx-clinics >> path.land').waitFor();
    expect(requested.filter((u) => u.includes('clinic-land'))).toHaveLength(1);
    expect(requested.filter((u) => !u.startsWith(baseURL))).toEqual([]);
    await v.close();
  });
});
