import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attributesOf, elements, type PhxTag } from '../src/elements/runtime/contract';
import { seen } from '../src/test/seen';
import { baseURL, expectNoConsoleErrors, hydrated, nextFrames, page, visitHtml } from './support/browser';
import { twoValues } from '../src/test/attribute-values';

/**
 * In Chromium, an element rendered on the partner's server and hydrated in place follows every attribute of its
 * contract: set, changed and removed, it shows what a fresh element given the same attributes shows.
 */

const serverRenderer = async () =>
  (await import(pathToFileURL(`${process.cwd()}/dist/server/index.js`).href)) as typeof import('../src/ssr/index');

/**
 * What a visitor sees of the element with `id`'s shadow root (src/test/seen.ts, run in the page), but a map's land:
 * its outlines (and its finer ones, tile by tile) are fetched when a map is first on screen, whichever element that
 * is, so one of two equal maps may have them a moment before the other; no attribute decides them.
 */
const seenIn = async (p: Page, id: string) =>
  (
    await p.evaluate(
      ({ id, source }) => new Function('root', `return (${source})(root)`)(document.getElementById(id)!.shadowRoot),
      { id, source: seen.toString() },
    )
  ).replace(/\n<(path class="land"|svg class="tile")>/g, '');

/** A fresh element of `tag` with `attributes`, rendered by its code: what it shows. */
async function fresh(p: Page, tag: PhxTag, attributes: Record<string, string>) {
  await p.evaluate(
    ({ tag, attributes }) => {
      const element = document.createElement(tag);
      element.id = 'fresh';
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.getElementById('fresh')?.remove();
      document.querySelector('main')!.append(element);
    },
    { tag, attributes },
  );
  // Ready, and nothing it fetches still on its way (the clinics): nothing busy.
  await p.waitForFunction(() => {
    const element = document.getElementById('fresh')!;
    return element.matches(':state(ready)') && !element.shadowRoot!.querySelector('[aria-busy="true"]');
  });
  // And settled: a list that draws what is on screen measures its rows once they are drawn (a frame later).
  let last = await seenIn(p, 'fresh');
  for (let now = ''; ; last = now) {
    await nextFrames(p);
    now = await seenIn(p, 'fresh');
    if (now === last) return now;
  }
}

// The elements a partner renders on its own server (the router is the company's own site, walked in happy-dom).
const tags = (Object.keys(elements) as PhxTag[]).filter((tag) => tag !== 'phx-router');

describe('an element rendered on the server and hydrated, in Chromium', () => {
  for (const tag of tags) {
    it(`<${tag}> follows each of its attributes, set, changed and removed`, async () => {
      const { renderElement } = await serverRenderer();
      const html = String(await renderElement(tag, {}, { url: `${baseURL}/__host/walk.html` }));
      const v = await visitHtml(
        page(
          html.replace(`<${tag}`, `<${tag} id="walked"`),
          `<script type="module" src="${baseURL}/phx/phx.js"></script>`,
        ),
        { wait: tag },
      );
      const { page: p } = v;
      await p.evaluate(() => {
        // The server's element, its shadow root from the HTML: hydrated in place, not rendered afresh.
        (window as any).__root = document.getElementById('walked')!.shadowRoot!.querySelector('[data-phx-root]');
      });
      for (const [name, spec] of Object.entries(attributesOf(tag))) {
        // The contact form keeps a subject already there (named for another clinic) when `clinic` changes: it never
        // shows what a fresh one shows; ContactElement.test.tsx and clinic-requests.e2e.ts follow it.
        if (`${tag} ${name}` === 'phx-contact clinic') continue;
        const [first, second] = twoValues(spec);
        for (const value of [first, second, null, first, '']) {
          const attributes: Record<string, string> = value ? { [name]: value } : {};
          const want = await fresh(p, tag, attributes);
          await p.evaluate(
            ({ name, value }) => {
              const element = document.getElementById('walked')!;
              if (value === null) element.removeAttribute(name);
              else element.setAttribute(name, value);
            },
            { name, value },
          );
          await expect
            .poll(() => seenIn(p, 'walked'), { message: `${name}=${JSON.stringify(value)}`, timeout: 10_000 })
            .toBe(want);
        }
      }
      expect(
        await p.evaluate(() => document.getElementById('walked')!.shadowRoot!.contains((window as any).__root as Node)),
      ).toBe(true);
      await hydrated(p);
      expectNoConsoleErrors(v);
      await v.close();
    });
  }
});
