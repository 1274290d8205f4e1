/**
 * Reading the content files (content/ at the repository root) at build time: YAML and Markdown with YAML front matter,
 * each value with the line it is on, so that a mistake is reported as `file:line: what is wrong`. Node only: the
 * builds and the tests get the result as modules (scripts/content-files.ts), so nothing is parsed in a browser.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import * as v from 'valibot';
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml';

/** Every problem found in the content files, one `file:line: message` each. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The content files have ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Collects problems while files are read, and says where each is. */
export class Problems {
  readonly list: string[] = [];
  constructor(private readonly root: string) {}
  add(file: string, line: number | undefined, message: string) {
    this.list.push(`${relative(this.root, file) || file}${line ? `:${line}` : ''}: ${message}`);
  }
  throwIfAny() {
    if (this.list.length) throw new ContentError(this.list);
  }
}

/** A YAML text's data, and the line of each value (by its path, "figures.price"), offset by `firstLine - 1`. */
interface Parsed {
  data: unknown;
  lineOf(path: readonly (string | number)[]): number;
}

function parseYaml(text: string, file: string, problems: Problems, firstLine = 1): Parsed | undefined {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false });
  const at = (offset: number) => counter.linePos(offset).line + firstLine - 1;
  if (doc.errors.length) {
    for (const error of doc.errors)
      problems.add(file, at(error.pos[0]), `not valid YAML: ${error.message.split('\n')[0]}`);
    return undefined;
  }
  return {
    data: doc.toJS(),
    lineOf(path) {
      // The deepest node the path reaches: a missing key is reported at its parent.
      let node: unknown = doc.contents;
      let line = firstLine;
      for (const [i, key] of path.entries()) {
        // Past the top, a value is reported at its key's line (set below), not at the line its value starts on.
        const range = (node as { range?: [number, number] } | null)?.range;
        if (range && i === 0) line = at(range[0]);
        if (isMap(node)) {
          const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === key);
          if (!pair) return line;
          const keyRange = (pair.key as { range?: [number, number] }).range;
          if (keyRange) line = at(keyRange[0]);
          node = pair.value;
        } else if (isSeq(node) && typeof key === 'number') node = node.items[key];
        else return line;
      }
      const range = (node as { range?: [number, number] } | null)?.range;
      return range ? at(range[0]) : line;
    },
  };
}

/** Checks `data` against `schema`, reporting each issue at its line; the output, or undefined if it has issues. */
function check<S extends v.GenericSchema>(schema: S, parsed: Parsed, file: string, problems: Problems) {
  const result = v.safeParse(schema, parsed.data);
  if (result.success) return result.output as v.InferOutput<S>;
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((item) => item.key as string | number);
    const where = path.length ? `${path.join('.')}: ` : '';
    const missing = issue.received === 'undefined' && issue.kind === 'schema';
    problems.add(file, parsed.lineOf(path), `${where}${missing ? 'missing' : issue.message}`);
  }
  return undefined;
}

/** A YAML file's data, checked against `schema`; undefined (and its problems added) if it has any. */
export function readYaml<S extends v.GenericSchema>(file: string, schema: S, problems: Problems) {
  const parsed = parseYaml(readFileSync(file, 'utf8'), file, problems);
  return parsed && check(schema, parsed, file, problems);
}

/**
 * A Markdown file with YAML front matter (between two `---` lines at its top): the front matter checked against
 * `schema`, and the body (trimmed) with the line it starts on.
 */
export function readMarkdown<S extends v.GenericSchema>(file: string, schema: S, problems: Problems) {
  const text = readFileSync(file, 'utf8').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?\n)?---(?:\n|$)/.exec(text);
  if (!match) {
    problems.add(file, 1, 'has no front matter: it starts with a line "---", its fields, and another "---"');
    return undefined;
  }
  const parsed = parseYaml(match[1] ?? '', file, problems, 2);
  const data = parsed && check(schema, parsed, file, problems);
  if (!data) return undefined;
  const rest = text.slice(match[0].length);
  const bodyLine = match[0].split('\n').length + (/^\n*/.exec(rest)?.[0].length ?? 0);
  return { data, body: rest.trim(), bodyLine, lineOf: parsed.lineOf };
}
