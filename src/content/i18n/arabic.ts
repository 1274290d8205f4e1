/** Arabic's grammar around a figure, for the Arabic words (ar.ts and the articles): no parsing, no rewriting. */
import { durationIn, type Format } from './format';

/**
 * A counted noun as Arabic writes it after a figure: "ساعتين", "3 ساعات", "16 ساعة", "200 حرف". `one` and `two`
 * are written without the figure; the other forms follow it.
 */
export function counted(
  count: number,
  f: Format,
  words: { one: string; two: string; few: string; many: string; other: string },
): string {
  const form = f.plural(count);
  if (form === 'one' || form === 'two') return words[form];
  return `${f.number(count)} ${form === 'few' || form === 'many' ? words[form] : words.other}`;
}

/** The dual after a preposition takes its genitive form; ICU writes the nominative ("ساعتان"). */
const genitiveDual = { hour: 'ساعتين', minute: 'دقيقتين', year: 'سنتين' } as const;

/** A duration after a preposition ("خلال", "حتى"): "ساعتين", else as ICU writes it ("16 ساعة"). */
export function after(f: Format, value: number, unit: keyof typeof genitiveDual): string {
  if (f.plural(value) === 'two') return genitiveDual[unit];
  return unit === 'hour' ? f.hours(value) : unit === 'minute' ? f.minutes(value) : f.years(value);
}

/** A duration given in minutes, after a preposition, in the unit `Format.duration` writes it in. */
export const afterDuration = (f: Format, minutes: number) => {
  const { unit, value } = durationIn(minutes);
  return after(f, value, unit);
};
