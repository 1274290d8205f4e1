/**
 * The clinics file: a CSV the company exports from its spreadsheet (columns in docs/clinics.md), read and checked
 * row by row with one schema. Every problem names its line and column, so a partner team can fix its spreadsheet;
 * a file with any problem is refused whole (the server keeps what it had, a start or a build stops).
 * Server and build side only (it brings a CSV parser): browsers get the clinics as published.ts writes them.
 */
import { parse } from 'csv-parse/sync';
import * as v from 'valibot';
import { productIds } from '../products';
import { type Clinic, clinicIdPattern } from './clinic';
import { readOpeningHours } from './hours';

/** A clinic as the server knows it: what browsers get, and where requests for it go (never published). */
export interface ClinicRecord extends Clinic {
  /** Where a request a patient chose to share with the clinic is sent (issue #33), when it accepts them. */
  requests?: { email: string } | { webhook: string };
}

export interface ClinicsProblem {
  /** The file's line where the row starts (1 is the header). */
  line: number;
  column?: string;
  message: string;
}

export interface ClinicsReading {
  clinics: ClinicRecord[];
  problems: ClinicsProblem[];
}

/** The columns every clinics file has, in this order or any other. */
export const requiredColumns = [
  'id',
  'name',
  'street',
  'city',
  'region',
  'postalCode',
  'country',
  'latitude',
  'longitude',
  'phone',
  'website',
  'email',
  'hands',
  'languages',
  'acceptsRequests',
] as const;

/**
 * Columns a file may add: other names of the place, opening hours, and where requests go when not to `email`
 * (another address, or a webhook of the clinic's own).
 */
export const optionalColumns = ['aliases', 'openingHours', 'requestsEmail', 'requestsWebhook'] as const;

type Column = (typeof requiredColumns)[number] | (typeof optionalColumns)[number];

const regionNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
const languageNames = new Intl.DisplayNames('en', { type: 'language', fallback: 'none' });
/** Codes Intl names that are no country: unknown, the EU, the euro area, the UN, outlying Oceania. */
const notCountries = new Set(['zz', 'eu', 'ez', 'un', 'qo']);

const list = (text: string) =>
  text
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

const text = (max: number, required: boolean) =>
  v.pipe(
    v.string(),
    v.trim(),
    ...(required ? [v.nonEmpty<string, string>('is empty')] : []),
    v.maxLength<string, number, string>(max, `is longer than ${max} characters`),
  );

/** An address of `schemes` ("https:"), or "" (none). */
const isAddress = (text: string, schemes: readonly string[]) => {
  if (text === '') return true;
  try {
    const url = new URL(text);
    return schemes.includes(url.protocol) && url.hostname.includes('.');
  } catch {
    return false;
  }
};
const optionalUrl = v.check(
  (url: string) => isAddress(url, ['http:', 'https:']),
  'is not an http(s) address such as https://clinic.example',
);
const optionalEmail = v.check(
  (email: string) => email === '' || v.is(v.pipe(v.string(), v.email()), email),
  'is not an e-mail address',
);

const coordinate = (name: string, limit: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^-?\d{1,3}(\.\d+)?$/, `is not a ${name} (a decimal number such as 52.51702)`),
    v.transform(Number),
    v.number(),
    v.minValue(-limit, `must be between -${limit} and ${limit}`),
    v.maxValue(limit, `must be between -${limit} and ${limit}`),
  );

const rowSchema = v.pipe(
  v.object({
    id: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('is empty'),
      v.maxLength(100, 'is longer than 100 characters'),
      v.regex(clinicIdPattern, 'may hold only lower-case letters a–z, digits and single hyphens (hudson-limb-center)'),
    ),
    name: text(200, true),
    street: text(300, true),
    city: text(100, true),
    region: text(100, false),
    postalCode: text(20, false),
    country: v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.check((code) => code !== 'uk', 'is not an ISO 3166 country code: the United Kingdom is gb'),
      v.check(
        (code) => /^[a-z]{2}$/.test(code) && !notCountries.has(code) && !!regionNames.of(code.toUpperCase()),
        'is not a two-letter ISO 3166 country code (us, de, es)',
      ),
    ),
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
    phone: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(\+?[\d\s()./-]{4,30})?$/, 'is not a phone number (digits, spaces, + ( ) . / -)'),
    ),
    website: v.pipe(v.string(), v.trim(), optionalUrl),
    email: v.pipe(v.string(), v.trim(), optionalEmail),
    hands: v.pipe(
      v.string(),
      v.transform(list),
      v.minLength(1, `names no hand (one or more of ${productIds.join(';')})`),
      v.check(
        (hands) => hands.every((hand) => (productIds as readonly string[]).includes(hand)),
        (issue) =>
          `names a hand phx does not know: ${(issue.input as string[]).filter((h) => !(productIds as readonly string[]).includes(h)).join(', ')} (known: ${productIds.join(', ')})`,
      ),
      v.transform((hands) => productIds.filter((id) => hands.includes(id))),
    ),
    languages: v.pipe(
      v.string(),
      v.transform((text) => list(text).map((code) => code.toLowerCase())),
      v.minLength(1, 'names no language (ISO 639-1 codes such as en;de)'),
      v.check(
        (codes) => codes.every((code) => /^[a-z]{2}$/.test(code) && !!languageNames.of(code)),
        (issue) =>
          `names a code that is no ISO 639-1 language: ${(issue.input as string[]).filter((c) => !/^[a-z]{2}$/.test(c) || !languageNames.of(c)).join(', ')}`,
      ),
      v.transform((codes) => [...new Set(codes)]),
    ),
    acceptsRequests: v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(['yes', 'no', 'true', 'false', '1', '0'], 'is not yes or no'),
      v.transform((answer) => ['yes', 'true', '1'].includes(answer)),
    ),
    aliases: v.pipe(v.optional(v.string(), ''), v.transform(list)),
    openingHours: v.pipe(
      v.optional(v.string(), ''),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const read = readOpeningHours(dataset.value);
        if (!Array.isArray(read)) {
          addIssue({ message: read.problem });
          return NEVER;
        }
        return read;
      }),
    ),
    requestsEmail: v.pipe(v.optional(v.string(), ''), v.trim(), optionalEmail),
    requestsWebhook: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.check((url: string) => isAddress(url, ['https:']), 'is not an https:// address'),
    ),
  }),
  v.forward(
    v.check(
      (row) => !row.acceptsRequests || !!(row.requestsWebhook || row.requestsEmail || row.email),
      'is yes, but the clinic has no address for requests: fill email, requestsEmail or requestsWebhook',
    ),
    ['acceptsRequests'],
  ),
);

type Row = v.InferOutput<typeof rowSchema>;

function recordOf(row: Row): ClinicRecord {
  const contact = row.requestsWebhook
    ? { webhook: row.requestsWebhook }
    : row.requestsEmail || row.email
      ? { email: row.requestsEmail || row.email }
      : undefined;
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country,
    lat: row.latitude,
    lon: row.longitude,
    phone: row.phone,
    website: row.website,
    email: row.email,
    hands: row.hands,
    languages: row.languages,
    acceptsRequests: row.acceptsRequests,
    aliases: row.aliases,
    hours: row.openingHours,
    ...(row.acceptsRequests && contact ? { requests: contact } : {}),
  };
}

/** Reads a clinics file's text. Never throws: what is wrong is in `problems`, and `clinics` is then incomplete. */
export function readClinicsCsv(source: string): ClinicsReading {
  const problems: ClinicsProblem[] = [];
  let rows: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    rows = parse(source, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof rows;
  } catch (error) {
    const { lines, message } = error as Error & { lines?: number };
    return { clinics: [], problems: [{ line: lines ?? 1, message: message.replace(/^[^:]*: /, '') }] };
  }
  if (rows.length === 0) return { clinics: [], problems: [{ line: 1, message: 'the file is empty: no header row' }] };
  const [header, ...body] = rows;
  const names = header.record.map((name) => name.trim());
  const headerLine = header.info.lines;
  const known = new Set<string>([...requiredColumns, ...optionalColumns]);
  for (const name of names)
    if (!known.has(name))
      problems.push({
        line: headerLine,
        message: `the header names a column phx does not know: "${name}" (columns: ${[...requiredColumns, ...optionalColumns].join(', ')})`,
      });
  for (const name of requiredColumns)
    if (!names.includes(name)) problems.push({ line: headerLine, message: `the header has no column "${name}"` });
  for (const name of new Set(names.filter((name, i) => names.indexOf(name) !== i)))
    problems.push({ line: headerLine, message: `the header names the column "${name}" twice` });
  if (problems.length) return { clinics: [], problems };

  const clinics: ClinicRecord[] = [];
  const firstLineOf = new Map<string, number>();
  let previous = header.info;
  for (const { record, info } of body) {
    // Where the row starts: after the last row's end and the empty lines skipped since.
    const line = previous.lines + 1 + (info.empty_lines - previous.empty_lines);
    previous = info;
    if (record.length !== names.length) {
      problems.push({ line, message: `the row has ${record.length} fields, the header ${names.length}` });
      continue;
    }
    const fields = Object.fromEntries(names.map((name, i) => [name, record[i]])) as Record<Column, string>;
    const result = v.safeParse(rowSchema, fields);
    if (!result.success) {
      const named = new Set<string | undefined>();
      for (const issue of result.issues) {
        const column = issue.path?.[0]?.key as string | undefined;
        // One problem per column: the first is the one to fix.
        if (named.has(column)) continue;
        named.add(column);
        const value = column ? fields[column as Column] : undefined;
        const shown = value === undefined || value.trim() === '' ? '' : ` ("${value.trim().slice(0, 60)}")`;
        problems.push({ line, column, message: `${column ?? 'the row'}${shown} ${issue.message}` });
      }
      continue;
    }
    const clinic = recordOf(result.output);
    const first = firstLineOf.get(clinic.id);
    if (first !== undefined) {
      problems.push({
        line,
        column: 'id',
        message: `id ("${clinic.id}") is the id of the clinic on line ${first} too`,
      });
      continue;
    }
    firstLineOf.set(clinic.id, line);
    clinics.push(clinic);
  }
  if (body.length === 0) problems.push({ line: headerLine + 1, message: 'the file has no clinic, only its header' });
  return { clinics, problems };
}

/** The problems as lines a person reads: "clinics.csv, line 7: latitude ("91") must be between -90 and 90". */
export const problemLines = (file: string, problems: readonly ClinicsProblem[]) =>
  problems.map((problem) => `${file}, line ${problem.line}: ${problem.message}`);
