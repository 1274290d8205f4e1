import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtp } from '../test/server/smtp.ts';
import { type MailSite, startMailSite } from './support/mail-site';
import { expectNoConsoleErrors, fillInquiry, visit } from './support/browser';
import { signIn } from './support/team';

let site: MailSite;
let url: string;
let smtp: TestSmtp;

beforeAll(async () => {
  site = await startMailSite({ name: 'team', team: true });
  ({ url, smtp } = site);
});
afterAll(() => site?.stop());

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
