/**
 * The hydration payload: what a prerendered root was made from, written by the server (server/render.tsx) into one
 * attribute of the root and read back by the browser, whose first render must repeat exactly that.
 */
import type { PageFacts } from '../../ui/page';
import type { RawAttributes } from './ElementRoot';

interface HydrationPayload {
  /** The page facts the server rendered with (the answer to a form sent without script stays on the server). */
  facts: Omit<PageFacts, 'answer'>;
  /** The element's attributes of its contract, as the server read them (absent ones left out). */
  attributes: RawAttributes;
  /** The language the HTML speaks. */
  lang: string;
  /** Emotion's names of the rules the root's <style> carries already. */
  styles: string[];
  /** The figures as the server formatted them, by language then key (hydration writes the very same text). */
  formatted: Record<string, Record<string, string>>;
  /** Data the server's render took that the first render needs too (src/content/snapshots.ts), by key. */
  snapshots?: Record<string, unknown>;
}

/** The root's attribute that carries the payload. */
export const payloadAttribute = 'data-phx-payload';

/** The payload as the attribute's text (JSON; the writer escapes it for HTML). */
export const writePayload = (payload: HydrationPayload) => JSON.stringify(payload);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const allOf = (record: unknown, type: string) =>
  isRecord(record) && Object.values(record).every((value) => typeof value === type);

/** Whether `value` has the payload's shape, every field of it: anything else is treated as damaged. */
function isPayload(value: unknown): value is HydrationPayload {
  if (!isRecord(value) || !isRecord(value.facts)) return false;
  const { facts, attributes, lang, styles, formatted, snapshots } = value;
  return (
    (facts.href === null || typeof facts.href === 'string') &&
    typeof facts.origin === 'string' &&
    typeof facts.site === 'string' &&
    typeof facts.year === 'number' &&
    typeof facts.formKey === 'string' &&
    (facts.retentionDays === undefined || typeof facts.retentionDays === 'number') &&
    allOf(attributes, 'string') &&
    typeof lang === 'string' &&
    Array.isArray(styles) &&
    styles.every((name) => typeof name === 'string') &&
    isRecord(formatted) &&
    Object.values(formatted).every((texts) => allOf(texts, 'string')) &&
    (snapshots === undefined || isRecord(snapshots))
  );
}

/**
 * The payload of a prerendered root: undefined when there is none (HTML from elsewhere: it hydrates as the element
 * is now), or 'damaged' after one console warning naming the element (it then renders afresh).
 */
export function readPayload(root: Element, tag: string): HydrationPayload | 'damaged' | undefined {
  const text = root.getAttribute(payloadAttribute);
  if (text === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Reported below, as any other damage.
  }
  if (isPayload(value)) return value;
  console.warn(`<${tag}>: its prerendered ${payloadAttribute} is damaged; the element renders afresh.`);
  return 'damaged';
}
