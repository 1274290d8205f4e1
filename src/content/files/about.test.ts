// @vitest-environment node
import { unlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aboutTranslationStatus, aboutVersion, loadAbout } from './about';
import { contentCopy, problemsOf } from './test-copy';

const content = contentCopy();
const file = (lang: string) => content.path(`pages/about.${lang}.md`);
const edit = (lang: string, change: (text: string) => string) => content.edit(`pages/about.${lang}.md`, change);

describe('the about page as content files', () => {
  it('reads its titles, values, milestones and the mission, a paragraph each', () => {
    const { words } = loadAbout(content.dir);
    expect(words.de.title).toBe('Über uns');
    expect(words.ar.values.care.title).toBe('رعاية محورها المريض');
    expect(words.en.mission).toHaveLength(2);
    expect(words.en.mission[1]).toMatch(/^Every hand we make is fitted by a prosthetist/);
  });

  it('names the file and line of a missing value, and a missing language', () => {
    edit('es', (text) => text.replace(/^ {2}excellence:\n(?: {4}.*\n)+/m, ''));
    unlinkSync(file('ar'));
    const problems = problemsOf(() => loadAbout(content.dir));
    expect(problems).toContain('pages/about.es.md:6: values.excellence: missing');
    expect(problems).toContain("pages/about.ar.md: missing: the about page's words in ar");
  });

  it('lists the translations of an English text that changed since', () => {
    expect(aboutTranslationStatus(content.dir).de).toEqual({ missing: [], stale: [] });
    edit('en', (text) => text.replace('title: Innovation', 'title: Research'));
    expect(aboutTranslationStatus(content.dir).de).toEqual({ missing: [], stale: ['about'] });
    expect(loadAbout(content.dir).words.de.values.innovation.title).toBe('Innovation');
    const version = aboutVersion(loadAbout(content.dir).words.en);
    edit('de', (text) => text.replace(/^translates: .*$/m, `translates: ${version}`));
    expect(aboutTranslationStatus(content.dir).de.stale).toEqual([]);
  });
});
