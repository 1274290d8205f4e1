import { languages, type Language } from './languages';

/**
 * Numbers in a language's own conventions (`Intl`, with the language's explicit locale), so the server and every
 * browser write them alike: "$45,000" in English, "45.000 US$" in German. ICU versions disagree on which space goes
 * between a number and its unit (U+00A0, U+202F, U+2009), so every such space becomes a no-break space.
 */
export interface Format {
  readonly lang: Language;
  number(value: number): string;
  /** A price in US dollars, without cents. */
  usd(value: number): string;
  percent(fraction: number): string;
  grams(value: number): string;
  hours(value: number): string;
  minutes(value: number): string;
  /** A distance in whole kilometres ("12 km"). */
  kilometres(value: number): string;
  years(value: number): string;
  /** A duration given in minutes: in minutes below two hours, in hours from there ("90 minutes", "2.5 hours"). */
  duration(minutes: number): string;
  /** The plural form a count takes in the language ("one", "two", "few", "many", "other"), for words around it. */
  plural(count: number): Intl.LDMLPluralRule;
  /** An hour of the day (0–23) as the language writes it alone ("8 AM", "08 Uhr"). */
  hour(hour: number): string;
  /** A list of items joined as the language joins them ("power, tripod and key"). */
  list(items: readonly string[]): string;
  /** A day, given as an ISO date ("2026-11-26"), written out as the language writes it ("November 26, 2026"). */
  date(iso: string): string;
  /** A country's name, by its ISO 3166 code ("de": "Germany", "Deutschland"), as CLDR writes it. */
  country(code: string): string;
  /** A language's name, by its ISO 639-1 code ("tr": "Turkish", "Türkisch"), as CLDR writes it. */
  language(code: string): string;
}

/** The unit and value `duration` writes a number of minutes in. */
export const durationIn = (minutes: number): { unit: 'minute' | 'hour'; value: number } =>
  minutes < 120 ? { unit: 'minute', value: minutes } : { unit: 'hour', value: minutes / 60 };

const spaces = /[\u00a0\u202f\u2009\u2007]/g;
const tidy = (text: string) => text.replace(spaces, '\u00a0');

/**
 * In right-to-left text a price is isolated as a left-to-right run ("45,000 US$"): otherwise its currency sign
 * flips to the other side of the number ("US$ 45,000" read as "$US 45,000"). ICU's own direction marks go.
 */
const isolateLtr = (text: string) => `\u2066${[...text].filter((c) => !directionMarks.has(c)).join('')}\u2069`;
const directionMarks = new Set(['\u200e', '\u200f', '\u061c']);

/** Whether a text starts with a Latin letter, as a product's name does. */
const startsLatin = (text: string) => {
  const letter = text.charCodeAt(0) | 0x20;
  return letter >= 0x61 && letter <= 0x7a;
};

const formats = new Map<Language, Format>();

/**
 * Every text written so far, by language and `method:value`. A server's are carried to the browser with the HTML
 * (recordFormatted, seedFormatted): hydrating then writes exactly the server's text, whatever its ICU, and makes no
 * formatter of its own.
 */
const written = new Map<Language, Map<string, string>>();

/** The texts of the render under way (recordFormatted), by language. */
let recording: Record<string, Record<string, string>> | undefined;

const remembered = (lang: Language) => {
  let texts = written.get(lang);
  if (!texts) {
    texts = new Map();
    written.set(lang, texts);
  }
  return texts;
};

/** Runs a synchronous render and returns, with its result, the texts it wrote (for a server to send with its HTML). */
export function recordFormatted<T>(render: () => T): { result: T; formatted: Record<string, Record<string, string>> } {
  const formatted: Record<string, Record<string, string>> = {};
  const outer = recording;
  recording = formatted;
  try {
    return { result: render(), formatted };
  } finally {
    recording = outer;
  }
}

/** Texts a server wrote, taken as written. */
export function seedFormatted(lang: Language, texts: Record<string, string>) {
  const known = remembered(lang);
  for (const [key, text] of Object.entries(texts)) if (typeof text === 'string') known.set(key, text);
}

/** An Intl formatter made on first use only: making one costs far more than using it, and a page needs a few. */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

export function formatFor(lang: Language): Format {
  const found = formats.get(lang);
  if (found) return found;
  const locale = languages[lang].locale;
  const unit = (name: string, display: 'short' | 'long', digits = 1) =>
    lazy(
      () =>
        new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: name,
          unitDisplay: display,
          maximumFractionDigits: digits,
        }),
    );
  const numbers = lazy(() => new Intl.NumberFormat(locale));
  const leftToRight = languages[lang].dir === 'rtl' ? isolateLtr : (text: string) => text;
  const usd = lazy(
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  );
  const percent = lazy(() => new Intl.NumberFormat(locale, { style: 'percent' }));
  const grams = unit('gram', 'short');
  const hours = unit('hour', 'long');
  const minutes = unit('minute', 'long');
  const years = unit('year', 'long');
  const kilometres = unit('kilometer', 'short', 0);
  const hour = lazy(() => new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }));
  const day = lazy(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }));
  const plurals = lazy(() => new Intl.PluralRules(locale));
  const list = lazy(() => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }));
  const countries = lazy(() => new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' }));
  const languageNames = lazy(() => new Intl.DisplayNames(locale, { type: 'language', fallback: 'code' }));
  const texts = remembered(lang);
  const once = (key: string, write: () => string) => {
    let text = texts.get(key);
    if (text === undefined) {
      text = tidy(write());
      texts.set(key, text);
    }
    if (recording) {
      recording[lang] ??= {};
      recording[lang][key] = text;
    }
    return text;
  };
  const format: Format = {
    lang,
    number: (value) => once(`number:${value}`, () => numbers().format(value)),
    // Isolated left to right, so that the sign stays after the number in Arabic text; one name for the currency
    // outside English: German's bare "$" becomes the "US$" Spanish and Arabic print.
    usd: (value) =>
      once(`usd:${value}`, () =>
        leftToRight(
          usd()
            .formatToParts(value)
            .map((part) => (part.type === 'currency' && lang !== 'en' ? 'US$' : part.value))
            .join(''),
        ),
      ),
    percent: (fraction) => once(`percent:${fraction}`, () => percent().format(fraction)),
    grams: (value) => once(`grams:${value}`, () => grams().format(value)),
    hours: (value) => once(`hours:${value}`, () => hours().format(value)),
    minutes: (value) => once(`minutes:${value}`, () => minutes().format(value)),
    years: (value) => once(`years:${value}`, () => years().format(value)),
    kilometres: (value) => once(`kilometres:${Math.round(value)}`, () => kilometres().format(value)),
    duration: (minutes) => {
      const { unit, value } = durationIn(minutes);
      return unit === 'minute' ? format.minutes(value) : format.hours(value);
    },
    plural: (count) => plurals().select(count),
    hour: (value) => once(`hour:${value}`, () => hour().format(Date.UTC(2020, 0, 6, value))),
    date: (iso) => once(`date:${iso}`, () => day().format(new Date(`${iso}T00:00:00Z`))),
    // Arabic's "و" joins the next word; before a Latin-script name it stands apart ("و FlexiGrip Elite").
    list: (items) =>
      once(`list:${items.join('|')}`, () =>
        list()
          .formatToParts(items)
          .map((part, i, parts) =>
            part.type === 'literal' && part.value.endsWith('و') && startsLatin(parts[i + 1]?.value ?? '')
              ? `${part.value} `
              : part.value,
          )
          .join(''),
      ),
    country: (code) => once(`country:${code}`, () => countries().of(code.toUpperCase()) ?? code),
    language: (code) => once(`language:${code}`, () => languageNames().of(code) ?? code),
  };
  formats.set(lang, format);
  return format;
}
