/**
 * The team inbox in a real browser: a request sent through /contact (its e-mail reaching a real SMTP server), a team
 * member signed in through a real OpenID provider's login form, the request found by a search, moved to answered,
 * and its time to first answer on screen. The inbox's screens pass axe and have 44 px targets, on a phone, in English
 * and in Arabic (right to left).
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhxServer } from '../server/app.ts';
import { startProvider, teamConfigFor, type TestProvider } from '../test/server/oidc.ts';
import { startSmtp, type TestSmtp } from '../test/server/smtp.ts';
import { axe } from './support/audits';
import { expectNoConsoleErrors, fillInquiry, viewports, visit, type Visit } from './support/browser';

const root = fileURLToPath(new URL('..', import.meta.url));

let smtp: TestSmtp;
let provider: TestProvider;
let server: ReturnType<typeof createPhxServer>;
let url: string;

beforeAll(async () => {
  smtp = await startSmtp();
  provider = await startProvider();
  server = createPhxServer({
    root,
    dataDir: mkdtempSync(join(tmpdir(), 'phx-e2e-team-')),
    rateLimitPerMinute: 1000,
    log: () => {},
    delivery: { mail: { smtpUrl: smtp.url, to: ['team@phx.example'], from: 'site@phx.example' }, retentionDays: 365 },
    deliveryTuning: { pollMs: 50 },
    team: teamConfigFor(provider.issuer),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await provider.allow(url);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await provider.stop();
  await smtp.stop();
});

/** The provider's development login page asks Google for a font: answered here, as the test has no network. */
async function noFonts(page: Page) {
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
}

/** Signs `login` in from the inbox's sign-in page, through the provider's login form. */
async function signIn(v: Visit, login: string) {
  await noFonts(v.page);
  await v.page.goto(`${url}/team`);
  expect(new URL(v.page.url()).pathname).toBe('/team/sign-in');
  await v.page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await v.page.locator('input[name=login]').fill(login);
  await v.page.locator('input[name=password]').fill('any');
  await v.page.getByRole('button', { name: 'Sign-in' }).click();
  await v.page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
}

/** Every visible link and control smaller than 44×44 px, as 'TAG "text" w×h'. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a, button, input, select, textarea')]
      .filter((el) => (el as HTMLElement).offsetParent !== null && (el as HTMLInputElement).type !== 'hidden')
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ el, box }) =>
          `${el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );

describe('the team inbox', () => {
  it('finds a request sent through /contact, moves it to answered and shows the time to first answer', async () => {
    const patient = await visit(`${url}/contact`);
    await fillInquiry(patient.page, 'Inbox in a browser');
    await patient.page.getByRole('button', { name: 'Send Message' }).click();
    await patient.page.locator('[part=toast][data-variant=success]').waitFor();
    expectNoConsoleErrors(patient);
    await patient.close();
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toContain('Ada Example');

    const team = await visit(`${url}/team/sign-in`, { wait: 'main' });
    await signIn(team, 'tom');
    await team.page.getByLabel('Search', { exact: true }).fill('Inbox in a browser');
    await team.page.getByRole('button', { name: 'Apply filters' }).click();
    const rows = team.page.getByRole('row').filter({ has: team.page.getByRole('link', { name: 'Ada Example' }) });
    expect(await rows.count()).toBe(1);
    expect(await rows.first().getByRole('cell').nth(4).innerText()).toBe('New');
    await rows.first().getByRole('link', { name: 'Ada Example' }).click();
    await team.page.getByRole('heading', { level: 1, name: 'Request from Ada Example' }).waitFor();
    expect(await team.page.locator('#first-answer').innerText()).toMatch(/^Waiting for \d+ min$/);
    await team.page.getByLabel('Status', { exact: true }).selectOption({ label: 'Answered' });
    await team.page.getByRole('button', { name: 'Save status' }).click();
    await team.page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await team.page.locator('#current-status').innerText()).toMatch(/^Answered \(tom@phx\.test, /);
    expect(await team.page.locator('#first-answer').innerText()).toMatch(/^\d+ min$/);
    await team.page.getByRole('link', { name: 'Back to the inbox' }).click();
    const row = team.page.getByRole('row').filter({ has: team.page.getByRole('link', { name: 'Ada Example' }) });
    expect(await row.first().getByRole('cell').last().innerText()).toMatch(/^\d+ min$/);
    expectNoConsoleErrors(team);
    await team.close();
  });

  it('passes axe and has 44 px targets on a phone, in English and in Arabic, on every screen of the inbox', async () => {
    const team = await visit(`${url}/team/sign-in`, { viewport: viewports.mobile, bypassCSP: true });
    expect(await axe(team.page)).toEqual([]);
    expect(await smallTargets(team.page)).toEqual([]);
    await signIn(team, 'ada');
    const request = await team.page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href');
    for (const lang of ['en', 'ar']) {
      for (const path of ['/team', request as string, '/team/roles', '/team/audit']) {
        await team.page.goto(`${url}${path}?lang=${lang}`);
        expect(await team.page.locator('html').getAttribute('dir'), path).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(await team.page.locator('h1').count(), path).toBe(1);
        expect(await axe(team.page), `${path} in ${lang}`).toEqual([]);
        expect(await smallTargets(team.page), `${path} in ${lang}`).toEqual([]);
        // The page fits the phone: nothing but the tables' own scrolling regions is wider than the screen.
        expect(await team.page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      }
    }
    // Focus is visible: the first tab stop is the skip link, with an outline.
    await team.page.keyboard.press('Tab');
    const outline = await team.page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).toBe('solid');
    expectNoConsoleErrors(team);
    await team.close();
  });
});
