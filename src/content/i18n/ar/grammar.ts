/** Arabic grammar the Arabic words share: counted nouns and the genitive dual. */
const pluralRules = new Intl.PluralRules('ar');

/**
 * A counted noun as Arabic writes it after a figure: "ساعتين", "3 ساعات", "16 ساعة", "200 حرف". `one` and `two`
 * are written without the figure; the other forms follow it.
 */
export function counted(
  figure: string,
  words: { one: string; two: string; few: string; many: string; other: string },
): string {
  const form = pluralRules.select(Number(figure.replace(/[^\d.]/g, '')));
  if (form === 'one' || form === 'two') return words[form];
  return `${figure} ${form === 'few' || form === 'many' ? words[form] : words.other}`;
}

/** A formatted duration after a preposition ("خلال", "حتى"): the dual takes its genitive form ("ساعتين"). */
export const genitive = (duration: string) =>
  duration
    .replace(/ساعتان/g, 'ساعتين')
    .replace(/سنتان/g, 'سنتين')
    .replace(/دقيقتان/g, 'دقيقتين');
