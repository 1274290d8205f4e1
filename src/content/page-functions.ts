import { fill } from './fill';

/** Which texts of a page are functions, by path ("retention.customerSystem"), and their placeholders in order. */
export type PageFunctions = Readonly<Record<string, readonly string[]>>;

/**
 * A page's words (a content file's data) with each text named in `functions` made a function of its placeholders,
 * in their order ("{name}… {days}" → (name, days) => …): the shape the page's code reads (the privacy notice's).
 */
export function withFunctions(words: unknown, functions: PageFunctions, path: readonly string[] = []): unknown {
  const params = functions[path.join('.')];
  if (params && typeof words === 'string') {
    const made = (...values: string[]) => fill(words, Object.fromEntries(params.map((name, i) => [name, values[i]])));
    return Object.defineProperty(made, 'length', { value: params.length });
  }
  if (Array.isArray(words)) return words;
  if (words && typeof words === 'object')
    return Object.fromEntries(
      Object.entries(words).map(([key, value]) => [key, withFunctions(value, functions, [...path, key])]),
    );
  return words;
}
