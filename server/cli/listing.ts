/**
 * How `npm run inquiries` shows stored inquiries: a readable list, one block of `label: value` lines per inquiry, or
 * CSV of every field. Values a visitor typed are escaped for the terminal and defused for spreadsheets.
 */
import { type StoredInquiry, storedFields } from '../../src/inquiry/record.ts';
import type { Delivery } from '../delivery/outbox.ts';
import { readingOrder, wordsFor } from '../delivery/words.ts';
import { terminalSafe } from '../http/terminal-text.ts';
import { deliveryLine } from './deliveries.ts';

/** One CSV cell (RFC 4180), defused against spreadsheet formulas. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV of every stored field, headed by the fields' names; `cell` can further change each value (for a terminal). */
export function toCsv(records: StoredInquiry[], cell: (value: string) => string = (value) => value): string {
  const rows = [
    storedFields.join(','),
    ...records.map((r) => storedFields.map((c) => csvCell(cell(String(r[c] ?? '')))).join(',')),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

const words = wordsFor('en');
const labelWidth = Math.max(...readingOrder.map((field) => words.labels[field].length), 'Delivery'.length) + 2;
const line = (label: string, value: string) => `  ${`${label}:`.padEnd(labelWidth)}${terminalSafe(value)}`;

/**
 * A block per inquiry, one indented `label: value` line per field (and its deliveries when known), then the count.
 * Values are escaped for the terminal, so none can hold a line break: a value can only be read as its own line.
 */
export function toList(records: StoredInquiry[], deliveries?: Map<string, Delivery[]>): string {
  const blocks = records.map((record, index) => {
    const lines = readingOrder
      .filter((field) => record[field] !== null)
      .map((field) =>
        line(words.labels[field], field === 'inquiry' ? words.typeName(record.inquiry) : String(record[field])),
      );
    if (deliveries) lines.push(line('Delivery', deliveryLine(deliveries.get(record.id) ?? [])));
    return [`Inquiry ${index + 1} of ${records.length}`, ...lines].join('\n');
  });
  return `${[...blocks, `${records.length} ${records.length === 1 ? 'inquiry' : 'inquiries'}`].join('\n\n')}\n`;
}
