/**
 * Lists or exports the inquiries the demo server stored.
 *
 *   npm run inquiries                  a readable list
 *   npm run inquiries -- csv > x.csv   CSV of every field
 *   … --data <dir>                     another store (default: $PHX_DATA_DIR or ./data)
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readInquiries, type StoredInquiry } from '../demo/server/store.ts';

const columns: (keyof StoredInquiry)[] = [
  'id', 'receivedAt', 'inquiry', 'name', 'email', 'phone', 'subject', 'message', 'pageUrl', 'idempotencyKey',
];

/** One CSV cell (RFC 4180), defused against spreadsheet formulas. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(records: StoredInquiry[]): string {
  const rows = [columns.join(','), ...records.map((r) => columns.map((c) => csvCell(String(r[c] ?? ''))).join(','))];
  return `${rows.join('\r\n')}\r\n`;
}

export function toList(records: StoredInquiry[]): string {
  const lines = records.map(
    (r) => `${r.receivedAt}  ${r.inquiry.padEnd(12)}  ${r.name} <${r.email}>  ${JSON.stringify(r.subject)}`,
  );
  return `${lines.join('\n')}\n${records.length} ${records.length === 1 ? 'inquiry' : 'inquiries'}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const dataAt = args.indexOf('--data');
  const dir = dataAt >= 0 ? args[dataAt + 1] : (process.env.PHX_DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url)));
  const records = readInquiries(join(dir, 'inquiries.jsonl'));
  if (!records.length) console.log(`No inquiries stored in ${dir}.`);
  else process.stdout.write(args.includes('csv') ? toCsv(records) : toList(records));
}
