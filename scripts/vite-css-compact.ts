/**
 * Vite plugin: the CSS of phx's Emotion templates (css`…`, styled.x`…`, styled(X)`…`, keyframes`…`) written compact
 * at build time: comments gone, runs of white space one space, and no space around `{ } ; ,` nor after `:`. The
 * minifier leaves template text as it is, so every rule shipped its indentation and its notes (about 1.9 KB gzip of
 * the whole site). Strings ('…', "…") are kept as they are; a template whose text the step cannot read safely (a
 * string or a comment that runs into a `${…}`, or a `//`) is left whole. Every build of the source (browser, package,
 * server, the dev server, the tests) runs it, so the server's class names and the browser's agree.
 */
import MagicString from 'magic-string';
import { parseSync, type Plugin } from 'vite';

/** Emotion's tags, as phx writes them. */
const emotionTag = /^(css|keyframes|styled\s*(\.\s*\w+|\())/;

/** One piece of a template's text compacted, or `undefined` when it cannot be read safely. */
export function compactPiece(raw: string, { first = false, last = false } = {}): string | undefined {
  if (raw.includes('//')) return undefined;
  // CSS outside strings, and the strings as they are.
  const parts: { css: boolean; text: string }[] = [];
  let css = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === '/' && raw[i + 1] === '*') {
      const end = raw.indexOf('*/', i + 2);
      if (end < 0) return undefined;
      css += ' ';
      i = end + 1;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < raw.length && raw[j] !== c) j += raw[j] === '\\' ? 2 : 1;
      if (j >= raw.length) return undefined;
      parts.push({ css: true, text: css }, { css: false, text: raw.slice(i, j + 1) });
      css = '';
      i = j;
    } else css += c;
  }
  parts.push({ css: true, text: css });
  let text = parts
    .map((part) =>
      part.css
        ? part.text
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,]) ?/g, '$1')
            .replace(/: /g, ':')
        : part.text,
    )
    .join('');
  if (first) text = text.replace(/^ /, '');
  // A template's last `;` stays: Emotion joins a css`…` put into another template as it is.
  if (last) text = text.replace(/ $/, '');
  return text;
}

interface Quasi {
  start: number;
  end: number;
  value: { raw: string };
}

/** The source with its Emotion templates compacted, or `undefined` when nothing changed. */
export function compactCss(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const lang = id.endsWith('.tsx') ? 'tsx' : id.endsWith('.ts') ? 'ts' : 'js';
  const { program } = parseSync(id, code, { lang });
  const out = new MagicString(code);
  let changed = false;
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const n = node as { type?: string; tag?: { start: number; end: number }; quasi?: { quasis: Quasi[] } };
    if (
      n.type === 'TaggedTemplateExpression' &&
      n.tag &&
      n.quasi &&
      emotionTag.test(code.slice(n.tag.start, n.tag.end))
    ) {
      const quasis = n.quasi.quasis;
      const compacted = quasis.map((q, i) =>
        compactPiece(q.value.raw, { first: i === 0, last: i === quasis.length - 1 }),
      );
      if (compacted.every((text) => text !== undefined))
        for (const [i, q] of quasis.entries()) {
          // The parser's span holds the delimiters: the text starts after its ` or }.
          const at = code[q.start] === '`' || code[q.start] === '}' ? q.start + 1 : q.start;
          if (code.slice(at, at + q.value.raw.length) !== q.value.raw)
            throw new Error(`css-compact: ${id}: a template's text is not where the parser says`);
          if (compacted[i] === q.value.raw || !q.value.raw) continue;
          if (compacted[i]) out.overwrite(at, at + q.value.raw.length, compacted[i]!);
          else out.remove(at, at + q.value.raw.length);
          changed = true;
        }
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'parent' && value && typeof value === 'object') visit(value);
  };
  visit(program);
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : undefined;
}

export function cssCompact(): Plugin {
  return {
    name: 'phx-css-compact',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || id.includes('node_modules') || !code.includes('@emotion/')) return null;
      return compactCss(code, id) ?? null;
    },
  };
}
