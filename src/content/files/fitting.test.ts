// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentDir } from './dir';
import { fittingTranslationStatus, loadFitting } from './fitting';
import { ContentError } from './read';

let dir: string;
const file = (lang: string) => join(dir, 'pages', `fitting.${lang}.md`);
const edit = (lang: string, change: (text: string) => string) => {
  const before = readFileSync(file(lang), 'utf8');
  const after = change(before);
  expect(after, 'the test changed nothing').not.toBe(before);
  writeFileSync(file(lang), after);
};
const problemsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
};
const lineOf = (lang: string, text: string) =>
  readFileSync(file(lang), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'phx-content-'));
  cpSync(contentDir(), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the fitting page as content files', () => {
  it('reads its introduction and its six steps, each with who is involved and how long', () => {
    const { words } = loadFitting(dir);
    expect(words.en.intro).toMatch(/^Getting a hand is a series of steps/);
    expect(Object.keys(words.de.steps)).toEqual([
      'consultation',
      'assessment',
      'trial',
      'fitting',
      'training',
      'followUp',
    ]);
    expect(words.de.steps.followUp.text).toContain('{claim:emergency-number-eu}');
    expect(fittingTranslationStatus(dir).es).toEqual({ missing: [], stale: [] });
  });

  it('stops on a step without its time, an unknown claim, and a link to a page the site does not have', () => {
    edit('de', (text) => text.replace(/^( {2}trial:\n(?: {4}(?!time).*\n)+) {4}time: .*\n/m, '$1'));
    edit('es', (text) => text.replace('{claim:emergency-number-eu}', '{claim:emergency-number-es}'));
    edit('en', (text) => text.replace(/^askUs: .*$/m, 'askUs: "[Ask us](/ask)"'));
    expect(problemsOf(() => loadFitting(dir))).toEqual([
      'pages/fitting.en.md:' +
        lineOf('en', '(/ask)') +
        ': askUs: the link [Ask us](/ask) leads to no page of the site (src/content/site-map.ts)',
      `pages/fitting.de.md:${lineOf('de', '  trial:')}: steps.trial.time: missing`,
      `pages/fitting.es.md:${lineOf('es', 'emergency-number-es')}: steps.followUp.text: no claim "emergency-number-es" in src/content/claims.json`,
    ]);
  });
});
