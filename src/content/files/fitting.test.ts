// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentCopy, problemsOf } from './test-copy';
import { fittingTranslationStatus, loadFitting } from './fitting';

const content = contentCopy();
const file = (lang: string) => `pages/fitting.${lang}.md`;
const edit = (lang: string, change: (text: string) => string) => content.edit(file(lang), change);
const lineOf = (lang: string, text: string) => content.lineOf(file(lang), text);

describe('the fitting page as content files', () => {
  it('reads its introduction and its six steps, each with who is involved and how long', () => {
    const { words } = loadFitting(content.dir);
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
    expect(fittingTranslationStatus(content.dir).es).toEqual({ missing: [], stale: [] });
  });

  it('stops on a step without its time, an unknown claim, and a link to a page the site does not have', () => {
    edit('de', (text) => text.replace(/^( {2}trial:\n(?: {4}(?!time).*\n)+) {4}time: .*\n/m, '$1'));
    edit('es', (text) => text.replace('{claim:emergency-number-eu}', '{claim:emergency-number-es}'));
    edit('en', (text) => text.replace(/^askUs: .*$/m, 'askUs: "[Ask us](/ask)"'));
    expect(problemsOf(() => loadFitting(content.dir))).toEqual([
      'pages/fitting.en.md:' +
        lineOf('en', '(/ask)') +
        ': askUs: the link [Ask us](/ask) leads to no page of the site (src/content/site-map.ts)',
      `pages/fitting.de.md:${lineOf('de', '  trial:')}: steps.trial.time: missing`,
      `pages/fitting.es.md:${lineOf('es', 'emergency-number-es')}: steps.followUp.text: no claim "emergency-number-es" in src/content/claims.json`,
    ]);
  });
});
