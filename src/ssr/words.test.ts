// @vitest-environment node
/**
 * Each element, and each page of <phx-router>, renders with only the words it names (the shared part and its own
 * parts): what a browser fetches for it. A part that a section reads but its element does not name would be
 * missing in the browser; the server fetches the same parts (English is all there: every element brings its own).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pagePaths } from '../content/site-map';
import { sampleClinics } from '../test/sample-clinics';
import { phxTags } from '../elements/runtime/contract';

// A fresh store of words for each render: nothing another render fetched is there.
beforeEach(() => vi.resetModules());

const render = async (...args: Parameters<typeof import('./render').renderElement>) =>
  (await import('./render')).renderElement(...args);

const languages = ['de', 'ar'] as const;

// Each render imports the renderer afresh (the first one on a busy machine takes seconds).
describe('the words a browser fetches for an element', { timeout: 30_000 }, () => {
  it.each(phxTags.flatMap((tag) => languages.map((lang) => [tag, lang])))(
    'are all that <%s> shows in %s',
    async (tag, lang) => {
      const { html } = await render(tag, { lang }, { url: 'https://clinic.example/', clinics: sampleClinics().data });
      expect(html).toContain(`lang="${lang}"`);
    },
  );

  it.each(languages)(
    'are all that <phx-clinics> shows in %s with a clinic chosen (its consultation form)',
    async (lang) => {
      const { html } = await render(
        'phx-clinics',
        { lang, clinic: 'hudson-limb-center' },
        { url: 'https://clinic.example/', clinics: sampleClinics().data },
      );
      expect(html).toContain('<form');
    },
  );

  it.each(languages)("are all that <phx-router>'s not-found page shows in %s", async (lang) => {
    const { status } = await render('phx-router', { lang }, { url: 'https://phoenix.example/nowhere' });
    expect(status).toBe(404);
  });

  it.each(pagePaths.flatMap((path) => languages.map((lang) => [path, lang])))(
    "are all that <phx-router>'s page %s shows in %s",
    async (path, lang) => {
      const { html, status } = await render(
        'phx-router',
        { lang },
        { url: `https://phoenix.example${path}`, clinics: sampleClinics().data },
      );
      expect(status).toBe(200);
      expect(html).toContain('</footer>');
    },
  );
});
