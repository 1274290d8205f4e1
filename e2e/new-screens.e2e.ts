import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Language, languageCodes, languages } from '../src/content/i18n/languages.ts';
import { privacyNotice } from '../src/content/privacy-notice.ts';
import { waitFor } from '../src/test/wait.ts';
import { patientWords } from '../server/patient/words.ts';
import { teamWords } from '../server/team/words.ts';
import type { TestSmtp } from '../test/server/smtp.ts';
import { type MailSite, startMailSite } from './support/mail-site';
import { expectNoConsoleErrors, visit, type Visit } from './support/browser';
import { screenActions } from './support/main-actions';
import { auditScreen, countStops, mostStops } from './support/screen-audit';
import { languageOf, listen, said } from './support/screen-reader';
import { signIn } from './support/team';

const widths = [320, 375, 1280] as const;

let site: MailSite;
let url: string;
let smtp: TestSmtp;

/** One request per language, sent with the clinic share: its id and the patient's link from the confirmation. */
const requests = new Map<Language, { id: string; link: string }>();

beforeAll(async () => {
  site = await startMailSite({ name: 'screens', patientLink: true, team: true });
  ({ url, smtp } = site);

  // Sent as the contact form sends them; every one from "Ada Example", as a patient writing twice would be.
  for (const lang of languageCodes) {
    const email = `screens-${lang}@example.com`;
    const answer = await fetch(`${url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({
        name: 'Ada Example',
        email,
        phone: '',
        inquiry: 'consultation',
        subject: 'Fitting',
        message: 'A message',
        pageUrl: `${url}/contact`,
        idempotencyKey: `screens-${lang}`,
        lang,
        clinic: 'hudson-limb-center',
        consents: ['health', 'clinic'],
        privacyNotice: privacyNotice.version,
      }),
    });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    const mail = await waitFor(
      () => smtp.mails.find((_, i) => smtp.envelopes[i].includes(email)),
      45_000,
      `the ${lang} confirmation`,
    );
    const link = /https?:\/\/\S+\/request\/\S+/.exec(mail.text ?? '')?.[0] as string;
    requests.set(lang, { id, link });
  }

  // Ada (an admin) gives herself the privacy role through the roles form: every link of the inbox's navigation, and
  // the request page's privacy section, are then on her screens.
  const ada = await visit(`${url}/team/sign-in`);
  await signIn(ada, url, 'ada');
  await ada.page.goto(`${url}/team/roles?lang=en`);
  await ada.page.getByRole('checkbox', { name: 'Privacy (export, erase, retention) for Ada Admin' }).check();
  await ada.page.getByRole('button', { name: 'Save roles of Ada Admin' }).click();
  await ada.page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  expectNoConsoleErrors(ada);
  await ada.close();
  // A second member, so the roles page holds two people's forms (each "Save" must say whose roles it saves).
  const tom = await visit(`${url}/team/sign-in`);
  await signIn(tom, url, 'tom');
  await tom.close();
}, 120_000);

afterAll(() => site?.stop());

/** The inbox's language, chosen as its language links do. */
const inLang = (path: string, lang: Language) => `${url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/** Every fault of a screen, each named by where it was found. */
async function faultsOf(v: Visit, where: string, lang: Language, target: string, beside?: string) {
  const found = await auditScreen(v.page, lang, languages[lang].dir);
  const stops = await countStops(v.page, where, target, beside);
  const faults = [
    ...found.scroll,
    ...found.contrast,
    ...found.small,
    ...found.labelInName,
    ...found.iconOnly,
    ...found.ambiguous,
    ...found.axe,
    ...found.structure,
    ...stops.faults,
  ];
  return { line: stops.line, faults: faults.map((fault) => `${where}: ${fault}`) };
}

/** The words of the inbox's first request (its link). */
const firstRequest = async (page: Page) =>
  ((await page.locator('tbody th a').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

for (const width of widths) {
  describe(`the inbox's screens and the patient's page, in every language, at ${width} px`, () => {
    it(`meet the sitemap's rules, each main action at most ${mostStops} focus stops away`, async () => {
      const viewport = { width, height: 900 };
      const lines: string[] = [];
      const faults: string[] = [];
      const take = (found: { line: string; faults: string[] }) => {
        lines.push(found.line);
        faults.push(...found.faults);
      };

      const signedOut = await visit(`${url}/team/sign-in`, { viewport, bypassCSP: true });
      const team = await visit(`${url}/team/sign-in`, { viewport, bypassCSP: true });
      await signIn(team, url, 'ada');
      for (const lang of languageCodes) {
        const { id, link } = requests.get(lang)!;
        await signedOut.page.goto(inLang('/team/sign-in', lang));
        take(await faultsOf(signedOut, `${width} px ${lang} sign-in`, lang, screenActions.signIn(lang)));

        await team.page.goto(inLang('/team', lang));
        take(
          await faultsOf(
            team,
            `${width} px ${lang} inbox`,
            lang,
            screenActions.inbox(lang),
            await firstRequest(team.page),
          ),
        );
        await team.page.goto(inLang(`/team/requests/${id}`, lang));
        take(await faultsOf(team, `${width} px ${lang} request`, lang, screenActions.request(lang)));
        await team.page.goto(inLang('/team/roles', lang));
        take(await faultsOf(team, `${width} px ${lang} roles`, lang, screenActions.roles(lang)));
        await team.page.goto(inLang('/team/audit', lang));
        take(await faultsOf(team, `${width} px ${lang} audit`, lang, screenActions.audit(lang)));

        const patient = await visit(link, { viewport, bypassCSP: true, wait: 'main h1' });
        take(
          await faultsOf(
            patient,
            `${width} px ${lang} patient`,
            lang,
            screenActions.patient(lang),
            patientWords[lang].eraseButton,
          ),
        );
        expectNoConsoleErrors(patient);
        await patient.close();
      }
      console.log(lines.join('\n'));
      expectNoConsoleErrors(team);
      expectNoConsoleErrors(signedOut);
      await team.close();
      await signedOut.close();
      expect(faults).toEqual([]);
    }, 300_000);
  });
}

/**
 * After a form's redirect the page is new: a screen reader starts it where focus is (the page puts it on what was
 * done). The virtual reader cannot load a page; started on the new one, it is moved there as a reader is on load:
 * focus given again to the element that has it, which the reader follows.
 */
async function listenAfterLoad(page: Page) {
  const reader = await listen(page, 'body');
  await reader.forget();
  await page.evaluate(() => {
    const at = document.activeElement as HTMLElement;
    at.blur();
    at.focus();
  });
  return reader;
}

/** The words of the element that has focus, once the page has put it somewhere (`autofocus` runs after loading). */
const focusedWords = (page: Page) =>
  waitFor(
    () =>
      page.evaluate(() => (document.activeElement === document.body ? undefined : document.activeElement?.textContent)),
    10_000,
    'focus on the page',
  );

for (const lang of languageCodes) {
  describe(`heard with a screen reader, in ${languages[lang].name}`, () => {
    it(`the team moves a request to answered and hears the status saved (${lang})`, async () => {
      const w = teamWords[lang];
      const { id } = requests.get(lang)!;
      const team = await visit(`${url}/team/sign-in`, { bypassCSP: true });
      await signIn(team, url, 'tom');
      const { page } = team;
      await page.goto(inLang(`/team/requests/${id}`, lang));
      const reader = await listen(page, 'body');
      await reader.moveTo(said('heading', w.requestFrom({ name: 'Ada Example' })));
      await reader.moveTo(said('combobox', w.status));
      await page.getByLabel(w.status, { exact: true }).selectOption({ label: w.statuses.answered });
      await reader.moveTo(said('button', w.setStatus));
      await Promise.all([page.waitForURL(/saved=status/), reader.act()]);

      const saved = w.statusSaved({ status: w.statuses.answered });
      expect(await focusedWords(page)).toBe(saved);
      const after = await listenAfterLoad(page);
      await after.hears(said('status', saved));
      expect(await languageOf(page, saved, 'body')).toBe(lang);
      expectNoConsoleErrors(team);
      await team.close();
    });

    it(`the patient withdraws the clinic share and hears it confirmed (${lang})`, async () => {
      const words = patientWords[lang];
      const patient = await visit(requests.get(lang)!.link, { bypassCSP: true, wait: 'main h1' });
      const { page } = patient;
      const reader = await listen(page, 'body');
      await reader.moveTo(said('heading', words.title));
      await reader.moveTo(said('button', words.withdrawClinic));
      await Promise.all([page.waitForURL(/done=clinic/), reader.act()]);

      const done = words.done.clinic;
      expect(await focusedWords(page)).toBe(done);
      const after = await listenAfterLoad(page);
      await after.hears(said('status', done));
      expect(await languageOf(page, done, 'body')).toBe(lang);
      expectNoConsoleErrors(patient);
      await patient.close();
    });
  });
}
