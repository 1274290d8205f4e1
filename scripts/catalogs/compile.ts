/**
 * ICU messages compiled at build time (FormatJS's parser, its skeleton parser): a catalog's part becomes a JS module of
 * the nested shape the code reads, each message a plain string (no arguments) or a small function of named values
 * that formats numbers, units, currencies and dates through the language's `Format` (src/content/i18n/format.ts), so
 * the server and the browser write them alike. Also the declarations that type every message from en.po.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { type Catalog, sourceLanguage } from './catalog.ts';
import { partKeys, type PartName } from '../../src/content/i18n/parts.ts';

/** A message's arguments and the kind of value each takes. */
type Kinds = Map<string, 'string' | 'number'>;

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
  const note = (name: string, kind: 'string' | 'number') => {
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
        note(element.value, 'number');
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

/** A piece of a message's code: a JS expression, or text. */
type Token = string | { text: string };

/** Adjacent texts joined. */
const joined = (tokens: Token[]) =>
  tokens.reduce<Token[]>((out, token) => {
    const last = out[out.length - 1];
    if (typeof token !== 'string' && last !== undefined && typeof last !== 'string')
      out[out.length - 1] = { text: last.text + token.text };
    else out.push(token);
    return out;
  }, []);

/**
 * What every branch of a plural or a select begins (or ends) with, taken out of them: `# clinic | # clinics` is
 * written `${f.number(v.count)} ${… ? 'clinic' : 'clinics'}`, so the count is formatted once in the code.
 */
function factored(branches: Token[][], end: 'start' | 'end'): { common: Token[]; rest: Token[][] } {
  const common: Token[] = [];
  let rest = branches.map((tokens) => (end === 'start' ? [...tokens] : [...tokens].reverse()));
  for (;;) {
    const firsts = rest.map((tokens) => tokens[0]);
    if (firsts.some((token) => token === undefined)) break;
    if (firsts.every((token) => typeof token === 'string' && token === firsts[0])) {
      common.push(firsts[0]);
      rest = rest.map((tokens) => tokens.slice(1));
      continue;
    }
    if (!firsts.every((token) => typeof token !== 'string')) break;
    const texts = (firsts as { text: string }[]).map((t) =>
      end === 'start' ? t.text : [...t.text].reverse().join(''),
    );
    let n = 0;
    while (texts.every((t) => n < t.length && t[n] === texts[0][n])) n++;
    if (!n) break;
    const shared = texts[0].slice(0, n);
    common.push({ text: end === 'start' ? shared : [...shared].reverse().join('') });
    rest = rest.map((tokens, i) => {
      const left = texts[i].slice(n);
      const text = end === 'start' ? left : [...left].reverse().join('');
      return text ? [{ text }, ...tokens.slice(1)] : tokens.slice(1);
    });
    break;
  }
  return end === 'start'
    ? { common, rest }
    : { common: common.reverse(), rest: rest.map((tokens) => tokens.reverse()) };
}

/** A choice between branches (each `[condition, tokens]`, the last without one), its shared start and end taken out. */
function choice(branches: [string | undefined, Token[]][]): Token[] {
  const start = factored(
    branches.map(([, tokens]) => joined(tokens)),
    'start',
  );
  const end = factored(start.rest, 'end');
  const code = end.rest
    .map((tokens, i) => {
      const condition = branches[i][0];
      return condition === undefined ? template(tokens) : `${condition} ? ${template(tokens)} : `;
    })
    .join('');
  return [...start.common, `(${code})`, ...end.common];
}

/** A template literal of tokens, as hand-written code would be: `ab ${f.usd(v.usd)}`. */
function template(tokens: Token[]): string {
  const quoted = joined(tokens).map((token) =>
    typeof token === 'string' ? `\${${token}}` : token.text.replace(/[`\\]|\$\{/g, (c) => `\\${c}`),
  );
  return `\`${quoted.join('')}\``;
}

/** A JS expression for a message's elements, with `v` the values and `f` the Format. */
const expression = (elements: MessageFormatElement[], where: string) => template(tokensOf(elements, where));

function tokensOf(elements: MessageFormatElement[], where: string, count?: string): Token[] {
  const value = (name: string) => `v[${JSON.stringify(name)}]`;
  const parts = elements.flatMap((element): Token | Token[] => {
    switch (element.type) {
      case TYPE.literal:
        return { text: element.value };
      case TYPE.argument:
        return `${value(element.value)}`;
      case TYPE.pound:
        if (!count) throw new MessageError(`${where}: # outside a plural`);
        return `f.number(${value(count)})`;
      case TYPE.number: {
        const skeleton = element.style;
        const key = typeof skeleton === 'string' ? skeleton : (skeleton?.tokens ?? []).map(tokenText).join(' ');
        const named = formatMethods[key];
        if (!named)
          throw new MessageError(
            `${where}: the number style "${key}" is none the Format writes (${Object.keys(formatMethods)
              .map((k) => (k ? `::${k}` : 'plain'))
              .join(', ')}): add it to src/content/i18n/format.ts and scripts/catalogs/compile.ts`,
          );
        return `f.${named}(${value(element.value)})`;
      }
      case TYPE.date:
      case TYPE.time: {
        const skeleton = element.style;
        const key = skeleton && typeof skeleton !== 'string' ? `::${skeleton.pattern}` : String(skeleton ?? '');
        if (element.type !== TYPE.time || key !== '::j')
          throw new MessageError(
            `${where}: a date or time other than an hour of the day ({x, time, ::j}) is not supported`,
          );
        return `f.hour(${value(element.value)})`;
      }
      case TYPE.select: {
        const { other, ...cases } = element.options;
        return choice([
          ...Object.entries(cases).map(([key, option]): [string, Token[]] => [
            `${value(element.value)} === ${JSON.stringify(key)}`,
            tokensOf(option.value, where, count),
          ]),
          [undefined, tokensOf(other.value, where, count)],
        ]);
      }
      case TYPE.plural: {
        if (element.pluralType === 'ordinal') throw new MessageError(`${where}: selectordinal is not supported`);
        if (element.offset) throw new MessageError(`${where}: a plural offset is not supported`);
        const { other, ...cases } = element.options;
        const exact = Object.entries(cases).filter(([key]) => key.startsWith('='));
        const forms = Object.entries(cases).filter(([key]) => !key.startsWith('='));
        return choice([
          ...exact.map(([key, option]): [string, Token[]] => [
            `${value(element.value)} === ${Number(key.slice(1))}`,
            tokensOf(option.value, where, element.value),
          ]),
          ...forms.map(([key, option]): [string, Token[]] => [
            `f.plural(${value(element.value)}) === ${JSON.stringify(key)}`,
            tokensOf(option.value, where, element.value),
          ]),
          [undefined, tokensOf(other.value, where, element.value)],
        ]);
      }
      default:
        throw new MessageError(`${where}: tags are not supported`);
    }
  });
  return parts;
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
 * and line.
 */
export function compilePart(catalog: Catalog, english: Catalog, part: PartName): Compiled {
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
    const body = expression(elements, where);
    pairs.push([source.id, { js: given.size ? `(v) => ${body}` : body }]);
  }
  if (!pairs.length) throw new MessageError(`${english.file}: no message belongs to the part ${part}`);
  const tree = nest(pairs);
  const isLeaf = (n: unknown): n is { js: string } => typeof (n as { js?: unknown }).js === 'string';
  const object = render(tree, (leaf) => leaf.js, isLeaf);
  // A part that writes figures is a function of the language's Format (see part-words.ts): its chunk then imports
  // nothing, and whoever loads it gives the Format.
  const usesFormat = [...pairs].some(([, leaf]) => leaf.js.includes('f.'));
  const code = [usesFormat ? `export const words = (f) => (${object});` : `export const words = ${object};`, '']
    .filter(Boolean)
    .join('\n');
  return { code };
}

/** The TS type of a message's values. */
const valuesType = (kinds: Kinds) =>
  `{ ${[...kinds]
    .map(([name, kind]) => `${JSON.stringify(name)}: ${kind === 'string' ? 'string | number' : kind}`)
    .join('; ')} }`;

/**
 * Declarations typing every part's module from en.po (`declare module '*.po?part=contact'`): a message with arguments
 * is a function of exactly those values, so a wrong id or a wrong or missing value name fails typecheck.
 */
export function declarations(english: Catalog): string {
  if (english.lang !== sourceLanguage) throw new Error('declarations come from the English catalog');
  const byPart = new Map<PartName, [string, { ts: string; comment: string }][]>();
  const formatting = new Set<PartName>();
  for (const entry of english.entries.values()) {
    const part = partOf(entry.id);
    if (!part) throw new MessageError(`${english.file}:${entry.line}: ${entry.id} belongs to no part (see parts.ts)`);
    const kinds = argumentsOf(parseMessage(entry.text, `${english.file}:${entry.line} (${entry.id})`));
    const ts = kinds.size ? `(values: ${valuesType(kinds)}) => string` : 'string';
    byPart.set(part, [...(byPart.get(part) ?? []), [entry.id, { ts, comment: entry.comment }]]);
    if ([...kinds.values()].some((kind) => kind !== 'string')) formatting.add(part);
  }
  const isLeaf = (n: unknown): n is { ts: string } => typeof (n as { ts?: unknown }).ts === 'string';
  const modules = [...byPart].map(([part, pairs]) => {
    const tree = nest(pairs);
    const type = render(tree, (leaf) => leaf.ts, isLeaf, '  ')
      .replace(/^(\s*)("[^"]+"):/gm, '$1readonly $2:')
      .replace(/\[\n([\s\S]*?)\n(\s*)\]/g, (_, inner: string) => `readonly (${inner.split(',\n')[0].trim()})[]`);
    // A part that writes figures is a function of the language's Format (src/content/i18n/part-words.ts gives it).
    const words = formatting.has(part) ? `(format: object) => ${type}` : type;
    return `declare module '*.po?part=${part}' {\n  export const words: ${words};\n}\n`;
  });
  return [
    '// Generated from src/content/i18n/catalogs/en.po by `npm run catalogs -- types` (and by the build): do not edit.',
    ...modules,
  ].join('\n');
}
