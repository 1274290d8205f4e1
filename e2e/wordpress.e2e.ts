/**
 * The WordPress plugin in a real WordPress (Debian's packages, see support/wordpress.ts): installed from the
 * build's zip, used by an Author and a Contributor (neither may paste markup), read with scripts off and on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPhxServer } from '../server/app.ts';
import { storedIn } from '../server/testing/test-server';
import { startWordPress, users, type WordPress, wordpressInstalled } from './support/wordpress';

const root = fileURLToPath(new URL('..', import.meta.url));
const zip = join(root, 'dist/wordpress/phx.zip');

let wp: WordPress;
let browser: Browser;
let company: ReturnType<typeof createPhxServer>;
let companyURL: string;
let dataDir: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  if (!wordpressInstalled())
    throw new Error(
      'WordPress, Apache with PHP or MariaDB is missing: apt-get install wordpress apache2 libapache2-mod-php mariadb-server php-mysql (.ci/run does).',
    );
  wp = await startWordPress();
  // The company's site: renders elements for the plugin, serves the bundle, receives the clinic's inquiries.
  dataDir = mkdtempSync(join(tmpdir(), 'phx-company-'));
  company = createPhxServer({ root, dataDir, allowedOrigins: [wp.url], rateLimitPerMinute: 1000, log: () => {} });
  await new Promise<void>((resolve) => company.listen(0, '127.0.0.1', resolve));
  companyURL = `http://127.0.0.1:${(company.address() as AddressInfo).port}`;
  // Warm: the company site's first renders load its renderer, slower than the plugin waits on a busy machine.
  for (const tag of ['phx-contact', 'phx-products', 'phx-router']) await fetch(`${companyURL}/api/elements/${tag}`);
  wp.installPlugin(zip, 'phx/phx.php');
  wp.php(`update_option( 'phx_site_url', '${companyURL}' );`);
  browser = await chromium.connect(inject('wsEndpoint'));
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  company?.closeAllConnections();
  await new Promise((resolve) => (company ? company.close(resolve) : resolve(undefined)));
  await wp?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function open(options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  return { page, errors };
}

async function logIn(page: Page, user: { login: string; password: string }) {
  await page.goto(`${wp.url}/wp-login.php`);
  await page.locator('#user_login').fill(user.login);
  await page.locator('#user_pass').fill(user.password);
  await page.locator('#wp-submit').click();
  await page.waitForURL(/\/wp-admin\//);
}

/** Writes a post in the block editor: a contact block and a products shortcode, saved with `status`. */
async function writePost(page: Page, title: string, status: 'publish' | 'pending') {
  await page.goto(`${wp.url}/wp-admin/post-new.php`);
  await page.waitForFunction(() => (window as any).wp?.data?.select('core/editor')?.getCurrentPostId());
  await page.waitForFunction(() => (window as any).wp.blocks.getBlockType('phx/contact'));
  return page.evaluate(
    async ({ title, status }) => {
      const { blocks, data } = (window as any).wp;
      data.dispatch('core/editor').editPost({ title, status });
      data
        .dispatch('core/block-editor')
        .insertBlocks([
          blocks.createBlock('phx/contact', { inquiry: 'consultation' }),
          blocks.createBlock('core/shortcode', { text: '[phx-products product="neural-pro-x1" layout="grid"]' }),
        ]);
      await data.dispatch('core/editor').savePost();
      const editor = data.select('core/editor');
      if (editor.didPostSaveRequestFail()) throw new Error('The post was not saved.');
      return { id: editor.getCurrentPostId() as number, content: editor.getEditedPostContent() as string };
    },
    { title, status },
  );
}

/** Waits until every phx element on the page has hydrated. */
const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('phx-'))
      .every((el) => el.matches(':state(ready)')),
  );

describe('the WordPress plugin', () => {
  let post: { id: number; content: string };

  it('lets an Author add a contact block and a products shortcode and publish them, stored as written', async () => {
    const { page } = await open();
    await logIn(page, users.author);
    post = await writePost(page, 'Our hands', 'publish');
    // The editor previews the element itself, rendered by the server and run by the loader.
    await page.locator('phx-contact').getByRole('button', { name: 'Send Message' }).waitFor();
    const stored = wp.php(`echo get_post( ${post.id} )->post_content;`);
    expect(stored).toContain('<!-- wp:phx/contact {"inquiry":"consultation"} /-->');
    expect(stored).toContain('[phx-products product="neural-pro-x1" layout="grid"]');
    expect(wp.php(`echo get_post_status( ${post.id} );`)).toBe('publish');
  });

  it('shows the post completely without any script: the form with its fields, the chosen product', async () => {
    const { page } = await open({ javaScriptEnabled: false });
    await page.goto(`${wp.url}/?p=${post.id}`);
    await page.getByRole('heading', { name: 'Neural Pro X1' }).waitFor();
    expect(await page.getByRole('heading', { name: 'SmartHand AI' }).count()).toBe(0);
    expect(await page.getByLabel('Full Name', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('Inquiry Type', { exact: true }).inputValue()).toBe('consultation');
    expect(await page.getByRole('button', { name: 'Send Message' }).isVisible()).toBe(true);
    // Nothing of the elements' markup leaks as text (kses and wpautop never saw it).
    expect(await page.locator('body').innerText()).not.toMatch(/:host|shadowrootmode|\[phx-/);
  });

  it('hydrates with one loader and no console errors; links lead to the company site; the inquiry arrives', async () => {
    const { page, errors } = await open();
    await page.goto(`${wp.url}/?p=${post.id}`);
    await page.getByRole('heading', { name: 'Neural Pro X1' }).waitFor();
    await hydrated(page);
    expect(await page.locator('script[src*="/phx/phx.js"]').count()).toBe(1);
    const consult = page
      .locator('phx-products')
      .getByRole('link', { name: /Request Consultation/ })
      .first();
    expect(await consult.getAttribute('href')).toMatch(new RegExp(`^${companyURL}/contact`));
    await page.getByLabel('Full Name', { exact: true }).fill('Clinic Visitor');
    await page.getByLabel('Email Address', { exact: true }).fill('visitor@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Sent from WordPress');
    await page.getByLabel('Message', { exact: true }).fill('Which hand suits me?');
    await page.getByRole('checkbox', { name: /^I agree that Phoenix Bionics may use the health details/ }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully!', { exact: true }).waitFor();
    const stored = storedIn(dataDir).filter((r) => r.subject === 'Sent from WordPress');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Clinic Visitor', inquiry: 'consultation' });
    expect(errors).toEqual([]);
  });

  it('hydrates a shortcode in classic content (no block markers, wpautop on) without errors, in the site’s language', async () => {
    wp.php(`update_option( 'WPLANG', 'de_DE' );`);
    const id = wp.php(`wp_set_current_user( get_user_by( 'login', 'author' )->ID );
echo wp_insert_post( array( 'post_title' => 'Klassisch', 'post_status' => 'publish', 'post_content' => "Intro.\\n\\n[phx-contact inquiry=\\"support\\"]\\n\\nOutro." ) );`);
    try {
      const { page, errors } = await open();
      await page.goto(`${wp.url}/?p=${id}`);
      await page.getByRole('heading', { name: 'Kontakt' }).first().waitFor();
      await hydrated(page);
      expect(await page.locator('phx-contact').getAttribute('lang')).toBe('de');
      expect(errors).toEqual([]);
    } finally {
      wp.php(`delete_option( 'WPLANG' );`);
    }
  });

  it('keeps a Contributor’s post, submitted for review, intact: its preview reads without script', async () => {
    const { page } = await open();
    await logIn(page, users.contributor);
    const pending = await writePost(page, 'For review', 'pending');
    expect(wp.php(`echo get_post_status( ${pending.id} );`)).toBe('pending');
    expect(wp.php(`echo get_post( ${pending.id} )->post_content;`)).toContain('<!-- wp:phx/contact');
    // The same login, in a browser that runs no script.
    const noScript = await browser.newContext({
      storageState: await page.context().storageState(),
      javaScriptEnabled: false,
    });
    contexts.push(noScript);
    const preview = await noScript.newPage();
    await preview.goto(`${wp.url}/?p=${pending.id}&preview=true`);
    await preview.getByRole('heading', { name: 'Neural Pro X1' }).waitFor();
    expect(await preview.getByLabel('Inquiry Type', { exact: true }).inputValue()).toBe('consultation');
  });

  it('gives Administrators a settings page whose empty fields show their defaults, and saves the company site', async () => {
    const { page } = await open();
    await logIn(page, users.admin);
    await page.goto(`${wp.url}/wp-admin/options-general.php?page=phx`);
    const site = page.getByLabel('Company site URL');
    expect(await page.getByLabel('Inquiry endpoint').getAttribute('placeholder')).toBe(`${companyURL}/api/inquiries`);
    expect(await page.getByLabel('Bundle URL (phx.js)').getAttribute('placeholder')).toBe(`${companyURL}/phx/phx.js`);
    await site.fill(`${companyURL}/`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings saved.').waitFor();
    expect(wp.php(`echo get_option( 'phx_site_url' );`)).toBe(`${companyURL}/`);
  });

  it('shows the whole site on a page with the site block, its home page readable without script', async () => {
    const id = wp.php(
      `echo wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Hands', 'post_status' => 'publish', 'post_content' => '<!-- wp:phx/router /-->' ) );`,
    );
    const { page } = await open({ javaScriptEnabled: false });
    await page.goto(`${wp.url}/?page_id=${id}`);
    await page.locator('phx-router').getByRole('heading', { level: 1 }).first().waitFor();
    // The site lays out by the theme's column, not the window: in a narrow one its links sit behind the menu toggle.
    const site = page.locator('phx-router');
    const menu = site.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).waitFor();
  });

  it('keeps wptexturize out of the elements: a quote in their text stays what their script renders', () => {
    const text = `<phx-contact lang="en"><template shadowrootmode="open"><p>We'll "reply" -- soon...</p></template></phx-contact>`;
    expect(wp.php(`echo wptexturize( ${JSON.stringify(text)} );`)).toBe(text);
  });

  it('wrote no PHP warning, notice or deprecation of its own with WP_DEBUG on', () => {
    expect(wp.debugLog().filter((line) => line.includes('/plugins/phx/'))).toEqual([]);
  });
});
