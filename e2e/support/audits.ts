import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe-core over the page (it walks open shadow roots) and returns each violation with its targets. The page's
 * own Content-Security-Policy must be bypassed (`bypassCSP: true`): axe is injected as a script. `skip` names rules
 * left out; `review` names rules whose "needs review" results count as violations too.
 */
export async function axe(page: Page, skip: string[] = [], review: string[] = []): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(
    async ({ skip, review }) => {
      const rules = Object.fromEntries(skip.map((id) => [id, { enabled: false }]));
      const result = await (window as any).axe.run(document, { resultTypes: ['violations', 'incomplete'], rules });
      return [...result.violations, ...result.incomplete.filter((r: any) => review.includes(r.id))].map(
        (v: any) => `${v.id}: ${v.help} — ${v.nodes.map((n: any) => JSON.stringify(n.target)).join(', ')}`,
      );
    },
    { skip, review },
  );
}

/** Every visible link and control inside `tag`'s shadow root smaller than 44×44 px, as "TAG "text" w×h". */
export async function smallTargets(page: Page, tag = 'phx-router'): Promise<string[]> {
  return page
    .locator(tag)
    .first()
    .evaluate((host) =>
      [...host.shadowRoot!.querySelectorAll('a, button, input, select, textarea')]
        .filter(
          (el) =>
            (el as HTMLElement).offsetParent !== null &&
            !el.closest('[aria-hidden=true]') &&
            el.getAttribute('part') !== 'skip-link',
        )
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(
          ({ el, box }) =>
            `${el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        ),
    );
}
