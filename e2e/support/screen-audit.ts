import type { Page } from 'playwright-core';
import { axe } from './audits';
import { controlsOf, focusStops, judgeControls, type ControlFaults } from './controls';
import { readingFaults, type ReadingFaults } from './readable';

/** The most focus stops from a screen's start to its main action (a switch user's presses). */
export const mostStops = 6;

/**
 * Counts the focus stops from the page's start to the control whose words start with `target`, by Tab and with skip
 * links, as one printable line ("<where>: "<target>" a by Tab, b with skip links"; with `beside`, the stops to that
 * control too), and a fault when the shorter way is longer than `mostStops`.
 */
export async function countStops(page: Page, where: string, target: string, beside?: string) {
  const { byTab, bySkip, path: way } = await focusStops(page, target);
  let line = `${where}: "${target}" ${byTab ?? '–'} by Tab, ${bySkip ?? '–'} with skip links`;
  if (beside) {
    const also = await focusStops(page, beside);
    line += `; "${beside}" ${also.byTab ?? '–'} / ${also.bySkip ?? '–'}`;
  }
  const stops = Math.min(byTab ?? Infinity, bySkip ?? Infinity);
  const faults = stops <= mostStops ? [] : [`"${target}" is ${stops} focus stops away: ${way.join(' → ')}`];
  return { line, faults, byTab, bySkip };
}

/** What a screen of its own (a page outside the site's bundle) must have: one h1, landmarks, lang and dir, focus visible. */
async function structureFaults(page: Page, lang: string, dir: string): Promise<string[]> {
  const found = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    h1: document.querySelectorAll('h1').length,
    main: document.querySelectorAll('main, [role=main]').length,
    banner: document.querySelectorAll('body > header, [role=banner]').length,
  }));
  const faults: string[] = [];
  if (found.lang !== lang) faults.push(`lang is "${found.lang}", not "${lang}"`);
  if (found.dir !== dir) faults.push(`dir is "${found.dir}", not "${dir}"`);
  if (found.h1 !== 1) faults.push(`${found.h1} h1 elements`);
  if (found.main !== 1) faults.push(`${found.main} main landmarks`);
  if (found.banner !== 1) faults.push(`${found.banner} banner landmarks`);
  // Focus is visible on each of the first stops a keyboard reaches (an outline, or the skip link coming into view).
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.remove();
  });
  for (let stop = 0; stop < 3; stop++) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      return { shown: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2, words: el.textContent };
    });
    if (seen && !seen.shown) faults.push(`no visible focus on "${seen.words?.trim().slice(0, 40)}"`);
  }
  return faults;
}

export type ScreenFaults = ReadingFaults & ControlFaults & { axe: string[]; structure: string[] };

/**
 * Audits a screen as the sitemap's pages are audited (e2e/every-page.e2e.ts): reading (sideways scrolling,
 * contrast), controls (44 px targets, label in name, no icon alone, no ambiguous name), axe, and its structure in
 * `lang` and `dir`. The page's Content-Security-Policy must be bypassed (axe is injected as a script).
 */
export async function auditScreen(page: Page, lang: string, dir: string): Promise<ScreenFaults> {
  const reading = await readingFaults(page);
  const violations = await axe(page, [], ['aria-prohibited-attr']);
  const controls = judgeControls(await controlsOf(page));
  const structure = await structureFaults(page, lang, dir);
  return { ...reading, ...controls, axe: violations, structure };
}
