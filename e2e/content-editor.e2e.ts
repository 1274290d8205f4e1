import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../scripts/dev.ts';
import { loadAbout } from '../src/content/files/about';
import { fundingTranslationStatus, loadFunding } from '../src/content/files/funding';
import { homeTranslationStatus, loadHome } from '../src/content/files/home';
import { loadProducts, productTranslationStatus } from '../src/content/files/products';
import { waitFor } from '../src/test/wait';
import { expectNoConsoleErrors, visit } from './support/browser';

/**
 * `npm run dev` and its content editor (/admin), on a copy of content/: the checkout is never changed. The editor
 * writes the copy through its local backend; the site's pages are rendered from it.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
let folder: string;
let dev: DevServer;
const german = () => join(folder, 'content/products/neural-pro-x1.de.md');

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'phx-dev-'));
  cpSync(join(root, 'content'), join(folder, 'content'), { recursive: true });
  process.env.PHX_CONTENT_DIR = join(folder, 'content');
  const { startDev } = await import('../scripts/dev.ts');
  dev = await startDev({ port: 0, dataDir: join(folder, 'data') });
});

afterAll(async () => {
  await dev?.close();
  delete process.env.PHX_CONTENT_DIR;
  rmSync(folder, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves a saved content edit on the next page, within 2 s', async () => {
    const products = () => fetch(`${dev.url}/de/products`).then((r) => r.text());
    expect(await products()).toContain('Die Neural Pro X1 nimmt die Signale');
    const saved = readFileSync(german(), 'utf8');
    writeFileSync(
      german(),
      saved.replace('Die Neural Pro X1 nimmt die Signale', 'Die Neural Pro X1 liest die Signale'),
    );
    const start = Date.now();
    await waitFor(async () => (await products()).includes('Die Neural Pro X1 liest die Signale'), 2000, 'the edit');
    expect(Date.now() - start).toBeLessThan(2000);
    writeFileSync(german(), saved);
    await waitFor(async () => (await products()).includes('Die Neural Pro X1 nimmt die Signale'), 2000, 'the undo');
  });

  it("changes a hand's German words in the content editor, and the site shows them", async () => {
    const editor = await visit(`${dev.url}/admin/#/collections/product-words/entries/neural-pro-x1`, { wait: false });
    const { page } = editor;
    await page.getByRole('button', { name: 'Login' }).click();
    // The languages side by side: English, and German beside it.
    const summaries = page.getByLabel('Summary');
    await expect.poll(() => summaries.count(), { timeout: 30_000 }).toBe(2);
    await expect
      .poll(() => summaries.nth(0).inputValue())
      .toBe('Our hand with the most grip patterns, for a grip for every task.');
    await expect
      .poll(() => summaries.nth(1).inputValue())
      .toBe('Unsere Hand mit den meisten Griffmustern – mit dem passenden Griff für jede Aufgabe.');
    await summaries.nth(1).fill('Die Hand mit den meisten Griffen – für jede Aufgabe der passende.');
    const descriptions = page.getByLabel('Description');
    await descriptions
      .nth(1)
      .fill(
        'Die Neural Pro X1 liest die Signale Ihrer Muskeln und macht daraus einen Griff, vom Händedruck bis zur Münze.',
      );
    // The preview: the real <phx-products>, showing the words as they are being edited.
    await page.getByRole('button', { name: 'Toggle preview' }).click();
    // (Each change makes a new preview: the one showing the last is looked for.)
    await waitFor(
      async () => {
        for (const frame of page.frames().filter((f) => decodeURIComponent(f.url()).includes('Ihrer Muskeln'))) {
          const shown = frame.locator('phx-products[lang="de"]').getByText('Die Neural Pro X1 liest die Signale Ihrer');
          if (await shown.count().catch(() => 0)) return true;
        }
        return false;
      },
      30_000,
      'the preview',
    );
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    await waitFor(
      () => readFileSync(german(), 'utf8').includes('Die Hand mit den meisten Griffen'),
      10_000,
      'the save',
    );
    // Saved as the build reads it: front matter, the version it translates kept, the description as the body.
    const file = readFileSync(german(), 'utf8');
    expect(file).toMatch(/^---\n/);
    expect(file).toMatch(/translates: [0-9a-f]{12}/);
    // Every file the editor wrote passes the build's check; German has the new words, the other languages their own.
    const { words } = loadProducts(join(folder, 'content'));
    expect(words.de['neural-pro-x1'].summary).toBe('Die Hand mit den meisten Griffen – für jede Aufgabe der passende.');
    expect(words.en['neural-pro-x1'].summary).toBe('Our hand with the most grip patterns, for a grip for every task.');
    // Arabic is written right to left beside German (the first column's language is chosen: Decap's second column
    // switches too, but throws while doing so).
    await page.getByRole('button', { name: 'Toggle i18n' }).click();
    await page.getByRole('button', { name: 'Writing in EN' }).click();
    await page.getByRole('menuitem', { name: 'ar' }).click();
    await expect.poll(() => summaries.nth(0).inputValue()).toBe('يدنا ذات أكثر أنماط القبض، مع قبضة لكل مهمة.');
    expect(await summaries.nth(0).evaluate((field) => getComputedStyle(field).direction)).toBe('rtl');
    expect(await summaries.nth(1).evaluate((field) => getComputedStyle(field).direction)).toBe('ltr');
    expectNoConsoleErrors(editor);
    await editor.close();

    const products = await visit(`${dev.url}/de/products`);
    await products.page
      .getByText(
        'Die Neural Pro X1 liest die Signale Ihrer Muskeln und macht daraus einen Griff, vom Händedruck bis zur Münze.',
      )
      .waitFor();
    expectNoConsoleErrors(products);
    await products.close();
    // The summary is the home page's (its teaser of the hands).
    const home = await visit(`${dev.url}/de`);
    await home.page.getByText('Die Hand mit den meisten Griffen – für jede Aufgabe der passende.').waitFor();
    expectNoConsoleErrors(home);
    await home.close();
  });

  it('changes the about page in the content editor: its preview, then the page', async () => {
    const editor = await visit(`${dev.url}/admin/#/collections/pages/entries/about`, { wait: false });
    const { page } = editor;
    await page.getByRole('button', { name: 'Login' }).click();
    const missions = page.getByLabel('Mission', { exact: true });
    await expect.poll(() => missions.count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => missions.nth(1).inputValue()).toMatch(/Phoenix Bionics hat ein Ziel/);
    await missions.nth(1).fill('Wir bauen Hände.\n\nJede Hand passt ein Sanitätshaus an.');
    await page.getByRole('button', { name: 'Toggle preview' }).click();
    await waitFor(
      async () => {
        for (const frame of page.frames().filter((f) => decodeURIComponent(f.url()).includes('Wir bauen Hände'))) {
          const shown = frame.locator('phx-about[lang="de"]').getByText('Jede Hand passt ein Sanitätshaus an.');
          if (await shown.count().catch(() => 0)) return true;
        }
        return false;
      },
      30_000,
      'the preview',
    );
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    await waitFor(
      () => loadAbout(join(folder, 'content')).words.de.mission[0] === 'Wir bauen Hände.',
      10_000,
      'the save',
    );
    expect(loadAbout(join(folder, 'content')).words.de.mission).toEqual([
      'Wir bauen Hände.',
      'Jede Hand passt ein Sanitätshaus an.',
    ]);
    expectNoConsoleErrors(editor);
    await editor.close();

    const about = await visit(`${dev.url}/de/about`);
    await about.page.getByText('Jede Hand passt ein Sanitätshaus an.').waitFor();
    expectNoConsoleErrors(about);
    await about.close();
  });

  it('changes the home page in the content editor: its preview, then the page', async () => {
    const editor = await visit(`${dev.url}/admin/#/collections/home/entries/home`, { wait: false });
    const { page } = editor;
    await page.getByRole('button', { name: 'Login' }).click();
    const eyebrows = page.getByLabel('Above the heading', { exact: true });
    await expect.poll(() => eyebrows.count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => eyebrows.nth(1).inputValue()).toBe('Myoelektrische Handprothesen');
    await eyebrows.nth(1).fill('Handprothesen, von Ihren Muskeln gesteuert');
    // The preview: the real <phx-home>, with the edit and the hands' figures filled in.
    await page.getByRole('button', { name: 'Toggle preview' }).click();
    await waitFor(
      async () => {
        for (const frame of page.frames().filter((f) => decodeURIComponent(f.url()).includes('von Ihren Muskeln'))) {
          const home = frame.locator('phx-home[lang="de"]');
          if (
            (await home
              .getByText('Handprothesen, von Ihren Muskeln gesteuert')
              .count()
              .catch(() => 0)) &&
            (await home
              .getByText(/mit bis zu 16\sStunden Akkulaufzeit bei der Neural Pro X1/)
              .count()
              .catch(() => 0))
          )
            return true;
        }
        return false;
      },
      30_000,
      'the preview',
    );
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    await waitFor(
      () => loadHome(join(folder, 'content')).words.de.hero.eyebrow === 'Handprothesen, von Ihren Muskeln gesteuert',
      10_000,
      'the save',
    );
    // Every file the editor wrote passes the build's check (the placeholders kept); the German is up to date.
    const { words } = loadHome(join(folder, 'content'));
    expect(words.de.hero.text).toContain('{batteryHours}');
    expect(words.en.hero.eyebrow).toBe('Myoelectric prosthetic hands');
    expect(homeTranslationStatus(join(folder, 'content')).de).toEqual({ missing: [], stale: [] });
    // Arabic is written right to left beside German.
    await page.getByRole('button', { name: 'Toggle i18n' }).click();
    await page.getByRole('button', { name: 'Writing in EN' }).click();
    await page.getByRole('menuitem', { name: 'ar' }).click();
    await expect.poll(() => eyebrows.nth(0).inputValue()).toBe('أيدٍ صناعية كهربائية عضلية');
    expect(await eyebrows.nth(0).evaluate((field) => getComputedStyle(field).direction)).toBe('rtl');
    expectNoConsoleErrors(editor);
    await editor.close();

    const home = await visit(`${dev.url}/de`);
    await home.page.getByText('Handprothesen, von Ihren Muskeln gesteuert').waitFor();
    expectNoConsoleErrors(home);
    await home.close();
  });

  it("changes the German funding page's introduction in the content editor: its preview, then the page", async () => {
    const editor = await visit(`${dev.url}/admin/#/collections/funding/entries/funding`, { wait: false });
    const { page } = editor;
    await page.getByRole('button', { name: 'Login' }).click();
    const intros = page.getByLabel('Introduction', { exact: true });
    await expect.poll(() => intros.count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => intros.nth(1).inputValue()).toMatch(/^\s*Meist zahlt eine Krankenversicherung/);
    const intro = 'Wer zahlt Ihre Hand? Hier steht, wie es in Ihrem Land meist abläuft, mit den amtlichen Quellen.';
    await intros.nth(1).fill(intro);
    // The preview: the site's router showing the German page with the new introduction.
    await page.getByRole('button', { name: 'Toggle preview' }).click();
    await waitFor(
      async () => {
        for (const frame of page.frames().filter((f) => f.url().includes('/admin/page-preview/de/funding'))) {
          const shown = frame.locator('phx-router').getByText(intro);
          if (await shown.count().catch(() => 0)) return true;
        }
        return false;
      },
      30_000,
      'the preview',
    );
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    await waitFor(() => loadFunding(join(folder, 'content')).words.de.intro === intro, 10_000, 'the save');
    // Every file the editor wrote passes the build's check, the statements' sources and the other languages kept.
    const { words } = loadFunding(join(folder, 'content'));
    expect(words.de.items.copayment.sources).toEqual(['sgb5', 'sgb5Copayment']);
    expect(words.en.intro).toMatch(/^A health insurer, a public health system or another payer/);
    // Translated anew beside the English it follows: the German is up to date, as the build's report says.
    expect(fundingTranslationStatus(join(folder, 'content')).de).toEqual({ missing: [], stale: [] });
    // Arabic is written right to left beside German.
    await page.getByRole('button', { name: 'Toggle i18n' }).click();
    await page.getByRole('button', { name: 'Writing in EN' }).click();
    await page.getByRole('menuitem', { name: 'ar' }).click();
    await expect.poll(() => intros.nth(0).inputValue()).toMatch(/^\s*تدفع تكلفة/);
    expect(await intros.nth(0).evaluate((field) => getComputedStyle(field).direction)).toBe('rtl');
    expect(await intros.nth(1).evaluate((field) => getComputedStyle(field).direction)).toBe('ltr');
    expectNoConsoleErrors(editor);
    await editor.close();

    const funding = await visit(`${dev.url}/de/funding`);
    await funding.page.getByText(intro).waitFor();
    expectNoConsoleErrors(funding);
    await funding.close();
  });

  it("says in the editor's preview which translations were made from an older English text", async () => {
    const english = join(folder, 'content/products/smarthand-ai.en.md');
    writeFileSync(english, readFileSync(english, 'utf8').replace('learns how you move', 'learns the way you move'));
    const editor = await visit(`${dev.url}/admin/#/collections/product-words/entries/smarthand-ai`, { wait: false });
    const { page } = editor;
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Toggle preview' }).click();
    const preview = await waitFor(
      () => page.frames().find((frame) => frame.url().includes('/admin/preview.html')),
      30_000,
      'the preview',
    );
    for (const lang of ['de', 'es', 'ar'])
      await preview
        .locator(`section[lang="${lang}"]`)
        .getByRole('note')
        .getByText(/^Stale: /)
        .waitFor();
    expect(await preview.locator('section[lang="en"]').getByRole('note').count()).toBe(0);

    // Translated anew beside the English: saved, the German records the English text it follows; the others stay stale.
    await page.getByRole('button', { name: 'Toggle i18n' }).click();
    const summaries = page.getByLabel('Summary');
    await expect.poll(() => summaries.count(), { timeout: 30_000 }).toBe(2);
    await summaries.nth(1).fill('Eine KI-gestützte Hand, die lernt, auf welche Weise Sie sich bewegen.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    await waitFor(() => productTranslationStatus(join(folder, 'content')).de.stale.length === 0, 10_000, 'the save');
    const status = productTranslationStatus(join(folder, 'content'));
    expect(status.es.stale).toEqual(['smarthand-ai']);
    expect(status.ar.stale).toEqual(['smarthand-ai']);
    expectNoConsoleErrors(editor);
    await editor.close();
  });
});
