/**
 * ICU messages compiled at build time (FormatJS's parser, its skeleton parser): a catalog's part becomes a JS module of
 * the nested shape the code reads, each message a plain string (no arguments) or a small function of named values
 * that formats numbers, units, currencies and dates through the language's `Format` (src/content/i18n/format.ts), so
 * the server and the browser write them alike. Also the declarations that type every message from en.po.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { type Catalog, sourceLanguage } from './catalog';
import { partKeys, type PartName } from '../../src/content/i18n/parts';

/** A message's arguments and the kind of value each takes. */
type Kinds = Map<string, 'string' | 'number' | 'date'>;

/** ICU's `j` (the hour as the language writes it) and anything else FormatJS leaves empty, filled in here. */
const dateSkeletons: Record<string, Intl.DateTimeFormatOptions> = { j: { hour: 'numeric' } };

/**
 * The skeletons the language's `Format` already writes (src/content/i18n/format.ts, which the sections use for the
 * same figures): a message with one of them calls that method, so a figure reads the same in a table and in a sentence.
 */
const formatMethods: Record<string, string> = {
  '': 'number',
  'currency/USD precision-integer': 'usd',
  'unit/gram .#': 'grams',
  'unit/hour unit-width-full-name .#': 'hours',
  'unit/minute unit-width-full-name .#': 'minutes',
  'unit/year unit-width-full-name .#': 'years',
  'unit/kilometer precision-integer': 'kilometres',
  percent: 'percent',
};

export class MessageError extends Error {}

/** The parsed message, or an error naming the file, line and id. */
export function parseMessage(text: string, where: string): MessageFormatElement[] {
  try {
    return parse(text, { shouldParseSkeletons: true, ignoreTag: true, requiresOtherClause: true });
  } catch (error) {
    const { message, location } = error as Error & { location?: { start: { offset: number } } };
    const at = location ? ` (at "${text.slice(location.start.offset, location.start.offset + 20)}")` : '';
    throw new MessageError(`${where}: not a valid ICU message: ${message}${at}`);
  }
}

/** The arguments a message takes, and of which kind (a number wins over a string: `{n}` beside `{n, plural, …}`). */
export function argumentsOf(elements: MessageFormatElement[], kinds: Kinds = new Map()): Kinds {
  const note = (name: string, kind: 'string' | 'number' | 'date') => {
    const known = kinds.get(name);
    if (!known || known === 'string') kinds.set(name, kind);
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        note(element.value, 'string');
        break;
      case TYPE.number:
        note(element.value, 'number');
        break;
      case TYPE.date:
      case TYPE.time:
        note(element.value, 'date');
        break;
      case TYPE.plural:
        note(element.value, 'number');
        for (const option of Object.values(element.options)) argumentsOf(option.value, kinds);
        break;
      case TYPE.select:
        note(element.value, 'string');
        for (const option of Object.values(element.options)) argumentsOf(option.value, kinds);
        break;
      default:
        break;
    }
  }
  return kinds;
}

/** A JS expression for a message's elements, with `v` the values and `f` the Format; `styles` collects option sets. */
function expression(
  elements: MessageFormatElement[],
  styles: Map<string, string>,
  where: string,
  count?: string,
): string {
  const style = (key: string, options: object) => {
    const json = JSON.stringify(options);
    if (!styles.has(json)) styles.set(json, `s${styles.size}`);
    return `${JSON.stringify(key)}, ${styles.get(json)}`;
  };
  const value = (name: string) => `v[${JSON.stringify(name)}]`;
  const parts = elements.map((element): string => {
    switch (element.type) {
      case TYPE.literal:
        return JSON.stringify(element.value);
      case TYPE.argument:
        return `String(${value(element.value)})`;
      case TYPE.pound:
        if (!count) throw new MessageError(`${where}: # outside a plural`);
        return `f.number(${value(count)})`;
      case TYPE.number: {
        const skeleton = element.style;
        if (typeof skeleton === 'string' && skeleton) {
          if (skeleton !== 'integer' && skeleton !== 'percent')
            throw new MessageError(`${where}: write the number style "${skeleton}" as a skeleton (::…)`);
        }
        const options: Intl.NumberFormatOptions =
          typeof skeleton === 'string'
            ? skeleton === 'percent'
              ? { style: 'percent' }
              : skeleton === 'integer'
                ? { maximumFractionDigits: 0 }
                : {}
            : (skeleton?.parsedOptions ?? {});
        const key = typeof skeleton === 'string' ? skeleton : (skeleton?.tokens ?? []).map(tokenText).join(' ');
        const named = formatMethods[key];
        if (named) return `f.${named}(${value(element.value)})`;
        const { currencyDisplay: _, ...kept } = options;
        const used = options.style === 'currency' ? options : kept;
        return `f.n(${value(element.value)}, ${style(key, used)})`;
      }
      case TYPE.date:
      case TYPE.time: {
        const skeleton = element.style;
        let options: Intl.DateTimeFormatOptions;
        let key: string;
        if (skeleton && typeof skeleton !== 'string') {
          key = skeleton.pattern;
          options = Object.keys(skeleton.parsedOptions).length
            ? skeleton.parsedOptions
            : (dateSkeletons[skeleton.pattern] ?? {});
          if (!Object.keys(options).length)
            throw new MessageError(`${where}: the date skeleton "${skeleton.pattern}" says nothing FormatJS knows`);
        } else {
          key = `${element.type === TYPE.date ? 'date' : 'time'}:${skeleton || 'medium'}`;
          const named = (skeleton || 'medium') as 'short' | 'medium' | 'long' | 'full';
          options = element.type === TYPE.date ? { dateStyle: named } : { timeStyle: named };
        }
        return `f.d(${value(element.value)}, ${style(key, options)})`;
      }
      case TYPE.select: {
        const { other, ...cases } = element.options;
        const branches = Object.entries(cases).map(
          ([key, option]) =>
            `${value(element.value)} === ${JSON.stringify(key)} ? ${expression(option.value, styles, where, count)} : `,
        );
        return `(${branches.join('')}${expression(other.value, styles, where, count)})`;
      }
      case TYPE.plural: {
        if (element.pluralType === 'ordinal') throw new MessageError(`${where}: selectordinal is not supported`);
        if (element.offset) throw new MessageError(`${where}: a plural offset is not supported`);
        const { other, ...cases } = element.options;
        const exact = Object.entries(cases).filter(([key]) => key.startsWith('='));
        const forms = Object.entries(cases).filter(([key]) => !key.startsWith('='));
        const branches = [
          ...exact.map(
            ([key, option]) =>
              `${value(element.value)} === ${Number(key.slice(1))} ? ${expression(option.value, styles, where, element.value)} : `,
          ),
          ...forms.map(
            ([key, option]) =>
              `f.plural(${value(element.value)}) === ${JSON.stringify(key)} ? ${expression(option.value, styles, where, element.value)} : `,
          ),
        ];
        return `(${branches.join('')}${expression(other.value, styles, where, element.value)})`;
      }
      default:
        throw new MessageError(`${where}: tags are not supported`);
    }
  });
  if (!parts.length) return '""';
  return parts.join(' + ');
}

const tokenText = (token: { stem: string; options: string[] }) => [token.stem, ...token.options].join('/');

/** The part an id belongs to, by its first segment ("fieldErrors.required" is the contact part's). */
export function partOf(id: string): PartName | undefined {
  const top = id.split('.')[0];
  return (Object.keys(partKeys) as PartName[]).find((part) => (partKeys[part] as readonly string[]).includes(top));
}

/** Nested objects from dotted ids; an object whose keys are 0, 1, 2… becomes an array. */
function nest<T>(pairs: [string, T][]): Tree<T> {
  const root: Tree<T> = {};
  for (const [id, leaf] of pairs) {
    const path = id.split('.');
    let node = root;
    for (const key of path.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Tree<T>;
    }
    node[path[path.length - 1]] = leaf;
  }
  return root;
}
type Tree<T> = { [key: string]: T | Tree<T> };

const isArray = (node: object) => {
  const keys = Object.keys(node);
  return keys.length > 0 && keys.every((key, i) => key === String(i));
};

function render<T>(node: Tree<T> | T, leaf: (value: T) => string, isLeaf: (n: unknown) => n is T, indent = ''): string {
  if (isLeaf(node)) return leaf(node);
  const inner = `${indent}  `;
  const tree = node as Tree<T>;
  if (isArray(tree))
    return `[\n${Object.values(tree)
      .map((child) => `${inner}${render(child, leaf, isLeaf, inner)},`)
      .join('\n')}\n${indent}]`;
  return `{\n${Object.entries(tree)
    .map(([key, child]) => `${inner}${JSON.stringify(key)}: ${render(child, leaf, isLeaf, inner)},`)
    .join('\n')}\n${indent}}`;
}

interface Compiled {
  code: string;
}

/**
 * The JS module of one part of `catalog`: `export const words = { … }`. `english` gives the ids and arguments the
 * part has; an entry the language lacks, or a message with an argument English does not give, throws naming the file
 * and line. `formatModule` is the import path of src/content/i18n/format.ts.
 */
export function compilePart(catalog: Catalog, english: Catalog, part: PartName, formatModule: string): Compiled {
  const styles = new Map<string, string>();
  const pairs: [string, { js: string }][] = [];
  for (const source of english.entries.values()) {
    if (partOf(source.id) !== part) continue;
    const entry = catalog.entries.get(source.id);
    if (!entry?.text)
      throw new MessageError(
        `${catalog.file}: the ${catalog.lang} catalog has no text for ${source.id} (run \`npm run catalogs -- report\`)`,
      );
    const where = `${catalog.file}:${entry.line} (${entry.id})`;
    const elements = parseMessage(entry.text, where);
    const given = argumentsOf(parseMessage(source.text, `${english.file}:${source.line} (${source.id})`));
    for (const [name] of argumentsOf(elements))
      if (!given.has(name))
        throw new MessageError(
          `${where}: the argument {${name}} is not one English gives (${[...given.keys()].join(', ') || 'none'})`,
        );
    const body = expression(elements, styles, where);
    pairs.push([source.id, { js: given.size ? `(v) => ${body}` : body }]);
  }
  if (!pairs.length) throw new MessageError(`${english.file}: no message belongs to the part ${part}`);
  const tree = nest(pairs);
  const isLeaf = (n: unknown): n is { js: string } => typeof (n as { js?: unknown }).js === 'string';
  const object = render(tree, (leaf) => leaf.js, isLeaf);
  const usesFormat = [...pairs].some(([, leaf]) => leaf.js.includes('f.'));
  const code = [
    usesFormat ? `import { formatFor } from ${JSON.stringify(formatModule)};` : '',
    usesFormat ? `const f = formatFor(${JSON.stringify(catalog.lang)});` : '',
    ...[...styles].map(([json, name]) => `const ${name} = ${json};`),
    `export const words = ${object};`,
    '',
  ]
    .filter(Boolean)
    .join('\n');
  return { code };
}

/** The TS type of a message's values. */
const valuesType = (kinds: Kinds) =>
  `{ ${[...kinds]
    .map(
      ([name, kind]) =>
        `${JSON.stringify(name)}: ${kind === 'date' ? 'Date | number' : kind === 'string' ? 'string | number' : kind}`,
    )
    .join('; ')} }`;

/**
 * Declarations typing every part's module from en.po (`declare module '*.po?part=contact'`): a message with arguments
 * is a function of exactly those values, so a wrong id or a wrong or missing value name fails typecheck.
 */
export function declarations(english: Catalog): string {
  if (english.lang !== sourceLanguage) throw new Error('declarations come from the English catalog');
  const byPart = new Map<PartName, [string, { ts: string; comment: string }][]>();
  for (const entry of english.entries.values()) {
    const part = partOf(entry.id);
    if (!part) throw new MessageError(`${english.file}:${entry.line}: ${entry.id} belongs to no part (see parts.ts)`);
    const kinds = argumentsOf(parseMessage(entry.text, `${english.file}:${entry.line} (${entry.id})`));
    const ts = kinds.size ? `(values: ${valuesType(kinds)}) => string` : 'string';
    byPart.set(part, [...(byPart.get(part) ?? []), [entry.id, { ts, comment: entry.comment }]]);
  }
  const isLeaf = (n: unknown): n is { ts: string } => typeof (n as { ts?: unknown }).ts === 'string';
  const modules = [...byPart].map(([part, pairs]) => {
    const tree = nest(pairs);
    const type = render(tree, (leaf) => leaf.ts, isLeaf, '  ')
      .replace(/^(\s*)("[^"]+"):/gm, '$1readonly $2:')
      .replace(/\[\n([\s\S]*?)\n(\s*)\]/g, (_, inner: string) => `readonly (${inner.split(',\n')[0].trim()})[]`);
    return `declare module '*.po?part=${part}' {\n  export const words: ${type};\n}\n`;
  });
  return [
    '// Generated from src/content/i18n/catalogs/en.po by `npm run catalogs -- types` (and by the build): do not edit.',
    ...modules,
  ].join('\n');
}
