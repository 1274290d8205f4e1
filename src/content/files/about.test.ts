// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aboutTranslationStatus, aboutVersion, loadAbout } from './about';
import { contentDir } from './dir';
import { ContentError } from './read';

let dir: string;
const file = (lang: string) => join(dir, 'pages', `about.${lang}.md`);
const edit = (lang: string, change: (text: string) => string) =>
  writeFileSync(file(lang), change(readFileSync(file(lang), 'utf8')));
const problemsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'phx-content-'));
  cpSync(contentDir(), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the about page as content files', () => {
  it('reads its titles, values, milestones and the mission, a paragraph each', () => {
    const { words } = loadAbout(dir);
    expect(words.de.title).toBe('Über uns');
    expect(words.ar.values.care.title).toBe('رعاية محورها المريض');
    expect(words.en.mission).toHaveLength(2);
    expect(words.en.mission[1]).toMatch(/^Every hand we make is fitted by a prosthetist/);
  });

  it('names the file and line of a missing value, and a missing language', () => {
    edit('es', (text) => text.replace(/^ {2}excellence:\n(?: {4}.*\n)+/m, ''));
    unlinkSync(file('ar'));
    const problems = problemsOf(() => loadAbout(dir));
    expect(problems).toContain('pages/about.es.md:6: values.excellence: missing');
    expect(problems).toContain("pages/about.ar.md: missing: the about page's words in ar");
  });

  it('lists the translations of an English text that changed since', () => {
    expect(aboutTranslationStatus(dir).de).toEqual({ missing: [], stale: [] });
    edit('en', (text) => text.replace('title: Innovation', 'title: Research'));
    expect(aboutTranslationStatus(dir).de).toEqual({ missing: [], stale: ['about'] });
    expect(loadAbout(dir).words.de.values.innovation.title).toBe('Innovation');
    const version = aboutVersion(loadAbout(dir).words.en);
    edit('de', (text) => text.replace(/^translates: .*$/m, `translates: ${version}`));
    expect(aboutTranslationStatus(dir).de.stale).toEqual([]);
  });
});
