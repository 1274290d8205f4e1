/**
 * The e-mail the team gets for an inquiry: a subject naming its type and the person, every field as text and as
 * escaped HTML, and Reply-To the visitor, so that answering the mail answers them. An inquiry without a required
 * consent (an older form, an API client) says so in its subject and before its fields: the team asks for it first. Header values go to nodemailer as
 * structured values (it encodes them); the subject and the name are also made one line, so no value can add a header.
 */
import * as v from 'valibot';
import { consentFields, missingConsents } from '../../src/inquiry/consent.ts';
import { company } from '../../src/content/company.ts';
import { type StoredField, type StoredInquiry, typedFields } from '../../src/inquiry/record.ts';
import { draftSchema } from '../../src/inquiry/schema.ts';
import type { WithheldReason } from './clinic-share.ts';
import { readingOrder, type InquiryWords } from './words.ts';

export interface Notification {
  subject: string;
  text: string;
  html: string;
  /** Absent when the stored address is not one the form would accept (an imported record). */
  replyTo?: { name: string; address: string };
}

/** Line breaks, controls and bidi overrides as spaces, whitespace runs as one: a value that is one line. */
const oneLine = (value: string, max = 200) =>
  value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => escapes[c]);

const isAddress = (value: string) => v.safeParse(draftSchema.entries.email, value).success;

/** What became of the partner clinic's copy, when the team's copy has to say so: withheld and why, or held over the cap. */
export type ClinicNote = { withheld: WithheldReason } | { heldOverCap: number };

export function notificationOf(inquiry: StoredInquiry, words: InquiryWords, clinicNote?: ClinicNote): Notification {
  const { labels, catalogue, typeName } = words;
  const record = catalogue.inquiryRecord;
  const shown = (field: (typeof readingOrder)[number]) => {
    if (field === 'inquiry') return typeName(inquiry.inquiry);
    if (!(consentFields as readonly string[]).includes(field)) return inquiry[field] ?? '';
    // A consent: when it was given and against which notice, or that it was not given.
    const at = inquiry[field.replace(/Notice$/, 'At') as keyof StoredInquiry];
    return inquiry[field] ?? (at ? record.noticeNotNamed : record.consentNotGiven);
  };
  const missing = missingConsents(inquiry).length > 0;
  const named = record.notificationSubject({ type: typeName(inquiry.inquiry), name: inquiry.name });
  const subject = oneLine(missing ? record.consentMissing.subject({ subject: named }) : named);
  const intro = record.notificationIntro;
  const withheld = record.clinicWithheld;
  const warnings = [
    ...(missing ? [record.consentMissing.text] : []),
    ...(clinicNote && 'withheld' in clinicNote ? [withheld.text({ why: withheld.reasons[clinicNote.withheld] })] : []),
    ...(clinicNote && 'heldOverCap' in clinicNote ? [withheld.held({ cap: clinicNote.heldOverCap })] : []),
  ];
  const text = [
    intro,
    '',
    ...warnings.flatMap((warning) => [warning, '']),
    ...readingOrder.map((field) => {
      const value = shown(field).replace(/\r\n?/g, '\n');
      return value.includes('\n') ? `${labels[field]}:\n${value.replace(/^/gm, '  ')}` : `${labels[field]}: ${value}`;
    }),
    '',
  ].join('\n');
  const rows = readingOrder
    .map(
      (field) =>
        `<tr><th style="text-align:start;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(labels[field])}</th>` +
        `<td style="white-space:pre-wrap;padding:4px 0">${escapeHtml(shown(field))}</td></tr>`,
    )
    .join('\n');
  const alert = warnings
    .map(
      (warning) =>
        `<p style="border-inline-start:6px solid #b42318;padding:8px 12px;font-weight:bold">${escapeHtml(warning)}</p>\n`,
    )
    .join('');
  const html = `<!doctype html><html lang="${words.lang}" dir="${words.dir}"><body><p>${escapeHtml(intro)}</p>\n${alert}<table>\n${rows}\n</table></body></html>\n`;
  const replyTo = isAddress(inquiry.email) ? { name: oneLine(inquiry.name), address: inquiry.email } : undefined;
  return { subject, text, html, replyTo };
}

/**
 * The e-mail a partner clinic gets when the patient chose to share the request with it: only what the patient typed,
 * and the clinic it is for; nothing the team or the receiver added (no reference, consent records or internal notes).
 * Reply-To the patient, in the words of `words` (the patient's language, else the clinic's).
 */
export function clinicNotificationOf(inquiry: StoredInquiry, clinicName: string, words: InquiryWords): Notification {
  const { labels, catalogue, typeName } = words;
  const record = catalogue.inquiryRecord;
  const rows: [string, string][] = [
    ...typedFields.map((field): [string, string] => [
      labels[field as StoredField],
      field === 'inquiry' ? typeName(inquiry.inquiry) : (inquiry[field] ?? ''),
    ]),
    [labels.clinic, clinicName],
  ];
  const intro = record.clinicIntro({ company: company.name, clinic: clinicName });
  const subject = oneLine(record.notificationSubject({ type: typeName(inquiry.inquiry), name: inquiry.name }));
  const text = [
    intro,
    '',
    ...rows.map(([label, raw]) => {
      const value = raw.replace(/\r\n?/g, '\n');
      return value.includes('\n') ? `${label}:\n${value.replace(/^/gm, '  ')}` : `${label}: ${value}`;
    }),
    '',
  ].join('\n');
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:start;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="white-space:pre-wrap;padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${words.lang}" dir="${words.dir}"><body><p>${escapeHtml(intro)}</p>\n<table>\n${cells}\n</table></body></html>\n`;
  const replyTo = isAddress(inquiry.email) ? { name: oneLine(inquiry.name), address: inquiry.email } : undefined;
  return { subject, text, html, replyTo };
}
