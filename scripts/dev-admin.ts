/**
 * The content editor at /admin in `npm run dev`: Decap CMS (its prebuilt bundle, served from node_modules) with its
 * local backend, decap-server's file-system proxy, which reads and writes the content files (content/, or
 * PHX_CONTENT_DIR) in this checkout. Each hand's words in the four languages side by side, its facts, and a preview
 * made of the real <phx-products> (admin/preview.ts); the home and about pages previewed by their elements, the long
 * pages by the site's router (admin/page-preview.ts). Never served in production: there the editor commits through
 * the company's git host (docs/content.md).
 */
import { createReadStream, existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join } from 'node:path';
import { aboutTranslationStatus } from '../src/content/files/about.ts';
import { contentDir } from '../src/content/files/dir.ts';
import { homeFeatureIds, homePlaceholders, homeTranslationStatus } from '../src/content/files/home.ts';
import { productTranslationStatus } from '../src/content/files/products.ts';
import { ContentError } from '../src/content/files/read.ts';
import { longPages } from '../src/content/files/long-pages.ts';
import { pageTranslationStatus } from '../src/content/files/pages.ts';
import { choosableRegions, fundingItemIds, fundingRegionIds } from '../src/content/funding.ts';
import { faqIds, fittingSteps, milestoneIds, valueIds } from '../src/content/page-shape.ts';
import { sources } from '../src/content/sources.ts';
import { featureIds, gripIds } from '../src/content/product-shape.ts';
import { figureKinds } from '../src/content/figures.ts';
import { defaultLanguage, languageCodes } from '../src/content/i18n/languages.ts';
import { strictCspDirectives } from '../server/site/pages.ts';
import { markTranslations } from './admin/translations.ts';

const require = createRequire(import.meta.url);
const decapDist = dirname(require.resolve('decap-cms/dist/decap-cms.js'));

/** A group of titled texts (the about page's values, its milestones), each a title and a text. */
const titledGroup = (name: string, label: string, ids: readonly string[]) => ({
  name,
  label,
  widget: 'object',
  i18n: true,
  fields: ids.map((id) => ({
    name: id,
    label: id,
    widget: 'object',
    i18n: true,
    fields: [
      { name: 'title', label: 'Title', widget: 'string', i18n: true },
      { name: 'text', label: 'Text', widget: 'string', i18n: true },
    ],
  })),
});

/** A one-line text of a page, in every language. */
const line = (name: string, label: string, hint?: string) => ({
  name,
  label,
  widget: 'string',
  i18n: true,
  ...(hint ? { hint } : {}),
});
/** A longer text of a page: claims as {claim:id}, links as [words](/page) or [words](https://…). */
const paragraph = (name: string, label: string) => ({
  name,
  label,
  widget: 'text',
  i18n: true,
  hint: 'A figure is a claim: {claim:id} (src/content/claims.json). A link: [words](/faq) or [words](https://…).',
});
/** The official sources a text rests on: the same in every language (written by the English column). */
const sourcesField = {
  name: 'sources',
  label: 'Sources',
  widget: 'select',
  multiple: true,
  required: false,
  options: Object.keys(sources),
  i18n: 'duplicate',
  hint: 'The ids of src/content/sources.ts: each is shown as "Source:" with the official page\'s title.',
};
/** A group of one-line texts by id (the funding page's countries, its regions). */
const lines = (name: string, label: string, ids: readonly string[]) => ({
  name,
  label,
  widget: 'object',
  i18n: true,
  fields: ids.map((id) => line(id, id)),
});
const titledText = (name: string, label: string) => ({
  name,
  label,
  widget: 'object',
  i18n: true,
  fields: [line('title', 'Title'), paragraph('text', 'Text')],
});
/** A long page's collection: its files content/pages/<page>.<lang>.md, the four languages side by side. */
const longPage = (folder: string, page: string, label: string, fields: object[], more: { hint?: string } = {}) => ({
  name: page,
  label,
  label_singular: label,
  description: `The ${label.toLowerCase()} page: one file per language, side by side.${more.hint ? ` ${more.hint}` : ''}`,
  folder: `${folder}/pages`,
  filter: { field: 'page', value: page },
  extension: 'md',
  format: 'frontmatter',
  identifier_field: 'title',
  create: false,
  delete: false,
  i18n: true,
  fields: [
    { name: 'page', label: 'Page', widget: 'hidden', default: page, i18n: 'duplicate' },
    line('title', 'Title'),
    { name: 'body', label: 'Introduction', widget: 'text', i18n: true, hint: 'One paragraph, under the title.' },
    ...fields,
    { name: 'translates', label: 'Translated from version', widget: 'hidden', required: false, i18n: true },
  ],
});

/** A text of the home page that may be longer than a line; where the page puts figures, the hint names them. */
const homeText = (path: string, label: string) => {
  const name = path.split('.').pop()!;
  const figures = homePlaceholders[path];
  return {
    name,
    label,
    widget: 'text',
    i18n: true,
    ...(figures
      ? {
          hint: `Keep ${figures.map((figure) => `{${figure}}`).join(' and ')} where the hands' figures go: the page writes them.`,
        }
      : {}),
  };
};

/** The home page's fields (src/content/files/home.ts checks the same), in the order the page shows them. */
const homeFields = [
  {
    name: 'hero',
    label: 'Top of the page',
    widget: 'object',
    i18n: true,
    fields: [
      line('eyebrow', 'Above the heading'),
      line('title', 'Heading'),
      homeText('hero.text', 'Text'),
      line('primary', 'First button (a consultation)'),
      line('secondary', 'Second button (the demo)'),
      line('imageAlt', "The illustration's alternative text", 'What it shows, for people who cannot see it.'),
    ],
  },
  line('featuresTitle', "The cards' heading"),
  {
    name: 'features',
    label: 'Cards',
    widget: 'object',
    i18n: true,
    fields: homeFeatureIds.map((id) => ({
      name: id,
      label: id,
      widget: 'object',
      i18n: true,
      fields: [line('title', 'Title'), homeText(`features.${id}.text`, 'Text')],
    })),
  },
  line('productsTitle', "The hands' heading"),
  homeText('productsText', "The hands' introduction"),
  line('viewAllProducts', 'Button to the products'),
  line('benefitsTitle', "The benefits' heading"),
  { name: 'benefits', label: 'Benefits', widget: 'list', i18n: true, field: line('benefit', 'Benefit') },
  line('benefitsFundingLink', 'Button to paying for a hand'),
  line('benefitsLink', 'Button to the about page'),
  {
    name: 'closing',
    label: 'Closing call',
    widget: 'object',
    i18n: true,
    fields: [line('title', 'Heading'), homeText('closing.text', 'Text'), line('action', 'Button (a consultation)')],
  },
];

/** The funding page's fields (src/content/files/funding.ts checks the same). */
const fundingFields = [
  line('source', 'Before each source', 'As "Source:"'),
  line('checked', "Under a country's heading", 'Keep {date} where the date goes.'),
  line('choose', 'Above the country buttons'),
  lines('countries', 'Country buttons', choosableRegions),
  lines('regions', "The countries' headings", fundingRegionIds),
  {
    name: 'items',
    label: 'Statements, by country',
    widget: 'object',
    i18n: true,
    fields: fundingItemIds.map((id) => ({
      name: id,
      label: id,
      widget: 'object',
      i18n: true,
      fields: [line('title', 'Title'), paragraph('text', 'Text'), sourcesField],
    })),
  },
  {
    name: 'questions',
    label: 'Questions to ask (under "elsewhere")',
    widget: 'list',
    i18n: true,
    field: line('question', 'Question'),
  },
  {
    name: 'payers',
    label: 'What payers ask for',
    widget: 'object',
    i18n: true,
    fields: [
      line('title', 'Heading'),
      paragraph('text', 'Text'),
      { name: 'list', label: 'What they ask for', widget: 'list', i18n: true, field: line('item', 'Item') },
      sourcesField,
    ],
  },
  {
    name: 'alternatives',
    label: 'Body-powered and passive hands',
    widget: 'object',
    i18n: true,
    fields: [
      line('title', 'Heading'),
      paragraph('intro', 'Their introduction'),
      titledText('bodyPowered', 'Body-powered hands'),
      titledText('passive', 'Passive hands'),
      titledText('whyAsk', 'Why a payer may ask'),
      sourcesField,
    ],
  },
  line('helpTitle', "Our help's heading"),
  paragraph('help', 'Our help'),
  line('helpAction', "Our help's button"),
];

/** The fitting page's fields (src/content/files/fitting.ts checks the same). */
const fittingFields = [
  line('note', 'What the page is not'),
  line('source', "Before a claim's source", 'As "Source:"'),
  line('claimChecked', "After a claim's source", 'Keep {date} where the date goes.'),
  line('who', 'Label: who is involved'),
  line('time', 'Label: how long'),
  {
    name: 'steps',
    label: 'Steps',
    widget: 'object',
    i18n: true,
    fields: fittingSteps.map((id) => ({
      name: id,
      label: id,
      widget: 'object',
      i18n: true,
      fields: [
        line('title', 'Title'),
        paragraph('text', 'Text'),
        line('who', 'Who is involved'),
        line('time', 'How long'),
      ],
    })),
  },
  line('suitsTitle', "The hands' heading"),
  paragraph('suitsIntro', "The hands' introduction"),
  {
    name: 'suits',
    label: 'Whom each hand suits',
    widget: 'object',
    i18n: true,
    fields: [
      line('neural-pro-x1', 'Neural Pro X1', 'Keep {patterns} and {newtons} where its figures go.'),
      line('flexigrip-elite', 'FlexiGrip Elite', 'Keep {weight} and {charging} where its figures go.'),
      line('smarthand-ai', 'SmartHand AI', 'Keep {battery} and {warranty} where its figures go.'),
    ],
  },
  line('askUs', 'The button'),
];

/** The answers page's fields (src/content/files/faq.ts checks the same). */
const faqFields = [
  line('note', 'What the answers are not'),
  {
    name: 'items',
    label: 'Questions and answers',
    widget: 'object',
    i18n: true,
    fields: faqIds.map((id) => ({
      name: id,
      label: id,
      widget: 'object',
      i18n: true,
      fields: [
        line('question', 'Question'),
        {
          ...paragraph('answer', 'Answer'),
          hint: 'Keep each {name} where the page puts its figures ({prices}, {warranties}, {batteries}, {times}, {collected}, {kept}).',
        },
      ],
    })),
  },
  line('figureOf', "One hand's figure in an answer", 'Keep {figure} and {product}.'),
];

/** A group of texts by name, each one line, or a paragraph where named in `long`, or a list where named in `lists`. */
const group = (name: string, label: string, fields: string[], long: string[] = [], lists: string[] = []) => ({
  name,
  label,
  widget: 'object',
  i18n: true,
  fields: fields.map((field) =>
    lists.includes(field)
      ? { name: field, label: field, widget: 'list', i18n: true, field: line('item', 'Item') }
      : long.includes(field)
        ? paragraph(field, field)
        : line(field, field),
  ),
});

/** The privacy notice's fields (src/content/files/notices.ts checks the same), in the order the page shows them. */
const privacyFields = [
  line('version', 'Under the notice', 'Keep {version}.'),
  group('controller', 'Who is responsible', ['title', 'text', 'write', 'officer', 'euRepresentative'], ['text']),
  group('collected', 'What we collect', ['title', 'intro', 'items', 'health'], ['health'], ['items']),
  group('purposes', 'Why, and the law', ['title', 'items', 'not', 'optional'], ['not', 'optional'], ['items']),
  group('consent', 'Taking back consent', ['title', 'text'], ['text']),
  group(
    'recipients',
    'Who gets the details',
    ['title', 'intro', 'items', 'customerSystem', 'clinic', 'processors'],
    ['clinic', 'processors'],
    ['items'],
  ),
  group(
    'transfers',
    'Outside the EU',
    ['title', 'clinics', 'adequacyList', 'checked', 'countries', 'adequacy', 'standardContractualClauses', 'none'],
    ['clinics', 'countries', 'adequacy', 'standardContractualClauses', 'none'],
  ),
  group(
    'retention',
    'How long',
    ['title', 'server', 'teamMail', 'customerSystem', 'clinic', 'sooner'],
    ['server', 'teamMail', 'customerSystem', 'clinic'],
  ),
  group('ipAddress', 'IP address', ['title', 'text'], ['text']),
  group('browser', 'In the browser', ['title', 'noCookies', 'draft', 'nearMe'], ['noCookies', 'draft', 'nearMe']),
  group(
    'rights',
    'Rights',
    ['title', 'intro', 'items', 'how', 'when', 'complain'],
    ['how', 'when', 'complain'],
    ['items'],
  ),
];

/** The legal notice's fields (src/content/files/notices.ts checks the same); the company's details are its file's. */
const legalFields = [
  group('labels', 'Labels', [
    'provider',
    'representedBy',
    'contact',
    'register',
    'vatId',
    'responsible',
    'privacy',
    'disputes',
  ]),
  group(
    'disputes',
    'Consumer dispute resolution (§ 36 VSBG)',
    ['no', 'willing', 'obliged'],
    ['no', 'willing', 'obliged'],
  ),
];

/** The editor's settings (Decap's config.yml, as data): where each collection's files are, and their fields. */
function cmsConfig(folder: string) {
  const units: Record<string, string> = {
    usd: 'US dollars',
    gram: 'grams',
    hour: 'hours',
    minute: 'minutes',
    year: 'years',
    newton: 'newtons',
    count: 'a count',
  };
  return {
    load_config_file: false,
    // Production: the company's git host (docs/content.md); `npm run dev` uses the local backend below instead.
    backend: { name: 'git-gateway', branch: 'main' },
    publish_mode: 'editorial_workflow',
    media_folder: 'src/assets',
    i18n: { structure: 'multiple_files', locales: languageCodes, default_locale: defaultLanguage },
    collections: [
      {
        name: 'product-words',
        label: 'Hands: words',
        label_singular: "Hand's words",
        description: 'What each hand is called on its card: one file per language, side by side.',
        folder: `${folder}/products`,
        extension: 'md',
        format: 'frontmatter',
        identifier_field: 'summary',
        create: false,
        delete: false,
        i18n: true,
        summary: '{{filename}}: {{summary}}',
        fields: [
          {
            name: 'summary',
            label: 'Summary',
            widget: 'string',
            i18n: true,
            hint: 'One sentence: the home page shows it.',
          },
          {
            name: 'imageAlt',
            label: "The artwork's alternative text",
            widget: 'string',
            i18n: true,
            hint: 'What the illustration shows, for people who cannot see it.',
          },
          {
            name: 'body',
            label: 'Description',
            widget: 'text',
            i18n: true,
            hint: 'One paragraph: the products page shows it.',
          },
          // The version of the English text a translation was made from (the build lists stale ones); kept as it is.
          { name: 'translates', label: 'Translated from version', widget: 'hidden', required: false, i18n: true },
        ],
      },
      {
        name: 'home',
        label: 'Home page',
        label_singular: 'Page',
        description: 'The home page: one file per language, side by side. Its words are all fields: no body.',
        folder: `${folder}/pages`,
        filter: { field: 'page', value: 'home' },
        extension: 'md',
        format: 'frontmatter',
        identifier_field: 'featuresTitle',
        create: false,
        delete: false,
        i18n: true,
        fields: [
          { name: 'page', label: 'Page', widget: 'hidden', default: 'home', i18n: 'duplicate' },
          ...homeFields,
          { name: 'translates', label: 'Translated from version', widget: 'hidden', required: false, i18n: true },
        ],
      },
      {
        name: 'pages',
        label: 'About Us',
        label_singular: 'Page',
        description: 'The about page: one file per language, side by side.',
        folder: `${folder}/pages`,
        filter: { field: 'page', value: 'about' },
        extension: 'md',
        format: 'frontmatter',
        identifier_field: 'title',
        create: false,
        delete: false,
        i18n: true,
        fields: [
          { name: 'title', label: 'Title', widget: 'string', i18n: true },
          { name: 'intro', label: 'Introduction', widget: 'string', i18n: true },
          { name: 'missionTitle', label: "The mission's heading", widget: 'string', i18n: true },
          {
            name: 'body',
            label: 'Mission',
            widget: 'text',
            i18n: true,
            hint: 'Its paragraphs, a blank line between two.',
          },
          { name: 'valuesTitle', label: "The values' heading", widget: 'string', i18n: true },
          titledGroup('values', 'Values', valueIds),
          { name: 'timelineTitle', label: "The timeline's heading", widget: 'string', i18n: true },
          titledGroup('milestones', 'Milestones (their years are claims)', milestoneIds),
          { name: 'page', label: 'Page', widget: 'hidden', default: 'about', i18n: 'duplicate' },
          { name: 'translates', label: 'Translated from version', widget: 'hidden', required: false, i18n: true },
        ],
      },
      longPage(folder, 'funding', 'Paying for a hand', fundingFields),
      longPage(folder, 'fitting', 'How fitting works', fittingFields),
      longPage(folder, 'faq', 'Questions and answers', faqFields),
      longPage(folder, 'privacy', 'Privacy notice', privacyFields, {
        hint: 'A change of its words is a new version of the notice: src/content/privacy-notice.ts.',
      }),
      longPage(folder, 'legal', 'Legal notice', legalFields),
      {
        name: 'product-facts',
        label: 'Hands: facts',
        label_singular: "Hand's facts",
        description: 'Name, price and figures of each hand: the same in every language.',
        folder: `${folder}/products`,
        extension: 'yml',
        format: 'yaml',
        identifier_field: 'name',
        create: true,
        delete: false,
        fields: [
          { name: 'name', label: 'Name', widget: 'string' },
          { name: 'order', label: 'Place in the list', widget: 'number', value_type: 'int', min: 1 },
          {
            name: 'figures',
            label: 'Figures',
            widget: 'object',
            fields: Object.entries(figureKinds).map(([id, kind]) => ({
              name: id,
              label: `${id} (${units[kind.unit]})`,
              widget: 'number',
              value_type: kind.unit === 'count' ? 'int' : 'float',
              required: id !== 'gripPatterns',
            })),
          },
          { name: 'grips', label: 'Grips', widget: 'select', multiple: true, options: [...gripIds] },
          { name: 'features', label: 'Key features', widget: 'select', multiple: true, options: [...featureIds] },
        ],
      },
    ],
  };
}

/** The editor's page: Decap's bundle and our set-up, no inline script (the page keeps a strict CSP). */
const adminPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Content editor · phx</title>
  </head>
  <body>
    <script src="/admin/manual-init.js"></script>
    <script src="/admin/decap-cms.js"></script>
    <script src="/admin/setup.js"></script>
  </body>
</html>
`;

/** A preview's page, under the site's own CSP: only its script, which draws the real element (or router). */
const previewPageOf = (script: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Preview</title>
    <script type="module" src="${script}"></script>
  </head>
  <body></body>
</html>
`;

/** A hand's, the home page's or the about page's preview: the real element with the entry's words. */
const previewPage = previewPageOf('/scripts/admin/preview.ts');

/** A long page's preview: the site's router at /<lang>/<page> (under this page's address), with the entry's words. */
const pagePreviewPage = previewPageOf('/scripts/admin/page-preview.ts');

/** Our set-up of the editor: its settings, Arabic right to left, and the preview (browser code, as text). */
const setup = (config: unknown) => `(() => {
  const config = ${JSON.stringify(config)};
  config.local_backend = { url: location.origin + '/admin/api/v1' };
  const h = window.h;
  // Each field's text is set right to left when it is Arabic (dir=auto), in every language's column.
  new MutationObserver(() => {
    for (const field of document.querySelectorAll('input[type=text]:not([dir]), textarea:not([dir])')) field.dir = 'auto';
  }).observe(document.documentElement, { childList: true, subtree: true });
  const languages = ${JSON.stringify(languageCodes)};
  const dataOf = (entry, lang) =>
    lang === ${JSON.stringify(defaultLanguage)} ? entry.get('data') : entry.getIn(['i18n', lang, 'data']);
  const oneLine = (text) => (text || '').replace(/\\s*\\n\\s*/g, ' ').trim();
  /** The preview: the real element with the entry's words (admin/preview.ts), in a frame of its own. */
  const frame = (what, name) => {
    const src = '/admin/preview.html#' + encodeURIComponent(JSON.stringify(what));
    return h('iframe', { key: src, src, title: 'Preview of ' + name, style: { width: '100%', height: '2400px', border: '0' } });
  };
  function HandPreview(props) {
    const id = props.entry.get('slug');
    const words = {};
    for (const lang of languages) {
      const data = dataOf(props.entry, lang);
      words[lang] = data ? { summary: data.get('summary'), imageAlt: data.get('imageAlt'), description: oneLine(data.get('body')) } : {};
    }
    return frame({ kind: 'hand', id, words }, id + ' on the products page');
  }
  function PagePreview(props) {
    const words = {};
    for (const lang of languages) {
      const data = dataOf(props.entry, lang);
      if (!data) continue;
      const plain = data.toJS();
      const { body, translates, ...rest } = plain;
      words[lang] = { ...rest, mission: (body || '').split(/\\n\\s*\\n/).map(oneLine).filter(Boolean) };
    }
    return frame({ kind: 'about', words }, 'the about page');
  }
  function HomePreview(props) {
    const words = {};
    for (const lang of languages) {
      const data = dataOf(props.entry, lang);
      if (!data) continue;
      const { body, translates, page, ...rest } = data.toJS();
      words[lang] = rest;
    }
    return frame({ kind: 'home', words }, 'the home page');
  }
  /**
   * A long page's preview: in each language, the site's real router showing the page with the entry's words (in a
   * frame of its own: admin/page-preview.ts), its stale or missing translation said above it.
   */
  const longPagePreview = (page) =>
    function LongPagePreview(props) {
      return h(
        'div',
        {},
        languages.map((lang) => {
          const data = dataOf(props.entry, lang);
          const { body, translates, page: _, ...rest } = data ? data.toJS() : {};
          const words = data ? { ...rest, intro: oneLine(body) } : {};
          const src = '/admin/page-preview/' + (lang === ${JSON.stringify(defaultLanguage)} ? '' : lang + '/') + page + '#' + encodeURIComponent(JSON.stringify(words));
          return h('iframe', {
            key: src,
            src,
            title: 'Preview of the ' + page + ' page in ' + lang,
            style: { width: '100%', height: '1600px', border: '0' },
          });
        }),
      );
    };
  for (const page of ${JSON.stringify(longPages.map((page) => page.name))})
    CMS.registerPreviewTemplate(page, longPagePreview(page));
  CMS.registerPreviewTemplate('product-words', HandPreview);
  CMS.registerPreviewTemplate('product-facts', HandPreview);
  CMS.registerPreviewTemplate('pages', PagePreview);
  CMS.registerPreviewTemplate('home', HomePreview);
  CMS.init({ config });
})();
`;

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
};

/**
 * The editor's Content-Security-Policy: the site's, and what Decap's bundle needs: its styles are inline, it checks
 * its settings with compiled schemas (ajv: 'unsafe-eval'), and it keeps drafts as blobs. Dev only, this page only.
 */
function adminCsp() {
  const directives = strictCspDirectives([]);
  directives['script-src'] = ["'self'", "'unsafe-eval'"];
  directives['style-src'] = ["'self'", "'unsafe-inline'"];
  directives['img-src'] = ["'self'", 'data:', 'blob:'];
  // Its drafts are kept as blobs, read back with fetch.
  directives['connect-src'] = ["'self'", 'blob:'];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The handler of /admin and its proxy (/admin/api/v1): true if it answered the request. The proxy writes under the
 * folder that holds the content folder (the checkout, or a test's copy).
 */
export async function adminHandler(): Promise<(req: IncomingMessage, res: ServerResponse) => boolean> {
  const dir = contentDir();
  process.env.GIT_REPO_DIRECTORY = dirname(dir);
  // decap-server's own Express (a dependency of it): its proxy is Express middleware.
  const express = require('express') as () => ((req: IncomingMessage, res: ServerResponse) => void) & object;
  const { registerLocalFs } = require('decap-server/dist/middlewares') as {
    registerLocalFs(app: unknown, options?: { logLevel?: string }): Promise<void>;
  };
  const proxy = express();
  await registerLocalFs(proxy, { logLevel: 'warn' });
  const config = cmsConfig(basename(dir));
  const csp = adminCsp();
  const siteCsp = Object.entries(strictCspDirectives([]))
    .map(([n, v]) => `${n} ${v.join(' ')}`)
    .join('; ');
  const send = (res: ServerResponse, type: string, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
    res.end(body);
  };
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/admin') {
      res.writeHead(302, { Location: '/admin/' });
      res.end();
      return true;
    }
    if (!path.startsWith('/admin/')) return false;
    const name = path.slice('/admin/'.length);
    if (name === 'api/v1') {
      // Read here (Express's parser takes a body already read): a save gets its translations' versions first.
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        let body: { action?: string; params?: { dataFiles?: { path: string; raw: string }[] } } = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (body.action === 'persistEntry' && body.params?.dataFiles)
            markTranslations(dirname(dir), body.params.dataFiles);
        } catch {}
        Object.assign(req, { url: '/api/v1', body, _body: true });
        proxy(req, res);
      });
      return true;
    }
    if (name === '') send(res, types['.html'], adminPage, { 'Content-Security-Policy': csp });
    else if (name === 'preview.html') send(res, types['.html'], previewPage, { 'Content-Security-Policy': siteCsp });
    else if (/^page-preview\/(?:[a-z]{2}\/)?[a-z-]+$/.test(name))
      send(res, types['.html'], pagePreviewPage, { 'Content-Security-Policy': siteCsp });
    else if (name === 'manual-init.js') send(res, types['.js'], 'window.CMS_MANUAL_INIT = true;\n');
    else if (name === 'setup.js') send(res, types['.js'], setup(config));
    else if (name === 'status.json') {
      // Which translations are missing or stale, read afresh: the preview says so above each language.
      let status: unknown;
      try {
        status = {
          hands: productTranslationStatus(dir),
          about: aboutTranslationStatus(dir),
          home: homeTranslationStatus(dir),
          pages: Object.fromEntries(longPages.map((page) => [page.name, pageTranslationStatus(dir, page)])),
        };
      } catch (error) {
        status = { problems: error instanceof ContentError ? error.problems : [String(error)] };
      }
      send(res, 'application/json', JSON.stringify(status));
    } else if (/^[\w.-]+$/.test(name) && existsSync(join(decapDist, name))) {
      res.writeHead(200, { 'Content-Type': types[extname(name)] ?? 'application/octet-stream' });
      createReadStream(join(decapDist, name)).pipe(res);
    } else {
      res.writeHead(404);
      res.end();
    }
    return true;
  };
}
