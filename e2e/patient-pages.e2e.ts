import { describe, expect, it } from 'vitest';
import { axe, smallTargets } from './support/audits';
import { baseURL, expectNoConsoleErrors, viewports, visit } from './support/browser';
import { waitFor } from '../src/test/wait';

/** The pages a patient needs to decide, and their title (h1) in each language. */
const pages = {
  '/funding': {
    en: 'Paying for a hand',
    de: 'Kostenübernahme',
    es: 'Cómo se paga una mano',
    ar: 'تكلفة اليد وتمويلها',
  },
  '/fitting': {
    en: 'How fitting works',
    de: 'So läuft die Versorgung',
    es: 'Cómo es la adaptación',
    ar: 'كيف يتم التركيب',
  },
  '/faq': { en: 'Questions and answers', de: 'Fragen und Antworten', es: 'Preguntas frecuentes', ar: 'أسئلة وأجوبة' },
  '/privacy': { en: 'Privacy notice', de: 'Datenschutzerklärung', es: 'Política de privacidad', ar: 'إشعار الخصوصية' },
  '/legal': { en: 'Legal notice', de: 'Impressum', es: 'Aviso legal', ar: 'البيانات القانونية' },
} as const;
const languages = ['en', 'de', 'es', 'ar'] as const;
const at = (lang: string, path: string) => (lang === 'en' ? path : `/${lang}${path}`);

describe('the contact page’s quick actions', () => {
  const click = async (name: string) => {
    const v = await visit('/contact');
    await v.page.getByRole('link', { name, exact: true }).click();
    return v;
  };

  for (const [name, inquiry] of [
    ['Schedule a consultation', 'consultation'],
    ['Ask an insurance question', 'insurance'],
  ] as const) {
    it(`"${name}" chooses the ${inquiry} inquiry in the form`, async () => {
      const v = await click(name);
      await v.page.waitForURL(`**/contact?inquiry=${inquiry}`);
      await waitFor(
        async () => (await v.page.getByLabel('Inquiry Type', { exact: true }).inputValue()) === inquiry,
        3000,
        `the inquiry type ${inquiry}`,
      );
      // Focus follows the visitor to the field the action chose.
      await expect
        .poll(() => v.page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('name')))
        .toBe('inquiry');
      expectNoConsoleErrors(v);
      await v.close();
    });
  }

  for (const [name, path, title] of [
    ['How paying for a hand works', '/funding', 'Paying for a hand'],
    ['Compare the hands', '/compare', 'Compare the hands'],
  ] as const) {
    it(`"${name}" leads to ${path}`, async () => {
      const v = await click(name);
      await v.page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(new URL(v.page.url()).pathname).toBe(path);
      expectNoConsoleErrors(v);
      await v.close();
    });
  }

  it('"Watch the demo" opens the demo', async () => {
    const v = await visit('/contact');
    await v.page.getByRole('button', { name: 'Watch the demo' }).click();
    await v.page.getByRole('dialog', { name: 'Watch the hands at work' }).waitFor();
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('leave focus alone when a page is opened at a quick action’s address', async () => {
    const v = await visit('/contact?inquiry=insurance');
    await waitFor(
      async () => (await v.page.getByLabel('Inquiry Type', { exact: true }).inputValue()) === 'insurance',
      3000,
      'the inquiry type insurance',
    );
    expect(await v.page.evaluate(() => document.activeElement?.localName)).toBe('body');
    await v.close();
  });
});

describe('the FAQ’s structured data', () => {
  for (const lang of languages) {
    it(`is a valid FAQPage with the page’s own questions and answers (${lang})`, async () => {
      const v = await visit(at(lang, '/faq'));
      const blocks = await v.page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
      const faq = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
      expect(faq['@context']).toBe('https://schema.org');
      expect(faq.inLanguage).toBe(lang);
      expect(faq.mainEntity).toHaveLength(12);
      const shown = await v.page.locator('phx-router main h2').allInnerTexts();
      expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(shown);
      for (const question of faq.mainEntity) {
        expect(question['@type']).toBe('Question');
        expect(question.acceptedAnswer['@type']).toBe('Answer');
        expect(typeof question.acceptedAnswer.text).toBe('string');
        const answer = (await v.page.getByText(question.acceptedAnswer.text, { exact: true }).count()) > 0;
        expect(answer, question.name).toBe(true);
      }
      await v.close();
    });
  }
});

describe('the new pages', () => {
  it('are each in the sitemap in every language, with their alternates', async () => {
    const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    for (const path of Object.keys(pages))
      for (const lang of languages) {
        const loc = `${baseURL}${at(lang, path)}`;
        expect(xml).toContain(`<loc>${loc}</loc>`);
        expect(xml).toContain(`hreflang="${lang}" href="${loc}"`);
      }
  });

  for (const [path, titles] of Object.entries(pages)) {
    it(`${path} reads completely without script in all four languages, Arabic right to left`, async () => {
      for (const lang of languages) {
        const v = await visit(at(lang, path), { javaScriptEnabled: false });
        await v.page.getByRole('heading', { level: 1, name: titles[lang] }).waitFor();
        expect(await v.page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(await v.page.title()).toContain(titles[lang]);
        const description = await v.page.locator('meta[name="description"]').getAttribute('content');
        expect(description!.length).toBeGreaterThan(40);
        await v.close();
      }
    }, 60_000);

    it(`${path} has no axe violations in all four languages`, async () => {
      for (const lang of languages) {
        const v = await visit(at(lang, path), { bypassCSP: true });
        await v.page.getByRole('heading', { level: 1, name: titles[lang] }).waitFor();
        expect(await axe(v.page), at(lang, path)).toEqual([]);
        expectNoConsoleErrors(v);
        await v.close();
      }
    }, 90_000);
  }

  it('give every link and control a target of at least 44×44 px', async () => {
    for (const viewport of [viewports.mobile, viewports.desktop])
      for (const path of Object.keys(pages)) {
        const v = await visit(path, { viewport });
        await v.page.locator('main h1').waitFor();
        expect(await smallTargets(v.page), `${path} at ${viewport.width}px`).toEqual([]);
        await v.close();
      }
  }, 90_000);

  it('are reachable from the footer, the home page’s benefits and the form', async () => {
    const v = await visit('/');
    const footer = v.page.locator('phx-router footer');
    for (const name of [
      'Paying for a hand',
      'How fitting works',
      'Questions and answers',
      'Privacy notice',
      'Legal notice',
    ])
      expect(await footer.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    await v.page.getByRole('link', { name: 'How paying for a hand works' }).click();
    await v.page.getByRole('heading', { level: 1, name: 'Paying for a hand' }).waitFor();
    await v.close();
  });
});
