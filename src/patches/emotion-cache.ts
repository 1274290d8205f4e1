/**
 * Stands in for `@emotion/cache` (aliased in aliases.ts): the same cache, with a small compiler for the CSS phx
 * writes instead of stylis. Emotion's cache compiles every rule with stylis, a whole CSS preprocessor (1.7 KB gzip,
 * and the cache's own 0.9 KB of plugins that re-read each nested selector); phx writes a known subset of CSS, which
 * this file turns into the very bytes stylis (with the cache's `compat` and `removeLabel` plugins, and no prefixer)
 * makes of it. What it does not know (a line comment, an escape, `@keyframes`, `&` inside parentheses, unbalanced
 * braces…) it refuses, naming itself: nothing is ever compiled differently.
 *
 * The tests resolve `@emotion/cache` to emotion-cache-checked.ts, which compiles every style each test renders with
 * this file and with the real cache, and fails on any difference (see emotion-cache.test.ts).
 */
import type { EmotionCache, Options } from '@emotion/cache';

// The compiler's state: the text, where it reads, and the last token read (see `next`).
let text = '';
let at = 0;
/** The token as stylis leaves it: comments out, each run of whitespace one space or none. */
let value = '';
/** Where its top-level commas are. */
let commas: number[] = [];
/** Where its last colon is (-1: none), and the character before that colon (stylis's `property`). */
let colon = -1;
let property = '';

function refuse(why: string): never {
  throw new Error(`src/patches/emotion-cache.ts does not compile (${why}): ${text.slice(0, 300)}`);
}

/** Whitespace, `! + , / > @ ~ ; { }` or the end: where stylis drops a space before (its token class above 3). */
const isolates = (c: string | undefined) => c === undefined || '\t\n\r !+,/>@~;{}'.includes(c);

/** Moves past what a parenthesis, a bracket or a quote opens, as stylis's `delimiter` does. */
function skip(close: string) {
  while (at < text.length) {
    const c = text[at++];
    if (c === close) return;
    if (c === '\\') at++;
    else if ((c === '"' || c === "'") && close !== '"' && close !== "'") skip(c);
    else if (c === '(' && close === ')') skip(')');
  }
  refuse(`no ${close}`);
}

/**
 * Reads the next selector, at-rule or declaration into `value` (and `commas`, `colon`, `property`), up to the `{`, `;`
 * or `}` after it, which it returns ('' at the end).
 */
function next(): string {
  let previous = '';
  value = '';
  commas = [];
  colon = -1;
  while (at < text.length) {
    const c = text[at++];
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      while (text.charCodeAt(at) < 33) at++;
      // stylis's `whitespace`: a space unless what came before (whitespace, `:` or an isolating mark) or what follows
      // (an isolating mark) makes one needless.
      if (!(previous === '' || previous === ':' || isolates(previous) || isolates(text[at]))) value += ' ';
      previous = ' ';
    } else if (c === '/' && text[at] === '*') {
      at = text.indexOf('*/', at + 1) + 2;
      if (at < 2) refuse('no */');
      previous = '/';
    } else if (c < ' ' || c === '\\' || (c === '/' && text[at] === '/')) refuse('escape, // or control character');
    else if (c === '(' || c === '[' || c === '"' || c === "'") {
      const start = at - 1;
      skip(c === '(' ? ')' : c === '[' ? ']' : c);
      const delimited = text.slice(start, at).trim();
      if (delimited.includes('&')) refuse('& inside (), [] or quotes');
      value += delimited;
      previous = c;
    } else if (c === '{' || c === ';' || c === '}') return c;
    else {
      if (c === ':') {
        property = previous;
        colon = value.length;
      } else if (c === ',') commas.push(value.length);
      else if (c === '@' && value) refuse('@ inside');
      value += c;
      previous = c;
    }
  }
  return '';
}

/** The selectors of the token just read, nested in `parents` (stylis's `ruleset`, then the cache's `compat` plugin). */
function selectorsOf(parents: string[]): string[] {
  const selectors: string[] = [];
  let start = 0;
  for (const end of [...commas, value.length]) {
    const part = value.slice(start, end);
    start = end + 1;
    // The cache's compat plugin reads `:hover &` as `&:hover &`: phx writes neither that nor an empty selector.
    if (!part || (part[0] === ':' && part.includes('&'))) refuse('selector');
    for (const parent of parents)
      selectors.push(
        part.includes('&')
          ? part.replaceAll('&', parent)
          : !parent
            ? part
            : part[0] === ':'
              ? parent + part
              : `${parent} ${part}`,
      );
  }
  return selectors;
}

/** A rule's text, or '' when it has no declarations (stylis writes none then). */
const ruleOf = (selectors: string[], declarations: string[]) =>
  declarations.length ? `${selectors.join(',')}{${declarations.join('')}}` : '';

/**
 * Reads a block's content: its declarations into `own`, each nested rule and at-rule into `out` (after what is
 * there: stylis lists them flat, in the order they open), until its `}`.
 */
function block(parents: string[], out: string[], own: string[]) {
  for (;;) {
    const end = next();
    const token = value;
    if (token[0] === '@' && (end !== '{' || !/^@(media|supports|container)[ (]/.test(token))) refuse('at-rule');
    if (end === '{') {
      if (token.startsWith('--')) refuse('{ in --property');
      const index = out.push('') - 1;
      const mine: string[] = [];
      if (token[0] === '@') {
        // Its declarations in a rule of the enclosing selectors, first, then what nests in it.
        const inner: string[] = [];
        block(parents, inner, mine);
        const content = ruleOf(parents, mine) + inner.join('');
        out[index] = content && `${token}{${content}}`;
      } else {
        const selectors = selectorsOf(parents);
        block(selectors, out, mine);
        out[index] = ruleOf(selectors, mine);
      }
      continue;
    }
    // A declaration: a colon with something after it (anything else between semicolons stylis drops). The cache's
    // removeLabel plugin drops `label:` ones.
    if (colon >= 0 && colon < token.length - 1) {
      if (token.includes('&')) refuse('& in a declaration');
      const declaration = property === ' ' ? token.replace(' ', '') : token;
      if (!(declaration[0] === 'l' && declaration[2] === 'b')) own.push(`${declaration};`);
    }
    if (end === '}') return;
    if (!end) refuse('no }');
  }
}

/**
 * The rules stylis would make of `selector{styles}`, each one for `insertRule` (their concatenation is what a server
 * render writes).
 */
export function compile(selector: string, styles: string): string[] {
  text = `${selector}{${styles}}`;
  at = 0;
  try {
    if (!selector || next() !== '{' || value !== selector) refuse('selector');
    const out = [''];
    const own: string[] = [];
    block([selector], out, own);
    out[0] = ruleOf([selector], own);
    if (at < text.length) refuse('} too many');
    return out.filter(Boolean);
  } finally {
    text = '';
  }
}

/**
 * Emotion's StyleSheet as phx's caches use it in production (its @emotion/sheet is 0.6 KB gzip): each rule inserted,
 * with insertRule, into a stylesheet the shadow root adopts (emotion-sheet.ts asks for one: nothing in the host's
 * <head>, and a strict `style-src` does not apply), or where a browser lacks constructable stylesheets a <style> tag in
 * the shadow root, with the nonce.
 */
class Sheet {
  readonly isSpeedy = true;
  readonly before = null;
  tags: HTMLStyleElement[] = [];
  ctr = 0;

  constructor(
    readonly key: string,
    readonly nonce: string | undefined,
    readonly container: Node,
    private readonly adopted?: CSSStyleSheet,
  ) {}

  hydrate() {}

  insert(rule: string) {
    let sheet = this.adopted;
    if (!sheet) {
      let tag = this.tags[0];
      if (!tag) {
        tag = document.createElement('style');
        tag.setAttribute('data-emotion', this.key);
        if (this.nonce !== undefined) tag.setAttribute('nonce', this.nonce);
        this.tags.push(this.container.appendChild(tag));
      }
      sheet = tag.sheet!;
    }
    try {
      sheet.insertRule(rule, sheet.cssRules.length);
    } catch {
      // A rule this browser does not understand, or a root not in a document: as Emotion, it is skipped.
    }
    this.ctr++;
  }

  flush() {
    for (const tag of this.tags) tag.remove();
    this.adopted?.replaceSync('');
    this.tags = [];
    this.ctr = 0;
  }
}

/**
 * Emotion's `createCache` with `compile` for stylis, for the options phx gives it (a key, a container, a nonce), and
 * `adopted`, a stylesheet the container adopts, to write into instead of a <style> (emotion-sheet.ts). Left out:
 * Emotion 10's <style data-emotion> hydration (phx's server render writes none) and the options phx never gives.
 */
export default function createCache({
  key,
  nonce,
  container,
  adopted,
  ...others
}: Options & { adopted?: CSSStyleSheet }): EmotionCache {
  if (others.stylisPlugins?.length || others.speedy === false || others.prepend || others.insertionPoint)
    refuse('options');
  const server = typeof document === 'undefined';
  const cache: EmotionCache = {
    key,
    nonce,
    inserted: {},
    registered: {},
    sheet: new Sheet(key, nonce, container ?? (server ? (undefined as never) : document.head), adopted) as never,
    insert(selector, serialized, sheet, shouldCache) {
      const rules = compile(selector, serialized.styles);
      if (!server) {
        for (const rule of rules) sheet.insert(rule);
        if (shouldCache) cache.inserted[serialized.name] = true;
        return;
      }
      // On a server, as Emotion's own: the rules are returned to render as a <style>, or in compat mode kept in
      // `inserted` (which src/ssr/render.tsx reads).
      const css = rules.join('');
      if (cache.compat === undefined || !shouldCache) {
        if (shouldCache) cache.inserted[serialized.name] = true;
        return css;
      }
      cache.inserted[serialized.name] = css;
    },
  };
  return cache;
}
