/**
 * Everything generated from the element folders (src/elements/<name>/: contract.ts, docs.ts, define.ts, page.ts; the
 * registries all-*.ts beside them are written first, by scripts/element-registries.ts), the
 * inquiry schema, the products, the site map and the theme tokens: custom-elements.json, types/phx.d.ts, the
 * package's per-element entries and the README's tables; and phx/server's types (types/server/, from the compiler). scripts/contract.test.ts fails when any of them drifts.
 *
 *   npm run contract           write them all
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clinics } from '../src/content/clinics.ts';
import { company, contactDetails } from '../src/content/company.ts';
import { languageCodes } from '../src/content/i18n/languages.ts';
import { productIds } from '../src/content/products.ts';
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
import { elementPages, entryName, packageName } from './element-docs.ts';
import { buildRegistries } from './element-registries.ts';
import { buildLanguageRegistries } from './language-registries.ts';
import { buildServerTypes, serverTypesEntry } from './server-types.ts';
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
      const path = `src/elements/${entryName(tag)}/define.ts`;
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
        `  /** ${docs.elements[tag].attributes[name as never]} */\n  ${JSON.stringify(name)}?: ${typeText(tag, name)};`,
    );
    return `export interface ${className(tag)}Attributes extends PhxCommonAttributes {\n${lines.join('\n')}\n}`;
  });
  const common = Object.keys(commonAttributes).map(
    (name) => `  /** ${docs.common[name as keyof typeof docs.common]} */\n  ${JSON.stringify(name)}?: string;`,
  );
  return `// Generated by \`npm run contract\` from the element folders (src/elements/<name>/): do not edit (a test fails when it drifts).
/**
 * Types for pages and apps that use phx: the elements in HTMLElementTagNameMap and React's JSX, and the phx-*
 * events in GlobalEventHandlersEventMap. Shipped with the package (\`"types"\` in package.json exports).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

export type PhxProductId = ${union(productIds)};
export type PhxInquiryType = ${union(inquiryTypes)};
/** A consent a visitor gives by ticking its box in <phx-contact> (sent in \`consents\`). */
export type PhxConsentKind = ${union(consentKinds)};
export type PhxRoutePath = ${union(pagePaths)};
export type PhxLanguage = ${union(languageCodes)};

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

export type PhxElement = HTMLElement;

type Jsx<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

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
${phxTags.map((tag) => `      '${tag}': Jsx<${className(tag)}Attributes>;`).join('\n')}
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
  const types = './types/phx.d.ts';
  // Node (a server, a framework's server build) gets an entry that does nothing: elements exist only in browsers.
  const browser = (file: string) => ({ types, node: './dist/npm/node.js', default: `./dist/npm/${file}` });
  return {
    '.': browser('phx.js'),
    ...Object.fromEntries(phxTags.map((tag) => [`./${entryName(tag)}`, browser(`elements/${tag}.js`)])),
    './server': { types: './types/server.d.ts', default: './dist/server/index.js' },
    './cdn/*': './dist/cdn/*',
    // The classic script finds its own <script> tag; in Node it too is the entry that does nothing.
    './classic': { node: './dist/npm/node.js', default: './dist/cdn/phx.classic.js' },
    './custom-elements.json': './custom-elements.json',
    './package.json': './package.json',
  };
}

/** The WordPress plugin's blocks and shortcodes: the elements whose docs.ts names one, with its title. */
export const wordpressBlocks = (): Partial<Record<PhxTag, string>> =>
  Object.fromEntries(
    phxTags.flatMap((tag) => (docs.elements[tag].wordpress ? [[tag, docs.elements[tag].wordpress]] : [])),
  );

export function buildWordpressElements() {
  return {
    generated:
      'by `npm run contract` from the element folders (src/elements/<name>/): do not edit (a test fails when it drifts)',
    languages: languageCodes,
    // The plugin's fallback while the company site is away, and its setting "this site is clinic …".
    company: { name: company.name, phone: contactDetails.phone, phoneHref: contactDetails.phoneHref },
    clinics: clinics.map(({ id, name, city }) => ({ id, name, city })),
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
  'types/server.d.ts': serverTypesEntry,
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
