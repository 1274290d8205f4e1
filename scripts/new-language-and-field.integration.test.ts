// @vitest-environment node
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * CONTRIBUTING.md's two promises, kept in a copy of the project: a new language is its folder (a translated one,
 * copied) and its line in languages.ts, then `npm run contract`; a new field of the inquiry is its entry in
 * src/inquiry/fields.ts and its label in each language. Nothing else is edited: the copy must then type-check, and its
 * own tests (below, run in the copy) find the language and the field wherever a visitor, the team or the build meets
 * them.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
let copy: string;
const read = (file: string) => readFileSync(join(copy, file), 'utf8');
const edit = (file: string, change: (text: string) => string) => {
  const text = read(file);
  const changed = change(text);
  if (changed === text) throw new Error(`${file} did not change`);
  writeFileSync(join(copy, file), changed);
};

/** The field's label in each language (its only words). */
const organisation: Record<string, string> = {
  en: 'Organisation',
  de: 'Organisation',
  es: 'Organización',
  ar: 'الجهة',
};

/** The copy's own tests: what a visitor, the team and the build see of the new language and the new field. */
const proofs: Record<string, string> = {
  'scripts/proof-node.integration.test.ts': `// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toCsv } from '../server/cli/listing';
import { notificationOf } from '../server/delivery/notification';
import { webhookPayload } from '../server/delivery/webhook';
import { wordsFor } from '../server/delivery/words';
import { langOfReferer } from '../server/inquiries/answers';
import { sitemap } from '../server/site/pages';
import { postForm, formFields, post, inquiry, startServer } from '../test/server/test-server';
import { chunkGroups } from '../src/chunks';
import { splitLanguagePath } from '../src/content/i18n/languages';
import { columnDefinitions, recordOf } from '../src/inquiry/record';
import { validateInquiry } from '../src/inquiry/schema';
import { renderElement } from '../src/ssr/render';
import { phxRegistry } from '../vite.config';

describe('fr', () => {
  it('routes /fr/… and renders the pages in it, its long pages too', async () => {
    expect(splitLanguagePath('/fr/privacy')).toEqual({ lang: 'fr', path: '/privacy' });
    const page = await renderElement('phx-router', {}, { url: 'https://phoenix.example/fr/privacy' });
    expect([page.status, page.lang]).toEqual([200, 'fr']);
    expect(page.html).toContain('Aller au contenu principal');
    expect(page.html).toContain('Politique de confidentialité');
  });

  it('is in the switcher and the sitemap', async () => {
    const page = await renderElement('phx-router', {}, { url: 'https://phoenix.example/about' });
    expect(page.html).toContain('<a href="https://phoenix.example/fr/about" lang="fr" hrefLang="fr"><span>Français</span>');
    expect(sitemap('https://phoenix.example')).toContain('hreflang="fr" href="https://phoenix.example/fr/about"');
  });

  it('has its chunks and its first paint in the build', () => {
    const names = chunkGroups.map((group) => group.name);
    expect(names).toEqual(expect.arrayContaining(['words-fr-shared', 'words-fr-contact', 'articles-fr']));
    const registry = (phxRegistry(true) as unknown as { load(id: string): string }).load('\\0virtual:phx-registry');
    expect(registry).toContain('export const languages = ["en","de","es","ar","fr"];');
  });

  it("words the team's e-mail, and answers a form sent from a French page in French", () => {
    expect(wordsFor('fr-CA').lang).toBe('fr');
    const request = { headers: { referer: 'https://phoenix.example/fr/contact' } };
    expect(langOfReferer(request as never)).toBe('fr');
  });
});

describe('organisation', () => {
  const request = { ...inquiry(), idempotencyKey: 'k', organisation: 'Clinic Ada' };

  it('is checked with its limit, and may be left out', () => {
    expect(validateInquiry(request)).toMatchObject({ ok: true, value: { organisation: 'Clinic Ada' } });
    expect(validateInquiry({ ...request, organisation: undefined })).toMatchObject({ value: { organisation: '' } });
    expect(validateInquiry({ ...request, organisation: 'x'.repeat(161) })).toMatchObject({
      errors: { organisation: 'tooLong' },
    });
  });

  it('is stored in its column, and carried by the e-mail, the webhook and the export', () => {
    const checked = validateInquiry(request);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const record = recordOf(checked.value, 'i', 'now');
    expect(columnDefinitions()).toContain('organisation TEXT NOT NULL');
    expect(notificationOf(record, wordsFor('en')).text).toContain('Organisation: Clinic Ada');
    expect(notificationOf(record, wordsFor('fr')).html).toContain('Clinic Ada');
    expect(webhookPayload(record).data).toMatchObject({ organisation: 'Clinic Ada' });
    expect(toCsv([record]).split('\\r\\n')[0].split(',')).toContain('organisation');
  });

  it('is kept by the receiver, and typed again in a form sent back without script', async () => {
    const { url, stored } = await startServer({ render: renderElement, demoPages: false });
    expect((await post(url, { ...request, consents: ['health'] })).status).toBe(201);
    expect(stored()[0]).toMatchObject({ organisation: 'Clinic Ada' });
    const back = await postForm(url, formFields({ email: 'not an address', organisation: 'Clinic Zoë' }));
    expect(back.status).toBe(400);
    expect(await back.text()).toMatch(/name="organisation"[^>]*value="Clinic Zoë"/);
  });
});
`,
  'scripts/proof-form.test.ts': `import { describe, expect, it, vi } from 'vitest';
import { field, type } from '../src/test/form';
import { renderElement, textOf } from '../src/test/render';
import { waitFor } from '../src/test/wait';

describe('organisation, in <phx-contact>', () => {
  it('is a labelled, optional field with its limit, and a draft with only it typed is kept', async () => {
    const { root } = await renderElement('phx-contact');
    const input = field(root, 'Organisation');
    expect([input.required, input.maxLength, input.autocomplete]).toEqual([false, 160, 'organization']);
    type(input, 'Clinic Ada');
    await waitFor(() => Object.values(sessionStorage).join().includes('Clinic Ada'));
  });
});

describe('fr, in an element', () => {
  it('is a language of lang, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { root } = await renderElement('phx-contact', { lang: 'fr' });
    await waitFor(() => root.querySelector('.phx-frame')?.getAttribute('lang') === 'fr');
    expect(textOf(root)).toContain('Organisation');
    expect(warn).not.toHaveBeenCalled();
  });
});
`,
};

/** What the copy's vitest reported: each test's full name and whether it passed (with its failure, if not). */
let results: Map<string, { status: string; failureMessages: string[] }>;
/** What the compiler said of the copy's code (nothing when it type-checks). */
let typeCheck: string;

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'phx-one-edit-'));
  const skip = (path: string) => !/[\\/](node_modules|dist|data)([\\/]|$)/.test(path.slice(root.length));
  for (const path of ['src', 'scripts', 'docs', 'types', 'integrations', 'server', 'test', 'content'])
    cpSync(join(root, path), join(copy, path), { recursive: true, filter: skip });
  const files = ['README.md', 'package.json', 'tsconfig.json', 'tsconfig.server-types.json', 'vite.config.ts'];
  for (const file of [...files, 'vitest.config.ts']) cpSync(join(root, file), join(copy, file));
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  symlinkSync(join(root, 'server/node_modules'), join(copy, 'server/node_modules'), 'dir');

  // The field: its entry, and its label in each language.
  edit('src/inquiry/fields.ts', (text) =>
    text.replace(
      /^( {2}phone: .*\n)/m,
      "$1  organisation: { control: 'text', max: 160, autoComplete: 'organization', optional: true },\n",
    ),
  );
  for (const [lang, label] of Object.entries(organisation))
    edit(`src/content/i18n/catalogs/${lang}.po`, (text) =>
      text.replace(
        /^(msgctxt "contact\.fields\.phone"\n.*\n.*\n)/m,
        `$1\nmsgctxt "contact.fields.organisation"\nmsgid "${organisation.en}"\nmsgstr "${label}"\n`,
      ),
    );

  // The language: a translated catalog and folder copied (the folder's files naming its catalog, its catalogue named
  // after it), translated, and its line.
  cpSync(join(copy, 'src/content/i18n/catalogs/de.po'), join(copy, 'src/content/i18n/catalogs/fr.po'));
  edit('src/content/i18n/catalogs/fr.po', (text) =>
    text
      .replace('"Language: de\\n"', '"Language: fr\\n"')
      .replace('msgstr "Zum Hauptinhalt springen"', 'msgstr "Aller au contenu principal"'),
  );
  cpSync(join(copy, 'src/content/i18n/de'), join(copy, 'src/content/i18n/fr'), { recursive: true });
  for (const file of readdirSync(join(copy, 'src/content/i18n/fr')).filter((f) =>
    read(`src/content/i18n/fr/${f}`).includes('/catalogs/de.po'),
  ))
    edit(`src/content/i18n/fr/${file}`, (text) => text.replaceAll('/catalogs/de.po', '/catalogs/fr.po'));
  edit('src/content/i18n/fr/index.ts', (text) =>
    text
      .replace('export const de: Catalogue', 'export const fr: Catalogue')
      .replaceAll("wordsIn('de',", "wordsIn('fr',"),
  );
  // Its content files: each German one copied (content/*/<name>.fr.md), and the modules that carry them.
  for (const folder of ['products', 'pages'])
    for (const name of readdirSync(join(copy, 'content', folder)).filter((name) => name.endsWith('.de.md')))
      cpSync(join(copy, 'content', folder, name), join(copy, 'content', folder, name.replace('.de.md', '.fr.md')));
  edit('content/pages/privacy.fr.md', (text) =>
    text.replace('title: Datenschutzerklärung', 'title: Politique de confidentialité'),
  );
  for (const module of [
    'product-words',
    'about-words',
    'home-words',
    'funding-words',
    'fitting-words',
    'faq-words',
    'privacy-words',
    'legal-words',
  ])
    writeFileSync(
      join(copy, `src/content/files/${module}/fr.ts`),
      read(`src/content/files/${module}/de.ts`).replaceAll('.de', '.fr'),
    );
  edit('src/content/i18n/fr/products.ts', (text) => text.replace('product-words/de', 'product-words/fr'));
  edit('src/content/i18n/fr/about.ts', (text) => text.replace('about-words/de', 'about-words/fr'));
  edit('src/content/i18n/fr/home.ts', (text) => text.replace('home-words/de', 'home-words/fr'));
  edit('src/content/i18n/fr/articles.ts', (text) =>
    text
      .replace('funding-words/de', 'funding-words/fr')
      .replace('fitting-words/de', 'fitting-words/fr')
      .replace('faq-words/de', 'faq-words/fr')
      .replace('privacy-words/de', 'privacy-words/fr')
      .replace('legal-words/de', 'legal-words/fr'),
  );
  edit('src/content/i18n/languages.ts', (text) =>
    text.replace(/^( {2}ar: .*\n)/m, "$1  fr: { name: 'Français', dir: 'ltr', locale: 'fr-FR' },\n"),
  );

  await run('npm', ['run', 'contract'], { cwd: copy });
  for (const [file, text] of Object.entries(proofs)) writeFileSync(join(copy, file), text);
  writeFileSync(
    join(copy, 'tsconfig.check.json'),
    JSON.stringify({
      extends: './tsconfig.json',
      include: ['src', 'server', 'scripts', 'types', '*.ts'],
      // The code: a test's request written out by hand (typed InquiryRequest) gains the field where the check says.
      exclude: ['**/*.test.ts', '**/*.test.tsx', 'src/test', 'test'],
    }),
  );
  // The type check and the copy's tests, side by side.
  const bin = (name: string) => join(root, 'node_modules/.bin', name);
  const [checked] = await Promise.all([
    run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.check.json'], { cwd: copy }).then(
      () => '',
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}` || String(error),
    ),
    run(
      bin('vitest'),
      [
        'run',
        '--configLoader',
        'runner',
        '--project',
        'unit',
        '--project',
        'integration',
        '--reporter=json',
        '--outputFile=proofs.json',
      ].concat(Object.keys(proofs)),
      { cwd: copy },
    ).catch(() => undefined),
  ]);
  typeCheck = checked;
  const report = JSON.parse(read('proofs.json')) as {
    testResults: { assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
  };
  results = new Map(report.testResults.flatMap((file) => file.assertionResults.map((test) => [test.fullName, test])));
}, 240_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** Asserts that the copy's test named `name` passed, showing its failure where it did not. */
const passed = (name: string) => {
  const result = results.get(name);
  expect(result?.failureMessages.join('\n') ?? `no test "${name}" ran in the copy`).toBe('');
  expect(result?.status).toBe('passed');
};

describe('a new language: its folder and its line, then `npm run contract`', () => {
  it('type-checks, with nothing else edited', () => expect(typeCheck).toBe(''));

  it('is in every registry of the words and in the shipped types', () => {
    expect(read('src/content/i18n/all-words.ts')).toContain("'./fr/contact.ts': () => import('./fr/contact'),");
    expect(read('src/content/i18n/all-shared-words.ts')).toContain("'./fr/shared.ts'");
    expect(read('src/content/i18n/all-articles.ts')).toContain("fr: () => import('./fr/articles')");
    expect(read('src/content/i18n/all-catalogues.ts')).toContain("import { fr } from './fr';");
    expect(read('types/phx.d.ts')).toContain("export type PhxLanguage = 'en' | 'de' | 'es' | 'ar' | 'fr';");
    expect(JSON.parse(read('integrations/wordpress/elements.json')).languages).toContain('fr');
  });

  it('has its routes and pages, long pages too', () =>
    passed('fr routes /fr/… and renders the pages in it, its long pages too'));
  it('is in the switcher and the sitemap', () => passed('fr is in the switcher and the sitemap'));
  it('has its chunks and first paint in the build', () => passed('fr has its chunks and its first paint in the build'));
  it("is the e-mail's and the receiver's language for a French visitor", () =>
    passed("fr words the team's e-mail, and answers a form sent from a French page in French"));
  it('is a value of the lang attribute', () => passed('fr, in an element is a language of lang, without a warning'));
});

describe('a new field of the inquiry: its entry in src/inquiry/fields.ts and its label in each language', () => {
  it('type-checks, with nothing else edited', () => expect(typeCheck).toBe(''));
  it('is a field of the form, and of the draft kept as the visitor types', () =>
    passed(
      'organisation, in <phx-contact> is a labelled, optional field with its limit, and a draft with only it typed is kept',
    ));
  it('is checked by the same schema in the browser and the receiver', () =>
    passed('organisation is checked with its limit, and may be left out'));
  it('is stored, e-mailed, sent by webhook and exported', () =>
    passed('organisation is stored in its column, and carried by the e-mail, the webhook and the export'));
  it('is kept by the receiver, and shown again in a form sent back', () =>
    passed('organisation is kept by the receiver, and typed again in a form sent back without script'));
});
