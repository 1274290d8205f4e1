/**
 * The stored inquiry, derived from the one schema: its fields in the order the team reads them, its columns, and
 * which of them may be empty. The store, the export, the notifications and the webhook payload all read this list,
 * so a field added to the schema is stored, exported and sent without another edit (its words live in the language
 * files: `contact.fields` for what a visitor types, `inquiryRecord` for the rest).
 */
import { type ConsentField, consentFields, consentKinds } from './consent';
import { inquiryFields, type InquiryRequest, requestSchema } from './schema';

/** What the receiver adds to each inquiry it stores. */
const receiverFields = ['id', 'receivedAt'] as const;

/**
 * What a request carries that is not kept as sent: the honeypot, and the consents with the notice's version, which
 * are kept as one pair of fields per consent (consent.ts).
 */
const unkept = ['website', 'consents', 'privacyNotice'] as const;

type KeptRequestField = Exclude<keyof InquiryRequest, (typeof unkept)[number]>;
export type StoredField = (typeof receiverFields)[number] | KeptRequestField | ConsentField;

/**
 * A stored inquiry: every field a string; a field the schema lets a request leave out is null when it did, and so
 * is each consent the visitor did not give.
 */
export type StoredInquiry = { [K in (typeof receiverFields)[number]]: string } & {
  [K in KeptRequestField]-?: undefined extends InquiryRequest[K] ? string | null : string;
} & { [K in ConsentField]: string | null };

const keptRequestFields = Object.keys(requestSchema.entries).filter(
  (field): field is KeptRequestField => !(unkept as readonly string[]).includes(field),
);

/** Every field of a stored inquiry, receiver's first, then the request's in the schema's order, then the consents. */
export const storedFields: readonly StoredField[] = [...receiverFields, ...keptRequestFields, ...consentFields];

/** Fields the visitor typed: a retry with the same key must carry the same ones. */
export const typedFields = inquiryFields;

/** Fields a request may leave out altogether (optional without a default), and consents not given: stored as NULL. */
export const nullableFields: readonly StoredField[] = [
  ...keptRequestFields.filter((field) => {
    const entry = requestSchema.entries[field] as { type: string; default?: unknown };
    return entry.type === 'optional' && entry.default === undefined;
  }),
  ...consentFields,
];

/** The column that holds a field: its name in snake_case (`pageUrl` → `page_url`). */
export const columnOf = (field: StoredField) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `column AS "field"` for each field, for a SELECT that reads rows as stored inquiries (SQLite and PostgreSQL). */
export const selectList = (table?: string) =>
  storedFields.map((field) => `${table ? `${table}.` : ''}${columnOf(field)} AS "${field}"`).join(', ');

/** The column definitions of the inquiries table (the same SQL in SQLite and PostgreSQL). */
export const columnDefinitions = () =>
  storedFields.map((field) => {
    const unique = field === 'id' || field === 'idempotencyKey' ? ' UNIQUE' : '';
    return `${columnOf(field)} TEXT${nullableFields.includes(field) ? '' : ' NOT NULL'}${unique}`;
  });

/**
 * What adds a field's column to an inquiries table made before the field existed: its older rows get NULL, or an
 * empty text where the column may not be NULL.
 */
export const addedColumn = (field: StoredField) =>
  `${columnOf(field)} TEXT${nullableFields.includes(field) ? '' : " NOT NULL DEFAULT ''"}`;

/**
 * A stored inquiry from a request, its id and the time it was received: a consent it carries is recorded as given
 * then, against the notice's version it names (null where it names none).
 */
export function recordOf(request: InquiryRequest, id: string, receivedAt: string): StoredInquiry {
  const record: Record<string, string | null> = { id, receivedAt };
  for (const field of keptRequestFields) {
    const value = request[field];
    record[field] = typeof value === 'string' && (value || !nullableFields.includes(field)) ? value : null;
  }
  for (const kind of consentKinds) {
    const given = request.consents?.includes(kind);
    record[`${kind}ConsentAt`] = given ? receivedAt : null;
    record[`${kind}ConsentNotice`] = given ? request.privacyNotice || null : null;
  }
  return record as StoredInquiry;
}

/** A stored inquiry from anything (a row, a line of an old file), or null when it has no id, time or key. */
export function recordFrom(value: unknown): StoredInquiry | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const record: Record<string, string | null> = {};
  for (const field of storedFields) {
    const text = typeof raw[field] === 'string' ? (raw[field] as string) : '';
    record[field] = nullableFields.includes(field) && !text ? null : text;
  }
  return record.id && record.receivedAt && record.idempotencyKey ? (record as StoredInquiry) : null;
}
