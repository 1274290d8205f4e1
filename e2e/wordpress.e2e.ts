/**
 * The WordPress plugin in a real WordPress (Debian's packages, see support/wordpress.ts): installed from the
 * build's zip, used by an Administrator, an Editor, an Author and a Contributor, read with scripts off and on; and
 * with the company site (a stand-in in front of the real one) slow, down or hostile.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createPhxServer } from '../server/app.ts';
import { storedIn } from '../test/server/test-server';
import {
  type CompanyMode,
  startCompanyStandIn,
  startWordPress,
  users,
  type WordPress,
  wordpressInstalled,
} from './support/wordpress';

const root = fileURLToPath(new URL('..', import.meta.url));
const zip = join(root, 'dist/wordpress/phx.zip');
const main = 'phoenix-bionics/phoenix-bionics.php';
/** The loader the build made, which the plugin pins: its version and hashes. */
const pinned = JSON.parse(readFileSync(join(root, 'dist/cdn/integrity.json'), 'utf8')) as {
  version: string;
  hashes: Record<string, string>;
};

let wp: WordPress;
let browser: Browser;
let company: ReturnType<typeof createPhxServer>;
let standIn: Awaited<ReturnType<typeof startCompanyStandIn>>;
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
  standIn = await startCompanyStandIn(`http://127.0.0.1:${(company.address() as AddressInfo).port}`);
  // Warm: the company site's first renders load its renderer, slower than the plugin waits.
  for (const tag of ['phx-contact', 'phx-products', 'phx-router', 'phx-compare', 'phx-demo', 'phx-clinics'])
    await fetch(`${standIn.url}/api/elements/${tag}`);
  wp.installPlugin(zip, main);
  wp.php(`update_option( 'phoenix_bionics_site_url', '${standIn.url}' );`);
  browser = await chromium.connect(inject('wsEndpoint'));
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await standIn?.stop();
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
  // Logged in once the redirect reaches the dashboard (its own page load is waited for by what the test does next);
  // WordPress's first admin page can take long on a loaded 2-core machine.
  await page.waitForURL(/\/wp-admin\//, { waitUntil: 'commit', timeout: 55_000 });
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

/** Selects the first block of `name` in the open editor and shows its settings in the sidebar. */
async function showSettings(page: Page, name: string) {
  await page.evaluate((name) => {
    const { data } = (window as any).wp;
    const block = data
      .select('core/block-editor')
      .getBlocks()
      .find((b: { name: string }) => b.name === name);
    data.dispatch('core/block-editor').selectBlock(block.clientId);
    data.dispatch('core/edit-post').openGeneralSidebar('edit-post/block');
  }, name);
  await page.getByRole('region', { name: 'Editor settings' }).getByLabel('inquiry').waitFor();
  return page.getByRole('region', { name: 'Editor settings' });
}

/** Publishes a post as `login` (WordPress's own filters for that user apply), returns its id. */
const publish = (login: string, content: string, type = 'post') =>
  Number(
    wp.php(`wp_set_current_user( get_user_by( 'login', '${login}' )->ID );
echo wp_insert_post( array( 'post_type' => '${type}', 'post_title' => 'Post ' . wp_generate_password( 6, false ), 'post_status' => 'publish', 'post_content' => ${JSON.stringify(content)} ) );`),
  );

/** The plugin's rows in the options table. */
const rows = () =>
  Number(
    wp.php(
      `global $wpdb; echo $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE 'phoenix\\\\_bionics\\\\_%'" );`,
    ),
  );
const clearCache = () => wp.php('phoenix_bionics_delete_rows();');
const companyIs = (mode: CompanyMode) => standIn.set(mode);

/** The page's HTML as a visitor's browser gets it (how long it takes is bench/wordpress.ts's to measure). */
async function timed(url: string) {
  return { html: await (await fetch(url)).text() };
}
/** WP-Cron's refresh, run here directly (WP-Cron is off in the tests), while the stand-in answers. */
const refreshRun = () => wp.phpAsync('phoenix_bionics_refresh_due();');
/**
 * The page's HTML once its elements are rendered: a page never waits long for the company site, so its first view
 * may show the fallback; the refresh then keeps the elements.
 */
async function ready(url: string) {
  for (let i = 0; i < 20; i++) {
    const { html } = await timed(url);
    if (!html.includes('phoenix-bionics-fallback')) return html;
    await refreshRun();
  }
  throw new Error(`The elements of ${url} were never rendered.`);
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
  beforeEach(() => companyIs('normal'));

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
    // Where inquiries go is no writer's to choose: the sidebar has no such setting.
    const settings = await showSettings(page, 'phx/contact');
    expect(await settings.getByLabel('endpoint').count()).toBe(0);
    expect(await settings.getByLabel('site-url').count()).toBe(0);
    await settings.getByText('Addresses and the clinic are set for the whole site by an administrator').waitFor();
  });

  it('shows the post completely without any script: the form with its fields, the chosen product', async () => {
    await ready(`${wp.url}/?p=${post.id}`);
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
    // One loader: the version the plugin was built with, pinned with its integrity.
    const loader = page.locator('script#phoenix-bionics-loader-js');
    expect(await loader.count()).toBe(1);
    expect(await loader.getAttribute('src')).toBe(`${standIn.url}/phx/${pinned.version}/phx.js`);
    expect(await loader.getAttribute('integrity')).toBe(pinned.hashes['phx.js']);
    const consult = page
      .locator('phx-products')
      .getByRole('link', { name: /Request Consultation/ })
      .first();
    expect(await consult.getAttribute('href')).toMatch(new RegExp(`^${standIn.url}/contact`));
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

  it('hydrates an Editor’s shortcode in classic content (no block markers, wpautop on) without errors, in the site’s language', async () => {
    wp.php(`update_option( 'WPLANG', 'de_DE' );`);
    const id = publish('editor', 'Intro.\n\n[phx-contact inquiry="support"]\n\nOutro.');
    try {
      await ready(`${wp.url}/?p=${id}`);
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
    await ready(`${wp.url}/?p=${post.id}`);
    const preview = await noScript.newPage();
    await preview.goto(`${wp.url}/?p=${pending.id}&preview=true`);
    await preview.getByRole('heading', { name: 'Neural Pro X1' }).waitFor();
    expect(await preview.getByLabel('Inquiry Type', { exact: true }).inputValue()).toBe('consultation');
  });

  it('offers an Administrator every element as a block, the clinic finder included, with alignment and anchor', async () => {
    const { page } = await open();
    await logIn(page, users.admin);
    await page.goto(`${wp.url}/wp-admin/post-new.php`);
    await page.waitForFunction(() => (window as any).wp?.blocks?.getBlockType('phx/clinics'));
    const blocks = await page.evaluate(() =>
      (window as any).wp.blocks
        .getBlockTypes()
        .filter((b: { name: string }) => b.name.startsWith('phx/'))
        .map((b: { name: string; apiVersion: number; supports: Record<string, unknown> }) => ({
          name: b.name,
          apiVersion: b.apiVersion,
          align: b.supports.align,
          anchor: b.supports.anchor,
        })),
    );
    expect(blocks.map((b: { name: string }) => b.name).sort()).toEqual(
      ['phx/clinics', 'phx/compare', 'phx/contact', 'phx/demo', 'phx/products', 'phx/router'].sort(),
    );
    for (const block of blocks) expect(block).toMatchObject({ apiVersion: 3, align: ['wide', 'full'], anchor: true });
    await page.evaluate(() => {
      const { blocks, data } = (window as any).wp;
      data.dispatch('core/block-editor').insertBlocks([blocks.createBlock('phx/contact')]);
    });
    // Not even an Administrator sets where inquiries go in a block: a block that has it (older content) says it is ignored.
    await page.evaluate(() => {
      const { blocks, data } = (window as any).wp;
      data
        .dispatch('core/block-editor')
        .insertBlocks([blocks.createBlock('phx/contact', { endpoint: 'http://127.0.0.1:9/steal' })]);
    });
    const settings = await showSettings(page, 'phx/contact');
    expect(await settings.getByLabel('endpoint').count()).toBe(0);
    await page
      .getByRole('region', { name: 'Editor content' })
      .getByText(
        'endpoint is ignored: where inquiries go, the company site and the clinic are set for the whole site in Settings › Phoenix Bionics.',
      )
      .waitFor();
    const id = publish('admin', '<!-- wp:phx/products {"align":"wide","anchor":"hands","className":"our-hands"} /-->');
    const { html } = await timed(`${wp.url}/?p=${id}`);
    const wrapper = html.match(/<div ([^>]*)><phx-products /)?.[1] ?? '';
    expect(wrapper).toContain('id="hands"');
    expect(wrapper).toMatch(/class="[^"]*\balignwide\b/);
    expect(wrapper).toMatch(/class="[^"]*\bour-hands\b/);
  });

  it('gives Administrators a settings page with its defaults, a Settings link, the clinic, Test connection and Clear cache', async () => {
    const { page } = await open();
    await logIn(page, users.admin);
    await page.goto(`${wp.url}/wp-admin/plugins.php`);
    await page.locator(`tr[data-plugin="${main}"]`).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/options-general\.php\?page=phoenix-bionics/);
    expect(await page.getByLabel('Inquiry endpoint').getAttribute('placeholder')).toBe(`${standIn.url}/api/inquiries`);
    expect(await page.getByLabel('Bundle URL (phx.js)').getAttribute('placeholder')).toBe(
      `${standIn.url}/phx/${pinned.version}/phx.js`,
    );
    expect(await page.getByLabel('Bundle integrity (SRI)').getAttribute('placeholder')).toBe(pinned.hashes['phx.js']);
    expect(await page.getByLabel('Keep elements no page showed for (days)').getAttribute('placeholder')).toBe('7');
    await page.getByLabel('Company site URL').fill(`${standIn.url}/`);
    await page.getByLabel('This site is the clinic').selectOption('hudson-limb-center');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings saved.').waitFor();
    expect(wp.php(`echo get_option( 'phoenix_bionics_site_url' );`)).toBe(`${standIn.url}/`);
    expect(wp.php(`echo get_option( 'phoenix_bionics_clinic' );`)).toBe('hudson-limb-center');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText(/The company site renders the elements: .* answered in \d+ ms\./).waitFor();
    await page.getByText(/The bundle loads:/).waitFor();
    await page.getByText('The bundle’s bytes match its integrity hash.').waitFor();
    await page.getByRole('button', { name: 'Clear cache' }).click();
    await page.getByText(/Cache cleared: \d+ stored rows? deleted\./).waitFor();
    // The site's clinic reaches the element whose contract has it.
    const id = publish('author', '[phx-clinics]');
    expect((await timed(`${wp.url}/?p=${id}`)).html).toContain('<phx-clinics clinic="hudson-limb-center"');
    wp.php(`delete_option( 'phoenix_bionics_clinic' );`);
  });

  it('tells Administrators while the company site is the example default', async () => {
    const saved = wp.php(`echo get_option( 'phoenix_bionics_site_url' );`);
    wp.php(`delete_option( 'phoenix_bionics_site_url' );`);
    try {
      const { page } = await open();
      await logIn(page, users.admin);
      await page.goto(`${wp.url}/wp-admin/index.php`);
      await page.getByText(/the company site’s URL is still the example default/).waitFor();
    } finally {
      wp.php(`update_option( 'phoenix_bionics_site_url', '${saved}' );`);
    }
  });

  it('shows the whole site on a page with the site block, its home page readable without script, no skip control showing', async () => {
    const id = publish('admin', '<!-- wp:phx/router /-->', 'page');
    await ready(`${wp.url}/?page_id=${id}`);
    const { page } = await open({ javaScriptEnabled: false });
    await page.goto(`${wp.url}/?page_id=${id}`);
    await page.locator('phx-router').getByRole('heading', { level: 1 }).first().waitFor();
    // The site lays out by the theme's column, not the window: in a narrow one its links sit behind the menu toggle.
    const site = page.locator('phx-router');
    const menu = site.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).waitFor();
    // The skip control waits unseen until a keyboard reaches it.
    const skip = await site.locator('[part="skip-link"]').evaluate((el) => {
      const r = el.getBoundingClientRect();
      const clip = getComputedStyle(el).clipPath;
      return { visible: r.width > 1 && r.height > 1 && clip === 'none' };
    });
    expect(skip.visible).toBe(false);
  });

  it('shows the whole site’s pages after the # only: a history mode asked for is ignored with a note', async () => {
    const id = publish('admin', '[phx-router mode="history" base="/hands"]', 'page');
    const { html } = await timed(`${wp.url}/?page_id=${id}`);
    expect(html).toContain('<phx-router endpoint=');
    expect(html).toMatch(/<phx-router [^>]*mode="hash"/);
    expect(html).toContain('<!-- phx-router: mode ignored:');
  });

  it('keeps wptexturize out of the elements: a quote in their text stays what their script renders', () => {
    const text = `<phx-contact lang="en"><template shadowrootmode="open"><p>We'll "reply" -- soon...</p></template></phx-contact>`;
    expect(wp.php(`echo wptexturize( ${JSON.stringify(text)} );`)).toBe(text);
  });
});

describe('the WordPress plugin, against its writers', () => {
  beforeEach(() => companyIs('normal'));

  // Where a writer would send inquiries: content that names an endpoint, a company site and a clinic of its own.
  const evil = 'http://127.0.0.1:9';
  const hostileBlock = `<!-- wp:phx/contact {"endpoint":"${evil}/steal","siteUrl":"${evil}","clinic":"pearl-bionics","inquiry":"support"} /-->`;
  const hostileShortcode = `[phx-contact endpoint="${evil}/steal" site-url="${evil}" clinic="pearl-bionics" inquiry="support"]`;
  const roles = ['admin', 'editor', 'author', 'contributor'] as const;

  /** The contact element's start tag as a visitor gets the post, and whether the writer's address shows anywhere. */
  async function printed(id: number) {
    const { html } = await timed(`${wp.url}/?p=${id}`);
    return { start: html.match(/<phx-contact [^>]*>/)?.[0] ?? '', leaks: html.includes('127.0.0.1:9') };
  }
  /** The settings' endpoint and company site, and nothing else of where data goes. */
  const fromSettings = () =>
    new RegExp(
      `^<phx-contact endpoint="${standIn.url}/api/inquiries" inquiry="support" lang="en" site-url="${standIn.url}/?"[ >]`,
    );
  /** An Administrator makes the post theirs and publishes it (a Contributor's, submitted for review). */
  const adoptAndPublish = (id: number) =>
    wp.php(`wp_set_current_user( get_user_by( 'login', 'admin' )->ID );
wp_update_post( array( 'ID' => ${id}, 'post_author' => get_current_user_id(), 'post_status' => 'publish' ) );`);
  /**
   * A request to the REST API (the block editor's route) as `login`: its status and the id it answers. With
   * `filtered`, nobody may post unfiltered HTML, as DISALLOW_UNFILTERED_HTML (and a multisite) makes it.
   */
  const rest = (login: string, method: string, route: string, params: Record<string, unknown>, filtered = false) =>
    JSON.parse(
      wp.php(`${filtered ? "add_filter( 'map_meta_cap', function ( $caps, $cap ) { return 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps; }, 10, 2 );" : ''}
wp_set_current_user( get_user_by( 'login', '${login}' )->ID );
$request = new WP_REST_Request( '${method}', '${route}' );
$request->set_body_params( json_decode( ${JSON.stringify(JSON.stringify(params))}, true ) );
$response = rest_do_request( $request );
$data = $response->get_data();
echo wp_json_encode( array( 'status' => $response->get_status(), 'id' => isset( $data['id'] ) ? $data['id'] : null ) );`),
    ) as { status: number; id: number };
  /** A post written in the classic editor (wp-admin/post.php's own function) as `login`, Publish pressed. */
  const classic = (login: string, content: string) =>
    Number(
      wp.php(`require_once ABSPATH . 'wp-admin/includes/admin.php';
wp_set_current_user( get_user_by( 'login', '${login}' )->ID );
$_POST = array( 'post_title' => 'Classic ${login}', 'content' => ${JSON.stringify(content)}, 'publish' => 'Publish', 'post_type' => 'post' );
echo wp_write_post();`),
    );

  it('takes no role’s endpoint, company site or clinic from the classic editor, and says so to whoever may edit the post', async () => {
    for (const role of roles) {
      const id = classic(role, `Before.\n\n${hostileShortcode}\n\nAfter.`);
      expect(id, role).toBeGreaterThan(0);
      if (role === 'contributor') expect(wp.php(`echo get_post_status( ${id} );`)).toBe('pending');
      adoptAndPublish(id);
      const { start, leaks } = await printed(id);
      expect(start, role).toMatch(fromSettings());
      expect(leaks, role).toBe(false);
    }
    const id = classic('author', hostileShortcode);
    const html = await ready(`${wp.url}/?p=${id}`);
    expect(html).toMatch(new RegExp(`<form [^>]*action="${standIn.url}/api/inquiries"`));
    expect(html).toContain('<!-- phx-contact: endpoint ignored: where inquiries go');
    // The plugin's own note, by its class: phx's sample-details note is a role="note" too.
    expect(html).not.toContain('class="phoenix-bionics-notice"');
    const { page } = await open({ javaScriptEnabled: false });
    await logIn(page, users.author);
    await page.goto(`${wp.url}/?p=${id}`);
    await page.getByRole('note').filter({ hasText: 'phx-contact: endpoint ignored: where inquiries go' }).waitFor();
  });

  it('takes no role’s endpoint, company site or clinic from the REST API, new posts and edits of another’s alike', async () => {
    for (const role of roles) {
      const made = rest(role, 'POST', '/wp/v2/posts', {
        title: `REST ${role}`,
        content: hostileBlock,
        status: role === 'contributor' ? 'pending' : 'publish',
      });
      expect(made.status, role).toBe(201);
      if (role === 'contributor') adoptAndPublish(made.id);
      expect(await printed(made.id), role).toEqual({ start: expect.stringMatching(fromSettings()), leaks: false });
    }
    // An Editor edits an Administrator's post (the REST API writes no _edit_last), with unfiltered HTML or without.
    for (const filtered of [false, true]) {
      const id = publish('admin', '<!-- wp:phx/contact {"inquiry":"support"} /-->');
      expect(rest('editor', 'POST', `/wp/v2/posts/${id}`, { content: hostileBlock }, filtered).status).toBe(200);
      expect(wp.php(`echo get_post( ${id} )->post_content;`)).toContain(evil);
      expect(await printed(id)).toEqual({ start: expect.stringMatching(fromSettings()), leaks: false });
    }
  });

  it('takes no role’s endpoint, company site or clinic from a synced pattern, even one changed after it was inserted', async () => {
    for (const role of roles) {
      const pattern = rest(role, 'POST', '/wp/v2/blocks', {
        title: `Pattern ${role}`,
        content: hostileBlock,
        status: role === 'contributor' ? 'pending' : 'publish',
      });
      // WordPress lets no Contributor make a synced pattern.
      if (role === 'contributor') {
        expect(pattern.status).toBe(403);
        continue;
      }
      expect(pattern.status, role).toBe(201);
      const id = publish('admin', `<!-- wp:block {"ref":${pattern.id}} /-->`);
      expect(await printed(id), role).toEqual({ start: expect.stringMatching(fromSettings()), leaks: false });
      if (role === 'author') {
        const changed = hostileBlock.replaceAll(evil, 'http://127.0.0.1:9/changed');
        expect(rest(role, 'POST', `/wp/v2/blocks/${pattern.id}`, { content: changed }).status).toBe(200);
        expect(await printed(id)).toEqual({ start: expect.stringMatching(fromSettings()), leaks: false });
      }
    }
  });

  it('reads a shortcode written with curly quotes as if its quotes were straight', async () => {
    const id = publish('author', '[phx-products product=“smarthand-ai” layout=”grid”]');
    const { html } = await timed(`${wp.url}/?p=${id}`);
    expect(html).toMatch(/<phx-products lang="en" layout="grid" product="smarthand-ai"/);
  });

  it('prints nothing of an unknown [phx-…] shortcode to visitors, and a notice to whoever can edit the post', async () => {
    const id = publish('author', 'Before [phx-prodcuts layout="grid"] after');
    const { html } = await timed(`${wp.url}/?p=${id}`);
    expect(html).not.toContain('[phx-prodcuts');
    expect(html).toContain('Before  after');
    const { page } = await open({ javaScriptEnabled: false });
    await logIn(page, users.author);
    await page.goto(`${wp.url}/?p=${id}`);
    await page.getByText(/Only editors see this: \[phx-prodcuts\] is not a Phoenix Bionics shortcode/).waitFor();
  });

  it('shows its fallback in the site’s language', async () => {
    wp.php(`update_option( 'WPLANG', 'de_DE' );`);
    try {
      clearCache();
      companyIs('down');
      const { html } = await timed(`${wp.url}/?p=${publish('author', '[phx-products]')}`);
      expect(html).toContain('Dieser Teil der Seite kann gerade nicht angezeigt werden.');
      expect(html).toContain('<phx-products lang="de"');
    } finally {
      wp.php(`delete_option( 'WPLANG' );`);
    }
  });

  it('gives feeds a plain link instead of the element', async () => {
    const id = publish('author', '[phx-contact]');
    const feed = await (await fetch(`${wp.url}/?feed=rss2`)).text();
    expect(feed).not.toContain('shadowrootmode');
    expect(feed).toContain(
      `<p><a href="${wp.php(`echo get_permalink( ${id} );`)}">Phoenix contact form: open it on our site</a></p>`,
    );
  });
});

describe('the WordPress plugin, whatever the company site does', () => {
  const five = '[phx-contact]\n\n[phx-products]\n\n[phx-compare]\n\n[phx-demo]\n\n[phx-clinics]';
  const asked = () => standIn.served.elements;
  const away = () => wp.php(`echo wp_json_encode( get_option( 'phoenix_bionics_away', null ) );`);
  beforeEach(() => {
    companyIs('normal');
    clearCache();
  });

  it('shows five elements’ fallback while the company site is slow, asks it once per element, and marks it away only when a refresh times out', async () => {
    const id = publish('admin', five);
    companyIs('slow');
    const first = await timed(`${wp.url}/?p=${id}`);
    expect(first.html.match(/This part of the page cannot be shown right now/g)).toHaveLength(5);
    // The page's budget was missed: no failure of the company site.
    expect(away()).toBe('null');
    const before = asked();
    for (let i = 0; i < 3; i++) await timed(`${wp.url}/?p=${id}`);
    expect(asked()).toBe(before);
    expect(wp.php(`echo wp_next_scheduled( 'phoenix_bionics_refresh' ) ? 'scheduled' : 'none';`)).toBe('scheduled');
    // WP-Cron's run waits 5 s for an answer: the slow site is then away, and the run stops at its first failure.
    await refreshRun();
    expect(asked()).toBe(before + 1);
    expect(JSON.parse(away())).toMatchObject({ failures: 1 });
  });

  it('marks the company site away while it is down, asks it nothing from pages, and backs off until it answers again', async () => {
    const id = publish('admin', five);
    companyIs('down');
    const first = await timed(`${wp.url}/?p=${id}`);
    expect(first.html.match(/This part of the page cannot be shown right now/g)).toHaveLength(5);
    expect(JSON.parse(away())).toMatchObject({ failures: 1 });
    const before = asked();
    for (let i = 0; i < 3; i++) await timed(`${wp.url}/?p=${id}`);
    await refreshRun();
    expect(asked()).toBe(before);
    // Once it may be asked again, one refresh asks; it failed again, so the next wait is twice as long.
    wp.php(`update_option( 'phoenix_bionics_away', array( 'failures' => 1, 'next' => 0 ) );`);
    await refreshRun();
    expect(asked()).toBe(before + 1);
    const mark = JSON.parse(away());
    expect(mark.failures).toBe(2);
    expect(mark.next - Math.floor(Date.now() / 1000)).toBeGreaterThan(60);
    // Back: the next refresh the mark allows brings every element, and the mark goes.
    companyIs('normal');
    wp.php(`update_option( 'phoenix_bionics_away', array( 'failures' => 2, 'next' => 0 ) );`);
    await refreshRun();
    expect(away()).toBe('null');
    const back = (await timed(`${wp.url}/?p=${id}`)).html;
    // Every element rendered: none left bare with its fallback (the clinic finder's links to clinics' sites included).
    expect(back.match(/<phx-[a-z]+(?= [^>]*><p class="phoenix-bionics-fallback)/g)).toBeNull();
  });

  it('shows the fallback a visitor can use: a link to the company site and its phone number', async () => {
    const id = publish('admin', '[phx-contact]');
    companyIs('down');
    const { page } = await open({ javaScriptEnabled: false });
    await page.goto(`${wp.url}/?p=${id}`);
    const fallback = page.locator('phx-contact .phoenix-bionics-fallback');
    expect(await fallback.getByRole('link', { name: 'Phoenix Bionics' }).getAttribute('href')).toMatch(
      new RegExp(`^${standIn.url}/?$`),
    );
    expect(await fallback.getByRole('link', { name: '+1 (555) 010-4200' }).getAttribute('href')).toBe(
      'tel:+15550104200',
    );
  });

  it('shows the kept copy while the company site is slow, asking it nothing from the page, and leaves the refresh to WP-Cron', async () => {
    const id = publish('admin', '[phx-contact inquiry="insurance"]');
    expect(await ready(`${wp.url}/?p=${id}`)).toContain('shadowrootmode');
    // Stale now: the next view shows it all the same, and asks WP-Cron for a refresh.
    wp.php(
      `$i = get_option( 'phoenix_bionics_index' ); foreach ( $i as $k => $e ) { $i[ $k ]['fresh'] = 0; } update_option( 'phoenix_bionics_index', $i, false ); wp_clear_scheduled_hook( 'phoenix_bionics_refresh' );`,
    );
    companyIs('slow');
    const before = asked();
    const stale = await timed(`${wp.url}/?p=${id}`);
    expect(stale.html).toContain('shadowrootmode');
    expect(asked()).toBe(before);
    expect(wp.php(`echo wp_next_scheduled( 'phoenix_bionics_refresh' ) ? 'scheduled' : 'none';`)).toBe('scheduled');
  });

  it('runs no script of a hostile answer: the element is printed bare and rendered by the loader', async () => {
    const id = publish('admin', '[phx-contact]');
    companyIs('hostile');
    const served = standIn.served.hostile;
    await timed(`${wp.url}/?p=${id}`);
    await refreshRun();
    expect(standIn.served.hostile).toBeGreaterThan(served);
    const { html } = await timed(`${wp.url}/?p=${id}`);
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('shadowrootmode');
    expect(html).toContain('phoenix-bionics-fallback');
    const { page } = await open();
    await page.goto(`${wp.url}/?p=${id}`);
    await page.locator('phx-contact').getByRole('button', { name: 'Send Message' }).waitFor();
    expect(await page.evaluate(() => (window as any).phxPwned)).toBeUndefined();
  });

  it('says a form cannot send, and keeps what was typed, when its page is kept but the loader cannot load', async () => {
    const id = publish('admin', '[phx-contact]');
    await ready(`${wp.url}/?p=${id}`);
    companyIs('down');
    const { page } = await open();
    await page.goto(`${wp.url}/?p=${id}`);
    const address = page.url();
    const form = page.locator('phx-contact');
    const note = page.getByRole('alert').filter({ hasText: 'This form cannot send right now.' });
    await note.waitFor();
    await form.getByLabel('Full Name', { exact: true }).fill('Kept Visitor');
    await form.getByLabel('Email Address', { exact: true }).fill('kept@example.com');
    await form.getByLabel('Subject', { exact: true }).fill('Kept');
    await form.getByLabel('Message', { exact: true }).fill('What I typed stays.');
    await form.getByRole('checkbox', { name: /^I agree that Phoenix Bionics may use the health details/ }).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
    expect(page.url()).toBe(address);
    expect(await form.getByLabel('Full Name', { exact: true }).inputValue()).toBe('Kept Visitor');
  });

  it('keeps its rows bounded: fifty addresses of one page make one entry', async () => {
    const id = publish('admin', '<!-- wp:phx/router /-->\n[phx-contact]', 'page');
    const before = rows();
    for (let i = 0; i < 50; i++) await fetch(`${wp.url}/?page_id=${id}&x=${i}&utm_source=${i}#/about`);
    const after = rows();
    // The index, the two elements' entries, and at most a lock or the 'away' note: not one per address.
    expect(after - before).toBeLessThanOrEqual(6);
    expect(Number(wp.php(`echo count( get_option( 'phoenix_bionics_index' ) );`))).toBeLessThanOrEqual(2);
  });

  it('keeps other pages’ copies when a post shows 150 elements, and drops what no page used for the kept days', async () => {
    const kept = publish('admin', '[phx-contact inquiry="insurance"]');
    expect(await ready(`${wp.url}/?p=${kept}`)).toContain('shadowrootmode');
    const { elements } = JSON.parse(readFileSync(join(root, 'integrations/wordpress/elements.json'), 'utf8'));
    const products: string[] = elements['phx-products'].attributes.product.values;
    const layouts: string[] = elements['phx-products'].attributes.layout.values;
    const grips: string[] = elements['phx-demo'].attributes.grip.values;
    const many: string[] = [];
    for (const lang of ['en', 'de', 'es', 'ar']) {
      for (let mask = 1; mask < 2 ** products.length; mask++)
        for (const layout of layouts)
          many.push(
            `[phx-products product="${products.filter((_, i) => mask & (1 << i)).join(',')}" layout="${layout}" lang="${lang}"]`,
          );
      for (const product of products)
        for (const grip of grips) many.push(`[phx-demo product="${product}" grip="${grip}" lang="${lang}"]`);
    }
    many.length = 150;
    const id = publish('admin', many.join('\n\n'));
    await timed(`${wp.url}/?p=${id}`);
    await timed(`${wp.url}/?p=${id}`);
    expect(Number(wp.php(`echo count( get_option( 'phoenix_bionics_index' ) );`))).toBeGreaterThanOrEqual(151);
    expect((await timed(`${wp.url}/?p=${kept}`)).html).toContain('shadowrootmode');
    // Eight days without a view (the default keeps seven): the refresh's pruning drops that copy, and only it.
    wp.php(`$i = get_option( 'phoenix_bionics_index' );
foreach ( $i as $k => $e ) { if ( 'phx-contact' === $e['tag'] ) { $i[ $k ]['used'] = time() - 8 * DAY_IN_SECONDS; } }
update_option( 'phoenix_bionics_index', $i, false );
phoenix_bionics_prune();`);
    const contact = `count( wp_list_filter( get_option( 'phoenix_bionics_index' ), array( 'tag' => 'phx-contact' ) ) )`;
    expect(wp.php(`echo ${contact}, ' ', count( get_option( 'phoenix_bionics_index' ) );`)).toMatch(/^0 1[5-9]\d$/);
  });

  it('falls back to the HTML it printed when the loader’s bytes do not match their integrity: a form says it cannot send', async () => {
    const id = publish('admin', '[phx-contact]');
    await ready(`${wp.url}/?p=${id}`);
    wp.php(`update_option( 'phoenix_bionics_bundle_integrity', 'sha384-${'A'.repeat(64)}' );`);
    try {
      const { page } = await open();
      await page.goto(`${wp.url}/?p=${id}`);
      await page.getByRole('alert').filter({ hasText: 'This form cannot send right now.' }).waitFor();
      expect(await page.locator('phx-contact').getByLabel('Full Name', { exact: true }).isVisible()).toBe(true);
      expect(await page.evaluate(() => Symbol.for('phx.loader') in globalThis)).toBe(false);
    } finally {
      wp.php(`delete_option( 'phoenix_bionics_bundle_integrity' );`);
    }
  });
});

describe('the WordPress plugin, as a citizen', () => {
  it('suggests its part of the privacy policy: what the elements send, and to whom', () => {
    const text = wp.php(`require_once ABSPATH . 'wp-admin/includes/admin.php';
set_current_screen( 'options-privacy' );
do_action( 'admin_init' );
echo wp_json_encode( WP_Privacy_Policy_Content::get_suggested_policy_text() );`);
    expect(text).toContain('Phoenix Bionics elements');
    expect(text).toContain('inquiry endpoint');
  });

  it('speaks German, Spanish (Peru’s too) and Arabic in PHP and in the editor’s script', () => {
    for (const [locale, clear, settings] of [
      ['de_DE', 'Cache leeren', 'Einstellungen'],
      ['es_PE', 'Vaciar la caché', 'Ajustes'],
      ['ar', 'مسح ذاكرة التخزين المؤقت', 'الإعدادات'],
    ]) {
      wp.php(`update_option( 'WPLANG', '${locale}' );`);
      try {
        expect(wp.php(`echo __( 'Clear cache', 'phoenix-bionics' );`)).toBe(clear);
        const script = JSON.parse(
          wp.php(
            `echo load_script_textdomain( 'phoenix-bionics-editor', 'phoenix-bionics', WP_PLUGIN_DIR . '/phoenix-bionics/languages' );`,
          ),
        );
        expect(script.locale_data.messages.Settings).toEqual([settings]);
      } finally {
        wp.php(`delete_option( 'WPLANG' );`);
      }
    }
  });

  it('starts the Playground blueprint’s demo: its page shows the blocks it writes', async () => {
    const blueprint = JSON.parse(readFileSync(join(root, 'integrations/wordpress/blueprint.json'), 'utf8'));
    const { code } = blueprint.steps.find((step: { step: string }) => step.step === 'runPHP');
    // Playground loads WordPress from /wordpress; here it is loaded already.
    wp.php(code.replace(/^<\?php require_once 'wordpress\/wp-load\.php';/, ''));
    const { html } = await timed(`${wp.url}${blueprint.landingPage}`);
    for (const tag of ['phx-products', 'phx-compare', 'phx-contact']) expect(html, tag).toContain(`<${tag} `);
  });

  it('wrote no PHP warning, notice or deprecation of its own with WP_DEBUG on', () => {
    expect(wp.debugLog().filter((line) => line.includes('/plugins/phoenix-bionics/'))).toEqual([]);
  });

  it('leaves nothing visible when it is deleted: no row, no privacy-policy text, no raw shortcode', async () => {
    const id = publish('author', 'Before. [phx-contact inquiry="consultation"] After.');
    const suggested = () =>
      wp.php(
        `echo wp_json_encode( get_post_meta( (int) get_option( 'wp_page_for_privacy_policy' ), '_wp_suggested_privacy_policy_content' ) );`,
      );
    expect(suggested()).toContain('Phoenix Bionics');
    expect(rows()).toBeGreaterThan(0);
    wp.deletePlugin(main);
    expect(rows()).toBe(0);
    expect(wp.php(`echo wp_next_scheduled( 'phoenix_bionics_refresh' ) ? 'scheduled' : 'none';`)).toBe('none');
    expect(suggested()).not.toContain('Phoenix Bionics');
    const { html } = await timed(`${wp.url}/?p=${id}`);
    expect(html).toContain('Before.');
    expect(html).not.toContain('[phx-contact');
  });
});
