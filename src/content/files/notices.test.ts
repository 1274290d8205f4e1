// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { privacyFunctions } from '../notice-shape';
import { withFunctions } from '../page-functions';
import { contentDir } from './dir';
import { loadLegal, loadPrivacy } from './notices';
import { ContentError } from './read';

let dir: string;
const file = (page: string, lang: string) => join(dir, 'pages', `${page}.${lang}.md`);
const edit = (page: string, lang: string, change: (text: string) => string) => {
  const before = readFileSync(file(page, lang), 'utf8');
  const after = change(before);
  expect(after, 'the test changed nothing').not.toBe(before);
  writeFileSync(file(page, lang), after);
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
const lineOf = (page: string, lang: string, text: string) =>
  readFileSync(file(page, lang), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'phx-content-'));
  cpSync(contentDir(), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the privacy and legal notices as content files', () => {
  it('read the notice with the texts the page completes as functions of their placeholders', () => {
    const words = withFunctions(loadPrivacy(dir).words.de, privacyFunctions) as {
      intro: string;
      retention: { customerSystem: (name: string, days: string) => string };
    };
    expect(words.intro).toMatch(/\S/);
    expect(words.retention.customerSystem('HubSpot', '90')).toContain('(HubSpot)');
    expect(words.retention.customerSystem('HubSpot', '90')).toContain('90');
    expect(words.retention.customerSystem).toHaveLength(2);
    expect(loadLegal(dir).words.de.labels.vatId).toBe('USt-IdNr.');
  });

  it('stop on a text that lost a placeholder, and on a section left out', () => {
    edit('privacy', 'es', (text) => text.replace(/^( {2}server: .*)\{days\}/m, '$1treinta'));
    edit('legal', 'ar', (text) => text.replace(/^ {2}obliged: .*\n/m, ''));
    expect(problemsOf(() => [loadPrivacy(dir), loadLegal(dir)])).toEqual([
      `pages/privacy.es.md:${lineOf('privacy', 'es', 'treinta')}: retention.server: must hold {days} where it goes`,
    ]);
    expect(problemsOf(() => loadLegal(dir))).toEqual([
      `pages/legal.ar.md:${readFileSync(file('legal', 'ar'), 'utf8').split('\n').indexOf('disputes:') + 1}: disputes.obliged: missing`,
    ]);
  });
});
