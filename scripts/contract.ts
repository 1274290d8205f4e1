/**
 * Everything generated from the element folders (src/elements/<name>/: contract.ts, docs.ts, define.ts, page.ts; the
 * registries all-*.ts beside them are written first, by scripts/element-registries.ts), the
 * inquiry schema, the products, the site map and the theme tokens: custom-elements.json, types/phx.d.ts, the
 * package's per-element entries and the README's tables; and phx/server's types (types/server/, from the compiler). scripts/contract.integration.test.ts fails when any of them drifts.
 *
 *   npm run contract           write them all
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readClinicsCsv } from '../src/content/clinics/read-csv.ts';
import { company, contactDetails } from '../src/content/company.ts';
import { languageCodes } from '../src/content/i18n/languages.ts';
import { gripIds, productIds } from '../src/content/products.ts';
import { configurableAttributes } from '../src/elements/runtime/configuration.ts';
import { pagePaths } from '../src/content/site-map.ts';
import {
  attributesOf,
  camelName,
  commonAttributes,
  elements,
  events,
  type PhxTag,
  phxTags,
} from '../src/elements/runtime/contract.ts';
import { docs } from '../src/elements/runtime/contract-docs.ts';
import { endpoint as endpointWords } from '../src/elements/runtime/common-docs.ts';
import { elementPages, entryName, packageName } from './element-docs.ts';
import { buildRegistries } from './element-registries.ts';
import { buildVsCodeData, buildVueTypes, buildWebTypes } from './editor-data.ts';
import { buildLanguageRegistries } from './language-registries.ts';
import { buildServerTypes, serverTypesCommonJs, serverTypesEntry } from './server-types.ts';
import { wordpressBlockFiles } from './wordpress-blocks.ts';
import { requestSchema } from '../src/inquiry/schema.ts';
import { inquiryTypes } from '../src/inquiry/types.ts';
import { consentKinds } from '../src/inquiry/consent.ts';
import { failureReasons } from '../src/inquiry/failure.ts';
import { inquiryFields } from '../src/inquiry/schema.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');

interface Entry {
  name: string;
  description: string;
}

/** The theme tokens, as documented once in src/ui/tokens.ts (`@cssprop --phx-… - what it does`). */
export function themeTokens(): Entry[] {
  const block = read('src/ui/tokens.ts').match(/\/\*\*([\s\S]*?)\*\//)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trim())
    .filter((line) => line.startsWith('@cssprop '))
    .map((line) => {
      const [, name, description = ''] = line.match(/^@cssprop\s+(\S+)(?:\s+-\s+(.*))?$/) ?? [];
      return { name, description: description.trim() };
    });
}

/** The public part of src/ui/events.ts: the event details and PhxEventMap, as written there. */
export function eventDeclarations(): string {
  const source = read('src/ui/events.ts');
  const start = source.indexOf('\n// ---- public:');
  if (start < 0) throw new Error('src/ui/events.ts has no "// ---- public:" line');
  return source.slice(source.indexOf('\n', start + 1) + 1).trim();
}

/** Each event's detail type by name, as PhxEventMap says (`'phx-navigate': PhxNavigateDetail`). */
export function eventDetails(): Record<string, string> {
  const map = eventDeclarations().match(/interface PhxEventMap \{([\s\S]*?)\n\}/)?.[1] ?? '';
  return Object.fromEntries([...map.matchAll(/'(phx-[a-z-]+)': (\w+);/g)].map(([, name, detail]) => [name, detail]));
}

const className = (tag: PhxTag) => tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

const typeText = (tag: PhxTag, attribute: string) => {
  const spec = attributesOf(tag)[attribute];
  return 'values' in spec && spec.kind === 'oneOf' ? spec.values.map((v) => `'${v}'`).join(' | ') : 'string';
};

export function buildManifest() {
  const theme = themeTokens();
  return {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    modules: phxTags.map((tag) => {
      // The file the package ships for it (the package's entry for the element).
      const path = `dist/npm/elements/${tag}.js`;
      const own = docs.elements[tag];
      const attributes = [
        ...Object.entries(own.attributes as Record<string, string>),
        ...Object.entries(docs.common),
      ].map(([name, description]) => ({ name, description, type: { text: typeText(tag, name) } }));
      return {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            name: className(tag),
            tagName: tag,
            customElement: true,
            description: own.summary,
            attributes,
            events: elements[tag].events.map((name) => ({
              name,
              description: docs.events[name],
              type: { text: `CustomEvent<${eventDetails()[name]}>` },
            })),
            cssParts: elements[tag].parts.map((name) => ({ name, description: docs.parts[name] })),
            cssProperties: theme,
          },
        ],
        exports: [
          { kind: 'js', name: className(tag), declaration: { name: className(tag), module: path } },
          { kind: 'custom-element-definition', name: tag, declaration: { name: className(tag), module: path } },
        ],
      };
    }),
  };
}

const union = (values: readonly string[]) => values.map((v) => `'${v}'`).join(' | ');

/** Value sets the types name (`PhxProductId`); any other set is written out as its union. */
const namedSets: [readonly string[], string][] = [
  [productIds, 'PhxProductId'],
  [gripIds, 'PhxGripId'],
  [inquiryTypes, 'PhxInquiryType'],
];

/** The longest list attribute: `PhxList` takes up to that many values. */
const longestList = Math.max(
  1,
  ...phxTags.flatMap((tag) =>
    Object.values(attributesOf(tag)).map((spec) => (spec.kind === 'list' ? spec.values.length : 0)),
  ),
);

/** An attribute's value in the shipped types: a union where the values are known, a comma list of them for `list`. */
function valueType(tag: PhxTag, attribute: string): string {
  const spec = attributesOf(tag)[attribute];
  if (!('values' in spec)) return 'string';
  const values = namedSets.find(([set]) => set === spec.values)?.[1] ?? union(spec.values);
  return spec.kind === 'list' ? `PhxList<${values}>` : values;
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The shipped types: elements in HTMLElementTagNameMap and React's JSX, events in GlobalEventHandlersEventMap. */
export function buildTypes(): string {
  const inquiryLines = Object.entries(requestSchema.entries).map(([name, schema]) => {
    // Optional with a default (phone, pageUrl) is always there once read.
    const { type, default: fallback } = schema as { type: string; default?: unknown };
    const optional = type === 'optional' && fallback === undefined;
    const text = name === 'inquiry' ? 'PhxInquiryType' : name === 'consents' ? 'PhxConsentKind[]' : 'string';
    return `  ${name}${optional ? '?' : ''}: ${text};`;
  });
  const attributeInterfaces = phxTags.map((tag) => {
    const own = Object.keys(elements[tag].attributes);
    const lines = own.map(
      (name) =>
        `  /** ${docs.elements[tag].attributes[name as never]} */\n  ${JSON.stringify(name)}?: ${valueType(tag, name)};`,
    );
    return `export interface ${className(tag)}Attributes extends PhxCommonAttributes {\n${lines.join('\n')}\n}`;
  });
  const common = Object.keys(commonAttributes).map(
    (name) => `  /** ${docs.common[name as keyof typeof docs.common]} */\n  ${JSON.stringify(name)}?: string;`,
  );
  const configuration = configurableAttributes.map((name) => {
    const words = name === 'endpoint' ? endpointWords : docs.common[name as keyof typeof docs.common];
    return `  /** The default \`${name}\` of every element that has it: ${words} */\n  ${camel(name)}?: string;`;
  });
  const listType = Array.from({ length: longestList }, (_, i) =>
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the type's own template literal, written out
    i === 0 ? 'V' : `\`${Array.from({ length: i + 1 }, () => '${V}').join(',')}\``,
  ).join(' | ');
  return `// Generated by \`npm run contract\` from the element folders (src/elements/<name>/): do not edit (a test fails when it drifts).
/**
 * Types for pages and apps that use phx: configure(), the elements in HTMLElementTagNameMap and React's JSX (their
 * attributes, and their events as React 19 props such as \`onphx-submit\`), and the phx-* events in
 * GlobalEventHandlersEventMap. Shipped with the package (\`"types"\` in package.json exports; types/phx.d.cts is the
 * same for CommonJS). Vue templates: types/vue.d.ts.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

export type PhxProductId = ${union(productIds)};
export type PhxGripId = ${union(gripIds)};
export type PhxInquiryType = ${union(inquiryTypes)};
/** A consent a visitor gives by ticking its box in <phx-contact> (sent in \`consents\`). */
export type PhxConsentKind = ${union(consentKinds)};
export type PhxRoutePath = ${union(pagePaths)};
export type PhxLanguage = ${union(languageCodes)};
/** Comma-separated values, such as "neural-pro-x1,smarthand-ai". */
export type PhxList<V extends string> = ${listType};

/** What a visitor sends with <phx-contact>. */
export interface PhxInquiry {
${inquiryLines.join('\n')}
}

export type PhxFailureReason = ${union(failureReasons)};
export type PhxInquiryField = ${union(inquiryFields)};

// The events' details, as src/ui/events.ts declares them:

${eventDeclarations()}

/** Attributes every phx element accepts. */
export interface PhxCommonAttributes {
${common.join('\n')}
}
${attributeInterfaces.join('\n')}

/** Each element's attributes, by tag. */
export interface PhxAttributeMap {
${phxTags.map((tag) => `  '${tag}': ${className(tag)}Attributes;`).join('\n')}
}

/** The events each element fires, by tag. */
export interface PhxElementEventMap {
${phxTags.map((tag) => `  '${tag}': ${elements[tag].events.map((e) => `'${e}'`).join(' | ') || 'never'};`).join('\n')}
}

export type PhxTag = keyof PhxAttributeMap;

/** configure()'s options: the defaults of these attributes for every element that has them. */
export interface PhxConfiguration {
${configuration.join('\n')}
}

/**
 * Sets \`site-url\`, \`endpoint\` and \`lang\` once for every phx element (an element's own attribute still wins).
 * In Node it sets what \`renderElement\` from \`${packageName}/server\` renders with.
 */
export declare function configure(options: PhxConfiguration): void;

export type PhxElement = HTMLElement;

/** An element's events as React 19 props: \`onphx-submit={(event) => event.detail.email}\`. */
export type PhxReactEvents<T extends PhxTag> = {
  [E in PhxElementEventMap[T] as \`on\${E}\`]?: (event: CustomEvent<PhxEventMap[E]>) => void;
};

type Jsx<T extends PhxTag> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  PhxAttributeMap[T] &
  PhxReactEvents<T>;

declare global {
  interface HTMLElementTagNameMap {
${phxTags.map((tag) => `    '${tag}': PhxElement;`).join('\n')}
  }

  interface GlobalEventHandlersEventMap {
${Object.keys(events)
  .map(
    (name) =>
      `    /** ${docs.events[name as keyof typeof events]} */\n    '${name}': CustomEvent<PhxEventMap['${name}']>;`,
  )
  .join('\n')}
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${phxTags.map((tag) => `      '${tag}': Jsx<'${tag}'>;`).join('\n')}
    }
  }
}
`;
}

/** The README's element table, between its `contract:elements` markers: each element links to its reference page. */
export function readmeElements(): string {
  const rows = phxTags.map((tag) => {
    const attributes = Object.keys(elements[tag].attributes).map((name) => {
      const spec = attributesOf(tag)[name];
      return spec.kind === 'oneOf'
        ? `\`${name}\` (${spec.values.map((v) => `\`${v}\``).join(' \\| ')})`
        : `\`${name}\``;
    });
    const fired = elements[tag].events.map((name) => `\`${name}\``);
    const name = `[\`<${tag}>\`](docs/elements/${tag}.md)`;
    return `| ${name} | \`import '${packageName}/${entryName(tag)}'\` | ${attributes.join(', ') || '—'} | ${fired.join(', ') || '—'} |`;
  });
  return [
    '| Element | Entry (bundlers) | Attributes (and `site-url`, `lang`) | Events |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The embedding guide's token and part lists, between their markers. */
export const readmeTokens = () =>
  themeTokens()
    .map((t) => `\`${t.name}\``)
    .join(', ');
export const readmeParts = () =>
  Object.keys(docs.parts)
    .map((p) => `\`${p}\``)
    .join(', ');

/** Replaces the text between `<!-- contract:name -->` and `<!-- /contract:name -->` of `file`. */
export function fillBlock(text: string, name: string, content: string, file = 'README.md'): string {
  const pattern = new RegExp(`(<!-- contract:${name} -->\\n)[\\s\\S]*?(<!-- /contract:${name} -->)`);
  if (!pattern.test(text)) throw new Error(`${file} has no <!-- contract:${name} --> block`);
  return text.replace(pattern, (_, open: string, close: string) => `${open}${content}\n${close}`);
}

export const buildReadme = (current: string) => fillBlock(current, 'elements', readmeElements());

/** The embedding guide's lists of tokens and parts (its Theming section). */
export function buildEmbeddingGuide(current: string): string {
  const file = 'docs/embedding.md';
  const reference = phxTags.map((tag) => `[\`<${tag}>\`](elements/${tag}.md)`).join(', ');
  const text = fillBlock(current, 'reference', `${reference}.`, file);
  return fillBlock(fillBlock(text, 'tokens', readmeTokens(), file), 'parts', readmeParts(), file);
}

/** package.json's exports: the loader, one entry per element, the server, the classic script and the metadata. */
export function buildExports() {
  // CommonJS consumers read the .d.cts twin (an `import type` of the ES module's types is TS1541 otherwise).
  const types = { import: './types/phx.d.ts', require: './types/phx.d.cts' };
  // Node (a server, a framework's server build) gets configure() alone: elements exist only in browsers.
  const browser = (file: string) => ({ types, node: './dist/npm/node.js', default: `./dist/npm/${file}` });
  return {
    '.': browser('phx.js'),
    ...Object.fromEntries(phxTags.map((tag) => [`./${entryName(tag)}`, browser(`elements/${tag}.js`)])),
    './server': {
      types: { import: './types/server.d.ts', require: './types/server.d.cts' },
      default: './dist/server/index.js',
    },
    // Next.js: a Server Component that renders an element (src/next/).
    './next': { types: './types/next.d.ts', default: './dist/next/index.js' },
    // Types only: Vue's GlobalComponents (`/// <reference types="@phoenix-bionics/phx/vue" />`).
    './vue': { types: './types/vue.d.ts' },
    './custom-elements.json': './custom-elements.json',
    './web-types.json': './web-types.json',
    './vscode.html-custom-data.json': './vscode.html-custom-data.json',
    './package.json': './package.json',
  };
}

/** The WordPress plugin's blocks and shortcodes: the elements whose docs.ts names one, with its title. */
export const wordpressBlocks = (): Partial<Record<PhxTag, string>> =>
  Object.fromEntries(
    phxTags.flatMap((tag) => (docs.elements[tag].wordpress ? [[tag, docs.elements[tag].wordpress]] : [])),
  );

/** The repository's sample clinics: the list the plugin's setting "this site is clinic …" offers. */
const sampleClinics = () =>
  readClinicsCsv(readFileSync(new URL('../src/content/clinics/sample.csv', import.meta.url), 'utf8')).clinics;

export function buildWordpressElements() {
  return {
    generated:
      'by `npm run contract` from the element folders (src/elements/<name>/): do not edit (a test fails when it drifts)',
    languages: languageCodes,
    // The plugin's fallback while the company site is away, and its setting "this site is clinic …".
    company: { name: company.name, phone: contactDetails.phone, phoneHref: contactDetails.phoneHref },
    clinics: sampleClinics().map(({ id, name, city }) => ({ id, name, city })),
    elements: Object.fromEntries(
      Object.entries(wordpressBlocks()).map(([tag, title]) => [
        tag,
        {
          block: `phx/${entryName(tag as PhxTag)}`,
          title,
          description: docs.elements[tag as PhxTag].summary,
          attributes: Object.fromEntries(
            Object.entries(attributesOf(tag as PhxTag)).map(([name, spec]) => [
              name,
              {
                setting: camelName(name),
                kind: spec.kind,
                values: 'values' in spec ? spec.values : undefined,
                default: 'default' in spec ? spec.default : undefined,
                help:
                  name in docs.common
                    ? docs.common[name as 'lang']
                    : docs.elements[tag as PhxTag].attributes[name as never],
              },
            ]),
          ),
        },
      ]),
    ),
  };
}

export const generated = (): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(buildRegistries()).map(([file, text]) => [`src/elements/generated/${file}`, text]),
  ),
  ...Object.fromEntries(
    Object.entries(buildLanguageRegistries()).map(([file, text]) => [`src/content/i18n/${file}`, text]),
  ),
  'custom-elements.json': `${JSON.stringify(buildManifest(), null, 2)}\n`,
  'integrations/wordpress/elements.json': `${JSON.stringify(buildWordpressElements(), null, 2)}\n`,
  ...wordpressBlockFiles(buildWordpressElements()),
  'types/phx.d.ts': buildTypes(),
  // The same for a CommonJS consumer's `import type` (TS1541 otherwise): TypeScript reads .d.cts as CommonJS.
  'types/phx.d.cts': buildTypes(),
  'types/vue.d.ts': buildVueTypes(),
  'vscode.html-custom-data.json': `${JSON.stringify(buildVsCodeData(), null, 2)}\n`,
  'web-types.json': `${JSON.stringify(buildWebTypes(JSON.parse(read('package.json')).version), null, 2)}\n`,
  'types/server.d.ts': serverTypesEntry,
  'types/server.d.cts': serverTypesCommonJs,
  ...Object.fromEntries(Object.entries(buildServerTypes()).map(([file, text]) => [`types/server/${file}`, text])),
  ...elementPages(eventDetails(), themeTokens()),
  'README.md': buildReadme(read('README.md')),
  'docs/embedding.md': buildEmbeddingGuide(read('docs/embedding.md')),
});

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // Generated folders are written afresh: a file the contract no longer makes does not linger.
  rmSync(`${root}/types/server`, { recursive: true, force: true });
  for (const [file, text] of Object.entries(generated())) {
    mkdirSync(dirname(`${root}/${file}`), { recursive: true });
    writeFileSync(`${root}/${file}`, text);
  }
  const pkg = JSON.parse(read('package.json'));
  pkg.exports = buildExports();
  writeFileSync(`${root}/package.json`, `${JSON.stringify(pkg, null, 2)}\n`);
  console.log(
    "Wrote custom-elements.json, types/, docs/elements/, the WordPress plugin's elements.json, the tables of README.md and docs/embedding.md, and package.json exports.",
  );
}
