// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { privacyFunctions } from '../notice-shape';
import { withFunctions } from '../page-functions';
import { contentCopy, problemsOf } from './test-copy';
import { loadLegal, loadPrivacy } from './notices';

const content = contentCopy();
const file = (page: string, lang: string) => `pages/${page}.${lang}.md`;
const edit = (page: string, lang: string, change: (text: string) => string) => content.edit(file(page, lang), change);
const lineOf = (page: string, lang: string, text: string) => content.lineOf(file(page, lang), text);

describe('the privacy and legal notices as content files', () => {
  it('read the notice with the texts the page completes as functions of their placeholders', () => {
    const words = withFunctions(loadPrivacy(content.dir).words.de, privacyFunctions) as {
      intro: string;
      retention: { customerSystem: (name: string, days: string) => string };
    };
    expect(words.intro).toMatch(/\S/);
    expect(words.retention.customerSystem('HubSpot', '90')).toContain('(HubSpot)');
    expect(words.retention.customerSystem('HubSpot', '90')).toContain('90');
    expect(words.retention.customerSystem).toHaveLength(2);
    expect(loadLegal(content.dir).words.de.labels.vatId).toBe('USt-IdNr.');
  });

  it('stop on a text that lost a placeholder, and on a section left out', () => {
    edit('privacy', 'es', (text) => text.replace(/^( {2}server: .*)\{days\}/m, '$1treinta'));
    edit('legal', 'ar', (text) => text.replace(/^ {2}obliged: .*\n/m, ''));
    expect(problemsOf(() => [loadPrivacy(content.dir), loadLegal(content.dir)])).toEqual([
      `pages/privacy.es.md:${lineOf('privacy', 'es', 'treinta')}: retention.server: must hold {days} where it goes`,
    ]);
    expect(problemsOf(() => loadLegal(content.dir))).toEqual([
      `pages/legal.ar.md:${
        readFileSync(content.path(file('legal', 'ar')), 'utf8')
          .split('\n')
          .indexOf('disputes:') + 1
      }: disputes.obliged: missing`,
    ]);
  });
});
