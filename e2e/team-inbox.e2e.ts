/**
 * The team inbox in a real browser: a request sent through /contact (its e-mail reaching a real SMTP server), a team
 * member signed in through a real OpenID provider's login form, the request found by a search, moved to answered,
 * and its time to first answer on screen. The inbox's screens held to the site's accessibility rules, in every
 * language and width, and heard with a screen reader: e2e/new-screens.e2e.ts.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhxServer } from '../server/app.ts';
import { startProvider, teamConfigFor, type TestProvider } from '../test/server/oidc.ts';
import { startSmtp, type TestSmtp } from '../test/server/smtp.ts';
import { expectNoConsoleErrors, fillInquiry, visit } from './support/browser';
import { signIn } from './support/team';

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
    await signIn(team, url, 'tom');
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
    await team.page.getByRole('status').filter({ hasText: 'Status saved: Answered.' }).waitFor();
    expect(await team.page.locator('#current-status').innerText()).toMatch(/^Answered \(tom@phx\.test, /);
    expect(await team.page.locator('#first-answer').innerText()).toMatch(/^\d+ min$/);
    await team.page.getByRole('link', { name: 'Back to the inbox' }).click();
    const row = team.page.getByRole('row').filter({ has: team.page.getByRole('link', { name: 'Ada Example' }) });
    expect(await row.first().getByRole('cell').last().innerText()).toMatch(/^\d+ min$/);
    expectNoConsoleErrors(team);
    await team.close();
  });
});
