import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, expect, inject } from 'vitest';

export const baseURL = inject('baseURL');
export const otherURL = inject('otherURL');

let connected: Promise<Browser> | undefined;
const browser = () => (connected ??= chromium.connect(inject('wsEndpoint')));

afterAll(async () => {
  if (connected) await (await connected).close();
  connected = undefined;
});

export const viewports = {
  mobile: { width: 360, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

export interface Visit {
  page: Page;
  /** Everything the page wrote to the console, as "type: text". */
  console: string[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
  close(): Promise<void>;
}

/** Opens `path` (relative to the demo server, or absolute) in a fresh context and records its console. */
export async function visit(
  path: string,
  options: BrowserContextOptions & { wait?: string | false } = {},
): Promise<Visit> {
  const { wait = 'main', ...contextOptions } = options;
  const context = await (await browser()).newContext({ viewport: viewports.desktop, ...contextOptions });
  const page = await context.newPage();
  const consoleLines: string[] = [];
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    consoleLines.push(`${m.type()}: ${m.text()}`);
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  await page.goto(new URL(path, baseURL).href);
  if (wait) await page.locator(wait).first().waitFor();
  if (wait && contextOptions.javaScriptEnabled !== false) await hydrated(page);
  return { page, console: consoleLines, errors, close: () => context.close() };
}

/**
 * Waits until every phx element on the page has rendered or hydrated (`:state(ready)`): a prerendered page is on
 * screen before its script runs, and a click before hydration would find buttons that do nothing yet.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('phx-'))
      .every((el) => el.matches(':state(ready)')),
  );
}

/** Fails the test if the page logged an error or threw. */
export function expectNoConsoleErrors(v: Visit) {
  expect(v.errors.join('\n'), `console errors on ${v.page.url()}`).toBe('');
}

let hostPages = 0;

/** Opens a host page of our own making at `origin` (default: the demo server), with optional response headers. */
export async function visitHtml(
  html: string,
  options: BrowserContextOptions & { origin?: string; headers?: Record<string, string>; wait?: string | false } = {},
): Promise<Visit> {
  const { origin = baseURL, headers = {}, wait = false, ...rest } = options;
  const v = await visit('about:blank', { ...rest, wait: false });
  const url = `${origin}/__host/${++hostPages}.html`;
  await v.page.route(url, (route) => route.fulfill({ contentType: 'text/html', headers, body: html }));
  await v.page.goto(url);
  if (wait) await v.page.locator(wait).first().waitFor();
  if (wait) await hydrated(v.page);
  return v;
}

export const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host page</title>${head}</head><body><main>${body}</main></body></html>`;

/** The contact form's consent box for health details, in English. */
export const healthConsent = (scope: Page | Locator) =>
  scope.getByRole('checkbox', { name: /^I agree that Phoenix Bionics may use the health details in my message/ });

/** Fills the contact form's required fields and ticks its consent box, the way a visitor does (the rest keep their defaults). */
export async function fillInquiry(scope: Page | Locator, subject: string) {
  await scope.getByLabel('Full Name', { exact: true }).fill('Ada Example');
  await scope.getByLabel('Email Address', { exact: true }).fill('ada@example.com');
  await scope.getByLabel('Subject', { exact: true }).fill(subject);
  await scope.getByLabel('Message', { exact: true }).fill('Please call me about a fitting.');
  await healthConsent(scope).check();
}

/**
 * The browser's own accessibility properties of the control with `role` and `name` (expanded, focused, …), as
 * assistive technology reads them: Playwright's role queries do not know implicit states such as a popover
 * toggle's expanded state.
 */
export async function accessibleState(page: Page, role: string, name: string): Promise<Record<string, unknown>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      backendNodeId: root.backendNodeId,
      role,
      accessibleName: name,
    });
    if (!nodes.length) throw new Error(`no ${role} named ${name}`);
    return Object.fromEntries((nodes[0].properties ?? []).map((p) => [p.name, p.value.value]));
  } finally {
    await cdp.detach();
  }
}

/** Waits until every animation and transition inside `scope`'s shadow root (or the page) has finished. */
export async function settled(scope: Locator) {
  await scope.evaluate((el) => {
    const root = el.getRootNode() as Document | ShadowRoot;
    return Promise.all(root.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Lays the page out now, at its current viewport and with its current styles (media queries included): reading a
 * box makes the browser do it. Works where the page runs no script (animation frames would never come there).
 */
export const laidOut = (page: Page) => page.evaluate(() => void document.documentElement.getBoundingClientRect());

/** Lets the page render once more (two animation frames): what a microtask or a render scheduled now has done. */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
