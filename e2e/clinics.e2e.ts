import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generatedClinics } from '../src/test/generated-clinics';
import { createPhxServer } from '../server/app';
import { openClinicDirectory } from '../server/clinics/directory';
import { storedIn } from '../test/server/test-server';
import { axe } from './support/audits';
import {
  baseURL,
  expectNoConsoleErrors,
  fillInquiry,
  page,
  viewports,
  visit,
  visitHtml,
  type Visit,
} from './support/browser';
import { waitFor } from '../src/test/wait';

const records = (subject: string) => storedIn(inject('dataDir')).filter((r) => r.subject === subject);
const clinicNames = (v: Visit) =>
  v.page.locator('phx-clinics li[data-clinic] h3, phx-router li[data-clinic] h2').allInnerTexts();
const entries = (v: Visit) => v.page.locator('li[data-clinic]');
const status = (v: Visit) =>
  v.page
    .getByRole('status')
    .filter({ hasText: /clinic|match/ })
    .innerText();
const search = (v: Visit) => v.page.getByLabel('City, country or clinic name');
const script = `<script type="module" src="${baseURL}/phx/phx.js"></script>`;
/** A partner's page with the finder alone (its headings start at h2, entries h3). */
const finder = (options: Parameters<typeof visitHtml>[1] = {}) =>
  visitHtml(page('<h1>Our partners</h1><phx-clinics></phx-clinics>', script), {
    wait: 'phx-clinics >> li[data-clinic]',
    ...options,
  });

/** The boxes of the map's markers and of the map itself, as the screen shows them. */
async function markerBoxes(map: ReturnType<Page['locator']>) {
  return map.evaluate((svg) => {
    const frame = svg.getBoundingClientRect();
    const markers = [...svg.querySelectorAll('.marker circle')].map((circle) => {
      const { left, top, right, bottom } = circle.getBoundingClientRect();
      return { left, top, right, bottom, count: Number(circle.parentElement!.getAttribute('data-count')) };
    });
    return { frame: { left: frame.left, top: frame.top, right: frame.right, bottom: frame.bottom }, markers };
  });
}
type Box = { left: number; top: number; right: number; bottom: number };
/** Pairs of markers whose discs overlap (centres closer than the sum of the radii), and markers the frame cuts. */
function problems({ frame, markers }: { frame: Box; markers: (Box & { count: number })[] }) {
  const disc = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2, r: (b.right - b.left) / 2 });
  const overlapping = markers.flatMap((a, i) =>
    markers.slice(i + 1).flatMap((b) => {
      const [p, q] = [disc(a), disc(b)];
      return Math.hypot(p.x - q.x, p.y - q.y) < p.r + q.r - 0.5 ? [[a, b]] : [];
    }),
  );
  const cut = markers.filter(
    (m) =>
      m.left < frame.left - 0.5 ||
      m.top < frame.top - 0.5 ||
      m.right > frame.right + 0.5 ||
      m.bottom > frame.bottom + 0.5,
  );
  return { overlapping, cut };
}

describe('<phx-clinics>: finding a clinic', () => {
  it('says the sample clinics are fictional, finds clinics by city, country or name, and the map follows', async () => {
    const v = await finder();
    await waitFor(async () => {
      expect(await status(v)).toBe('25 clinics.');
      return true;
    });
    expect(await v.page.getByRole('note').filter({ hasText: 'Sample data' }).innerText()).toMatch(
      /^Sample data: these clinics are fictional/,
    );
    const map = v.page.getByRole('img', { name: /^Map of 25 clinics in United States, Germany, Spain/ });
    const wholeView = await map.getAttribute('viewBox');
    await search(v).fill('münchen');
    await waitFor(async () => {
      expect(await clinicNames(v)).toEqual(['Isar Prothetik']);
      return true;
    });
    await search(v).fill('germany');
    await waitFor(async () => {
      expect(await status(v)).toBe('6 clinics.');
      return true;
    });
    const germany = v.page.getByRole('img', { name: 'Map of 6 clinics in Germany' });
    const [, , width] = (await germany.getAttribute('viewBox'))!.split(' ').map(Number);
    expect(width).toBeLessThan(Number(wholeView!.split(' ')[2]) / 5);
    await search(v).fill('atlantis');
    await waitFor(async () => {
      expect(await status(v)).toBe('No clinic matches. Try another city, or clear the filters.');
      return true;
    });
    await v.page.getByRole('button', { name: 'Clear filters' }).click();
    await waitFor(async () => {
      expect(await status(v)).toBe('25 clinics.');
      return true;
    });
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('filters by hand and by the language spoken', async () => {
    const v = await finder();
    await v.page.getByLabel('Hand', { exact: true }).selectOption({ label: 'SmartHand AI' });
    await v.page.getByLabel('Language spoken', { exact: true }).selectOption({ label: 'Arabic' });
    await waitFor(async () => {
      expect(await status(v)).toBe('7 clinics.');
      return true;
    });
    for (const text of await entries(v).allInnerTexts()) {
      expect(text).toContain('SmartHand AI');
      expect(text).toContain('Arabic');
    }
    await v.close();
  });

  it('opens a clinic’s details, and choosing a clinic’s marker on the map opens it in the list', async () => {
    const v = await finder();
    const isar = v.page.locator('li[data-clinic="isar-prothetik"]');
    await search(v).fill('isar');
    await isar.getByText('Address, contact and hours').click();
    await waitFor(async () => {
      expect(await isar.locator('address').innerText()).toContain('80331 München');
      return true;
    });
    await search(v).fill('berlin');
    const berlin = v.page.getByRole('img', { name: 'Map of 2 clinics in Germany' });
    await berlin.waitFor();
    // The two Berlin clinics, 13 km apart, are two markers once the map shows Berlin.
    await waitFor(async () => {
      expect(await berlin.locator('.marker').count()).toBe(2);
      return true;
    });
    await berlin.locator('.marker').nth(1).click();
    const havel = v.page.locator('li[data-clinic="havel-handzentrum"]');
    await waitFor(async () => {
      expect(await havel.locator('details').getAttribute('open')).toBe('');
      return true;
    });
    await waitFor(async () => {
      expect(await havel.locator('.chosen').count()).toBe(1);
      return true;
    });
    expectNoConsoleErrors(v);
    await v.close();
  });
});

describe('<phx-clinics>: the map', () => {
  for (const [name, viewport] of Object.entries({ phone: { width: 390, height: 844 }, desktop: viewports.desktop }))
    it(`shows no marker over another and none cut by its frame at every zoom of the sample (${name})`, async () => {
      const v = await finder({ viewport });
      const map = v.page.getByRole('img', { name: /^Map of/ });
      await v.page.locator('phx-clinics >> path.land').waitFor();
      const zoomIn = v.page.getByRole('button', { name: 'Zoom in' });
      // Every view the sample's searches fit, and each of them zoomed in step by step.
      for (const query of ['', 'germany', 'berlin', 'united arab emirates', 'spain', 'new york']) {
        await search(v).fill(query);
        await v.page.getByRole('button', { name: 'Show all' }).click();
        for (let step = 0; step < 5; step++) {
          expect(problems(await markerBoxes(map)), `"${query}", zoom step ${step}`).toEqual({
            overlapping: [],
            cut: [],
          });
          await zoomIn.click();
        }
      }
      expectNoConsoleErrors(v);
      await v.close();
    });

  it('zooms and moves by keyboard, with labelled controls, and its groups say how many clinics they hold', async () => {
    const v = await finder();
    const map = v.page.getByRole('img', { name: /^Map of 25 clinics/ });
    const viewBox = async () => (await map.getAttribute('viewBox'))!.split(' ').map(Number);
    const [x0, y0, w0] = await viewBox();
    // Each move is drawn a moment after its key (a transition): polled.
    await map.focus();
    await v.page.keyboard.press('+');
    await waitFor(async () => {
      expect((await viewBox())[2]).toBeCloseTo(w0 / 2, 1);
      return true;
    });
    const [x1] = await viewBox();
    await v.page.keyboard.press('ArrowRight');
    await waitFor(async () => {
      expect((await viewBox())[0]).toBeGreaterThan(x1);
      return true;
    });
    await v.page.keyboard.press('0');
    await waitFor(async () => {
      expect((await viewBox()).slice(0, 3)).toEqual([x0, y0, w0]);
      return true;
    });
    await v.page.getByRole('button', { name: 'Zoom out' }).click();
    await waitFor(async () => {
      expect((await viewBox())[2]).toBeGreaterThan(w0);
      return true;
    });
    expect(await map.getAttribute('aria-describedby')).toBeTruthy();
    const groups = await map.locator('.marker.group text').allTextContents();
    expect(groups.map(Number).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    await v.close();
  });

  it('takes its outlines only from our bundle, finer ones for a close view, and nothing from other hosts', async () => {
    const v = await visit('about:blank', { wait: false });
    const requested: string[] = [];
    v.page.on('request', (r) => requested.push(r.url()));
    await v.page.goto(`${baseURL}/clinics`);
    await v.page.locator('phx-router >> path.land').waitFor();
    expect(requested.filter((u) => u.includes('clinic-tile'))).toEqual([]);
    await v.page.getByLabel('City, country or clinic name').fill('berlin');
    await waitFor(() => {
      expect(requested.filter((u) => u.includes('clinic-tile-')).length).toBeGreaterThan(0);
      return true;
    });
    expect(requested.filter((u) => !u.startsWith(baseURL))).toEqual([]);
    expectNoConsoleErrors(v);
    await v.close();
  });
});

describe('<phx-clinics>: Near me', () => {
  it('sorts by distance once the visitor shares their position, and asks only on that click', async () => {
    const v = await finder({ permissions: [], geolocation: { latitude: 41.4, longitude: 2.17 } });
    await waitFor(async () => {
      expect(await status(v)).toBe('25 clinics.');
      return true;
    });
    await v.page.context().grantPermissions(['geolocation'], { origin: baseURL });
    await v.page.getByRole('button', { name: 'Near me' }).click();
    await waitFor(async () => {
      expect(await status(v)).toBe('25 clinics. Sorted by distance from you, nearest first.');
      return true;
    });
    const names = await clinicNames(v);
    expect(names.slice(0, 2)).toEqual(['Eixample Biònica', 'Turia Ortopedia Técnica']);
    expect(await entries(v).first().innerText()).toMatch(/\d km away/);
    expect(await v.page.getByRole('button', { name: 'Near me' }).getAttribute('aria-pressed')).toBe('true');
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('says the position was not shared when the visitor refuses, and keeps the list usable', async () => {
    const v = await finder({ permissions: [] });
    await v.page.getByRole('button', { name: 'Near me' }).click();
    await waitFor(async () => {
      expect(await status(v)).toContain('Your location was not shared');
      return true;
    });
    await search(v).fill('Dubai');
    await waitFor(async () => {
      expect(await clinicNames(v)).toEqual(['Creek Prosthetics Centre']);
      return true;
    });
    expectNoConsoleErrors(v);
    await v.close();
  });
});

describe('<phx-clinics>: asking at a clinic', () => {
  it('opens the contact form on the site with the consultation type and the clinic named, and stores its id', async () => {
    const v = await visit('/clinics');
    await search(v).fill('isar');
    await v.page.getByRole('link', { name: 'Request Consultation here: Isar Prothetik' }).click();
    await v.page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(new URL(v.page.url()).search).toBe('?inquiry=consultation&clinic=isar-prothetik');
    const subject = v.page.getByLabel('Subject', { exact: true });
    await waitFor(async () => {
      expect(await subject.inputValue()).toBe('Consultation at Isar Prothetik');
      return true;
    });
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

describe('the /clinics page for search engines and pages without script', () => {
  it('describes the clinics it shows as MedicalClinics, with postal code, region and place to five decimals', async () => {
    const html = await (await fetch(`${baseURL}/es/clinics`)).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const clinics = data.filter((d) => d['@type'] === 'MedicalClinic');
    expect(clinics).toHaveLength(10);
    const spree = clinics.find((c) => c.name === 'Spree Orthopädietechnik');
    expect(spree.address).toMatchObject({ postalCode: '10117', addressRegion: 'Berlin', addressCountry: 'DE' });
    expect(spree.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 52.51702, longitude: 13.38904 });
    expect(spree.openingHoursSpecification).toHaveLength(2);
    // What the page shows of it: its postal code and region.
    expect(html).toContain('10117 Berlin');
    expect(html).toContain('<title>Buscar una clínica | Phoenix Bionics</title>');
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    for (const path of ['/clinics', '/de/clinics', '/es/clinics', '/ar/clinics'])
      expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  });

  it('reads without JavaScript: a first page of clinics, the next pages, a search the server answers, the map', async () => {
    const v = await visit('about:blank', { javaScriptEnabled: false, wait: false });
    const landFile = v.page.waitForResponse(`${baseURL}/phx/artwork/clinic-land.svg`);
    await v.page.goto(`${baseURL}/clinics`);
    await v.page.getByRole('heading', { level: 1, name: 'Find a clinic' }).waitFor();
    expect(await entries(v).count()).toBe(10);
    expect(await v.page.getByRole('note').filter({ hasText: 'Sample data' }).innerText()).toMatch(/^Sample data/);
    const map = v.page.getByRole('img', { name: /^Map of 25 clinics/ });
    expect(await map.locator('.marker').count()).toBeGreaterThan(3);
    // Its land is drawn from the bundle's file, under the site's own policy: without it the map looks otherwise.
    expect((await landFile).status()).toBe(200);
    const withLand = await map.screenshot();
    await v.page.locator('rect.land-file').evaluate((land) => land.remove());
    expect((await map.screenshot()).equals(withLand)).toBe(false);
    // A clinic's details open without script.
    await v.page.locator('li[data-clinic="hudson-limb-center"] summary').click();
    expect(await v.page.locator('li[data-clinic="hudson-limb-center"] address').innerText()).toContain('Suite 9');
    await v.page.getByRole('link', { name: 'More clinics' }).click();
    await v.page.waitForURL(/\/clinics\?page=2$/);
    expect(await entries(v).first().getAttribute('data-clinic')).toBe('havel-handzentrum');
    await v.page.getByLabel('City, country or clinic name').fill('munchen');
    await v.page.getByRole('button', { name: 'Search', exact: true }).click();
    await v.page.waitForURL(/\/clinics\?q=munchen/);
    expect(await clinicNames(v)).toEqual(['Isar Prothetik']);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('fetches nothing of the clinics for a visitor who only reads the page (the compact index on first use)', async () => {
    const requested: string[] = [];
    const v = await visit('about:blank', { wait: false });
    v.page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await v.page.goto(`${baseURL}/clinics`);
    await v.page.locator('phx-router >> path.land').waitFor();
    expect(requested.filter((path) => path.includes('/phx/clinics/'))).toEqual([]);
    await search(v).fill('madrid');
    await waitFor(async () => {
      expect(await status(v)).toBe('2 clinics.');
      return true;
    });
    // The index of the version the page was rendered with, once (its first rows' details came with the page).
    expect(requested.filter((path) => path.includes('/index.json'))).toEqual([
      expect.stringMatching(/^\/phx\/clinics\/[0-9a-f]{12}\/index\.json$/),
    ]);
    expectNoConsoleErrors(v);
    await v.close();
  });
});

describe('the contact page', () => {
  it('shows the partner clinics on its map, and Find a clinic leads to the finder', async () => {
    const v = await visit('/contact');
    const map = v.page.getByRole('img', { name: /^Map of 25 clinics in United States, Germany, Spain/ });
    await map.scrollIntoViewIfNeeded();
    await v.page.locator('path.land').waitFor();
    const shown = await map
      .locator('.marker')
      .evaluateAll((markers) => markers.reduce((sum, m) => sum + Number(m.getAttribute('data-count')), 0));
    expect(shown).toBeGreaterThan(20);
    await v.page.getByRole('link', { name: 'Find a clinic' }).click();
    await v.page.getByRole('heading', { level: 1, name: 'Find a clinic' }).waitFor();
    expect(new URL(v.page.url()).pathname).toBe('/clinics');
    expectNoConsoleErrors(v);
    await v.close();
  });
});

describe('<phx-clinics>: for everyone', () => {
  it('leads a switch user past the filters and the map to the first clinic: its skip link, then one Tab', async () => {
    const v = await finder();
    await v.page.keyboard.press('Tab');
    await v.page.keyboard.press('Enter');
    await v.page.keyboard.press('Tab');
    const first = await v.page.evaluate(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return `${el?.localName}:${el?.textContent} in ${el?.closest('li')?.querySelector('h3, h2')?.textContent}`;
    });
    expect(first).toBe(`summary:Address, contact and hours in ${(await clinicNames(v))[0]}`);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('is used with the keyboard alone: search, filters, Near me, the map’s controls, then a clinic’s request', async () => {
    const v = await finder({ permissions: ['geolocation'], geolocation: { latitude: 52.5, longitude: 13.4 } });
    const focused = () =>
      v.page.evaluate(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return `${el?.localName}:${el?.getAttribute('name') ?? el?.textContent?.trim()}`;
      });
    // First the way past the filters and the map, for a switch user: passed by here.
    await v.page.keyboard.press('Tab');
    expect(await focused()).toBe('button:Skip to the list of clinics');
    await v.page.keyboard.press('Tab');
    expect(await focused()).toBe('input:q');
    await v.page.keyboard.type('Berlin');
    await v.page.keyboard.press('Tab');
    expect(await focused()).toBe('select:hand');
    await v.page.keyboard.press('Tab');
    expect(await focused()).toBe('select:language');
    await v.page.keyboard.press('Tab');
    expect(await focused()).toBe('button:Near me');
    await v.page.keyboard.press('Enter');
    await waitFor(async () => {
      expect(await status(v)).toContain('Sorted by distance');
      return true;
    });
    expect(await clinicNames(v)).toEqual(['Spree Orthopädietechnik', 'Havel Handzentrum']);
    for (const expected of ['button:Clear filters', 'button:+ Zoom in', 'button:− Zoom out', 'button:Show all'])
      await v.page.keyboard.press('Tab').then(async () => expect(await focused()).toBe(expected));
    await v.page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^svg:/);
    await v.page.keyboard.press('Tab');
    expect(await focused()).toBe('summary:Address, contact and hours');
    await v.page.keyboard.press('Enter');
    for (const expected of [
      'a:+49 30 23125 101',
      'a:spree-orthopaedie.example.com',
      'a:termine@spree-orthopaedie.example.com',
    ])
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
});

describe('<phx-clinics> with ten thousand clinics', () => {
  let url = '';
  let close = () => {};
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'phx-clinics-10k-'));
    const file = join(dir, 'clinics.csv');
    writeFileSync(file, generatedClinics(10_000));
    const clinics = openClinicDirectory({ file, log: () => {}, watch: false });
    const server = createPhxServer({
      root: fileURLToPath(new URL('..', import.meta.url)),
      dataDir: join(dir, 'data'),
      log: () => {},
      clinics,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => {
      server.closeAllConnections();
      server.close();
      clinics.close();
    };
  });
  afterAll(() => close());

  it('draws only the rows on screen, scrolls through all of them, and its page stays small', async () => {
    const v = await visit('about:blank', { wait: false, viewport: { width: 390, height: 844 } });
    await v.page.goto(`${url}/clinics`);
    await v.page.locator('phx-router >> li[data-clinic]').first().waitFor();
    await search(v).fill('');
    await waitFor(async () => {
      expect(await status(v)).toBe('10,000 clinics.');
      return true;
    });
    const drawn = () => entries(v).count();
    expect(await drawn()).toBeLessThan(25);
    // To the end of the list: the last clinic is drawn, and still only a screen of rows.
    const list = v.page.locator('phx-router >> [data-rendered]');
    for (let i = 0; i < 40 && !(await v.page.locator('li[data-clinic="clinic-10000"]').count()); i++)
      await list.evaluate((box) => box.scrollBy(0, box.scrollHeight));
    await v.page.locator('li[data-clinic="clinic-10000"]').waitFor();
    expect(await drawn()).toBeLessThan(25);
    await search(v).fill('tokyo');
    await waitFor(async () => {
      expect(await status(v)).toMatch(/^\d{3} clinics\.$/);
      return true;
    });
    expect(await drawn()).toBeLessThan(25);
    const html = await (await fetch(`${url}/clinics`)).text();
    expect(html.match(/<li[^>]* data-clinic=/g)).toHaveLength(10);
    expectNoConsoleErrors(v);
    await v.close();
  });
});
