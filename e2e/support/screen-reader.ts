import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** Guidepup's virtual screen reader, its build for browsers (one file, no imports). */
const virtualScreenReader = readFileSync(
  createRequire(import.meta.url)
    .resolve('@guidepup/virtual-screen-reader')
    .replace(/lib\/.*$/, 'lib/esm/index.browser.js'),
  'utf8',
);

/** A screen reader listening to an element's page: it moves by items as a reader's arrow keys do, and hears live regions. */
export interface Listener {
  /** Moves on, item by item, to the first whose phrase matches; returns that phrase. */
  moveTo(phrase: RegExp): Promise<string>;
  /** Moves back, item by item, to the first whose phrase matches; returns that phrase. */
  moveBackTo(phrase: RegExp): Promise<string>;
  /** Says the current item again (a step back and forth), as it is now: its state after a choice. */
  reread(): Promise<string>;
  /** Chooses the current item (a click, as a reader's Enter does). */
  act(): Promise<void>;
  /** Types into the current item, as a visitor does once the reader is on a field. */
  type(text: string): Promise<void>;
  /** Waits until a phrase spoken since the last `forget()` matches; returns it. */
  hears(phrase: RegExp): Promise<string>;
  /** Everything spoken since the last `forget()`. */
  spoken(): Promise<string[]>;
  forget(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the virtual screen reader on `host`'s shadow root (it does not walk into shadow roots from the document;
 * inside one it does), at its start; on `host` itself when it has no shadow root (`body`: a page of plain HTML, such
 * as the team's inbox or the patient's page). The page's Content-Security-Policy must be bypassed (the reader is a
 * script).
 */
export async function listen(page: Page, host = 'phx-router'): Promise<Listener> {
  await page.route('**/__virtual-screen-reader.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: virtualScreenReader }),
  );
  await page.addScriptTag({
    type: 'module',
    content: "import { virtual } from '/__virtual-screen-reader.js'; window.__reader = virtual;",
  });
  await page.waitForFunction(() => '__reader' in window);
  await page.evaluate(async (tag) => {
    const host = document.querySelector(tag)!;
    const container = host.shadowRoot ? host.shadowRoot.querySelector('[data-phx-root]') : host;
    await (window as any).__reader.start({ container });
  }, host);

  const move = (phrase: RegExp, direction: 'next' | 'previous') =>
    page.evaluate(
      async ({ source, flags, direction }) => {
        const reader = (window as any).__reader;
        const wanted = new RegExp(source, flags);
        const passed: string[] = [];
        for (let step = 0; step < 600; step++) {
          await reader[direction]();
          const phrase: string = await reader.lastSpokenPhrase();
          if (wanted.test(phrase)) return phrase;
          passed.push(phrase);
        }
        throw new Error(`never heard ${wanted}; the last phrases: ${passed.slice(-15).join(' | ')}`);
      },
      { source: phrase.source, flags: phrase.flags, direction },
    );

  return {
    moveTo: (phrase) => move(phrase, 'next'),
    moveBackTo: (phrase) => move(phrase, 'previous'),
    reread: () =>
      page.evaluate(async () => {
        const reader = (window as any).__reader;
        await reader.previous();
        await reader.next();
        return reader.lastSpokenPhrase();
      }),
    act: () => page.evaluate(() => (window as any).__reader.act()),
    type: (text) => page.evaluate((text) => (window as any).__reader.type(text), text),
    // Polled in the page, a frame at a time: the reader's log is read as it grows.
    hears: (phrase) =>
      page.evaluate(
        async ({ source, flags }) => {
          const wanted = new RegExp(source, flags);
          const until = performance.now() + 10_000;
          for (;;) {
            const log: string[] = await (window as any).__reader.spokenPhraseLog();
            const heard = log.find((line) => wanted.test(line));
            if (heard) return heard;
            if (performance.now() > until) throw new Error(`never heard ${wanted}; heard: ${log.join(' | ')}`);
            await new Promise((next) => requestAnimationFrame(next));
          }
        },
        { source: phrase.source, flags: phrase.flags },
      ),
    spoken: () => page.evaluate(() => (window as any).__reader.spokenPhraseLog()),
    forget: () => page.evaluate(() => (window as any).__reader.clearSpokenPhraseLog()),
    stop: () => page.evaluate(() => (window as any).__reader.stop()),
  };
}

/** Text as a pattern matching itself exactly. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase that starts with `role, name` (its states may follow). */
export const said = (role: string, name: string) => new RegExp(`^${literally(role)}, ${literally(name)}(,|$)`);

/**
 * The language (`lang`) of the element in `host`'s shadow root (or, without one, in `host`) whose text is `text`:
 * what a reader speaks it in.
 */
export function languageOf(page: Page, text: string, host = 'phx-router'): Promise<string | null> {
  return page.evaluate(
    ({ text, host }) => {
      const element = document.querySelector(host)!;
      const root = element.shadowRoot ?? element;
      const holder = [...root.querySelectorAll('*')]
        .reverse()
        .find((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim() === text);
      return holder?.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang ?? null;
    },
    { text, host },
  );
}
