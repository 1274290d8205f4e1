import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '../src/content/i18n/all-catalogues';
import { type Language, languageCodes, languages } from '../src/content/i18n/languages';
import { productById } from '../src/content/products';
import { accessibleState, expectNoConsoleErrors, visit, type Visit } from './support/browser';
import { languageOf, listen, literally, said } from './support/screen-reader';

/**
 * Four tasks, each in every language, walked with a virtual screen reader (Guidepup's, in Chromium on the built
 * site): what it says at each step, the live announcements included, in the page's language. The reader moves item
 * by item as a reader's arrow keys do and chooses with its own Enter; the visitor's typing is Playwright's.
 */
const path = (lang: Language, to: string) => (lang === 'en' ? to : `/${lang}${to === '/' ? '' : to}`);

let open: Visit | undefined;
afterEach(async () => {
  if (open) expectNoConsoleErrors(open);
  await open?.close();
  open = undefined;
});

async function start(lang: Language, to: string) {
  open = await visit(path(lang, to), { wait: 'main h1', bypassCSP: true });
  return { page: open.page, reader: await listen(open.page) };
}

for (const lang of languageCodes) {
  const t = catalogues[lang];

  describe(`heard with a screen reader, in ${languages[lang].name}`, () => {
    it(`sends a consultation request, told first of a missing field, then of a missing consent (${lang})`, async () => {
      const { page, reader } = await start(lang, '/contact?inquiry=consultation');
      const f = t.contact.fields;
      await reader.moveTo(said('heading', t.contact.title));
      await reader.moveTo(said('form', t.contact.formTitle));
      expect(await reader.moveTo(said('textbox', f.name))).toMatch(/, required$/);
      const fill = (label: string, text: string) => page.getByLabel(label, { exact: true }).fill(text);
      await fill(f.name, 'Ada Example');
      await fill(f.subject, 'A fitting');
      await fill(f.message, 'Please call me.');

      // The e-mail left out: the browser refuses, focus (with the reader) is on that field, and the form says why, in
      // the page's language, as the browser's own bubble does.
      await reader.moveTo(said('button', t.contact.submit));
      await reader.forget();
      await reader.act();
      await reader.hears(said('textbox', f.email));
      expect(await reader.reread()).toBe(`textbox, ${f.email}, ${t.fieldErrors.required}, invalid, required`);
      const bubble = await page
        .getByLabel(f.email, { exact: true })
        .evaluate((el) => (el as HTMLInputElement).validationMessage);
      expect(bubble).toBe(t.fieldErrors.required);

      // The consent left out: the form says why, on the box, in the page's language.
      await fill(f.email, 'ada@example.com');
      await reader.moveTo(said('button', t.contact.submit));
      await reader.forget();
      await reader.act();
      const box = await reader.hears(/^checkbox, /);
      expect(box).toContain(t.contact.consent.health.missing);
      expect(box).toMatch(/, not checked, invalid, required$/);

      await page
        .getByRole('checkbox', { name: t.contact.consent.health.label({ company: 'Phoenix Bionics' }) })
        .check();
      await reader.moveTo(said('button', t.contact.submit));
      await reader.forget();
      await reader.act();
      const sent = await reader.hears(new RegExp(`^polite: ${literally(t.contact.success.title)}`));
      expect(await languageOf(page, sent.replace(/^polite: /, ''))).toBe(lang);
    });

    it(`finds a clinic by city, hears how many, and opens it (${lang})`, async () => {
      const { page, reader } = await start(lang, '/clinics');
      expect(await reader.moveTo(/^searchbox, /)).toBe(`searchbox, ${t.clinics.search}`);
      await reader.forget();
      await page.getByRole('searchbox', { name: t.clinics.search }).fill('Madrid');
      const count = await reader.hears(new RegExp(`^polite: ${literally(t.clinics.shown({ count: 2 }))}`));
      expect(await languageOf(page, count.replace(/^polite: /, '').trim())).toBe(lang);
      await reader.moveTo(said('list', t.clinics.list));
      expect(await reader.moveTo(/^heading, /)).toMatch(/, level 2$/);
      // The reader names a disclosure's summary by its words (a browser adds "button, collapsed").
      await reader.moveTo(new RegExp(`^${literally(t.clinics.details)}$`));
      await reader.act();
      // Its details come with their part of the list, fetched while it is near the screen.
      await page
        .getByRole('link', { name: /^\+34 / })
        .first()
        .waitFor();
      await reader.moveTo(/^link, \+34 /);
      await reader.forget();
      await reader.moveTo(new RegExp(`^link, ${literally(t.clinics.request)}`));
      await reader.forget();
      await reader.act();
      // The router moves focus to the new page, named by its title: the reader says where the visitor is.
      await reader.hears(said('main', t.pages.contact.title));
      await reader.moveTo(new RegExp(literally(t.contact.forClinic({ clinic: 'Ortopedia Retiro' }))));
    });

    it(`compares two hands: the boxes, then the table of the two (${lang})`, async () => {
      const { page, reader } = await start(lang, '/compare');
      const [first, second, third] = ['neural-pro-x1', 'flexigrip-elite', 'smarthand-ai'].map(
        (id) => productById(id as 'neural-pro-x1').name,
      );
      await reader.moveTo(said('group', t.compare.chooseHands));
      expect(await reader.moveTo(said('checkbox', third))).toMatch(/, checked$/);
      await reader.act();
      // The virtual reader reads a box's state from its attribute, which React leaves alone: Chromium's own tree says it.
      expect(String((await accessibleState(page, 'checkbox', third)).checked)).toBe('false');
      await reader.moveTo(said('table', t.compare.caption));
      await reader.moveTo(said('columnheader', first));
      await reader.moveTo(said('columnheader', second));
      // The third hand's column is gone: the row's next header is a figure's.
      expect(await reader.moveTo(/^(columnheader|rowheader), /)).toMatch(/^rowheader, /);
    });

    it(`watches the demo and chooses a grip, hearing the hand's new pose (${lang})`, async () => {
      const { reader } = await start(lang, '/');
      const d = t.demo;
      expect(await reader.moveTo(said('button', t.home.hero.secondary))).toMatch(/has popup dialog/);
      await reader.forget();
      await reader.act();
      // The dialog opens with focus on its close button: the reader names both.
      await reader.hears(said('dialog', d.dialogTitle));
      await reader.hears(said('button', d.close));
      const grip = d.grips.pinch;
      expect(await reader.moveTo(said('button', grip.name))).toMatch(/, not pressed$/);
      await reader.forget();
      await reader.act();
      await reader.hears(new RegExp(`^polite: ${literally(d.poseNow({ grip: grip.name, pose: grip.pose }))}$`));
      expect(await reader.reread()).toBe(`button, ${grip.name}, pressed`);
      await reader.moveTo(said('button', d.close));
      await reader.act();
    });
  });
}
