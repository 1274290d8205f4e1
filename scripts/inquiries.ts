/**
 * Lists or exports the inquiries the demo server stored.
 *
 *   npm run inquiries                  a readable list, one block of `label: value` lines per inquiry
 *   npm run inquiries -- csv > x.csv   CSV of every field
 *   … --data <dir>                     another store (default: $PHX_DATA_DIR or ./data)
 *   PHX_DATABASE_URL=postgres://…       the PostgreSQL store instead
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgresStore } from '../server/store/postgres.ts';
import { openSqliteStore } from '../server/store/sqlite.ts';
import type { StoredInquiry } from '../server/store/store.ts';
import { terminalSafe } from '../server/http/terminal-text.ts';

const columns: (keyof StoredInquiry)[] = [
  'id',
  'receivedAt',
  'inquiry',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'pageUrl',
  'lang',
  'clinic',
  'idempotencyKey',
];

/** One CSV cell (RFC 4180), defused against spreadsheet formulas. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV of every field; `cell` can further change each value (to print it on a terminal). */
export function toCsv(records: StoredInquiry[], cell: (value: string) => string = (value) => value): string {
  const rows = [
    columns.join(','),
    ...records.map((r) => columns.map((c) => csvCell(cell(String(r[c] ?? '')))).join(',')),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

const labels: [keyof StoredInquiry, string][] = [
  ['receivedAt', 'received'],
  ['inquiry', 'type'],
  ['name', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['subject', 'subject'],
  ['message', 'message'],
  ['lang', 'language'],
  ['clinic', 'clinic'],
  ['pageUrl', 'page'],
  ['id', 'id'],
  ['idempotencyKey', 'key'],
];

/**
 * A block per inquiry, one indented `label: value` line per field, then the count. Values are escaped for the
 * terminal, so none can hold a line break: a value can only ever be read as the rest of its own line.
 */
export function toList(records: StoredInquiry[]): string {
  const blocks = records.map((record, index) => {
    const lines = labels
      .filter(([field]) => (field !== 'lang' && field !== 'clinic') || record[field])
      .map(([field, label]) => `  ${`${label}:`.padEnd(10)} ${terminalSafe(String(record[field] ?? ''))}`);
    return [`Inquiry ${index + 1} of ${records.length}`, ...lines].join('\n');
  });
  return `${[...blocks, `${records.length} ${records.length === 1 ? 'inquiry' : 'inquiries'}`].join('\n\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const dataAt = args.indexOf('--data');
  if (dataAt >= 0 && !args[dataAt + 1]) {
    console.error('--data needs a folder: npm run inquiries -- --data <dir>');
    process.exit(2);
  }
  const dir =
    dataAt >= 0 ? args[dataAt + 1] : (process.env.PHX_DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url)));
  const url = process.env.PHX_DATABASE_URL;
  let records: StoredInquiry[];
  if (url) {
    // The server's store when it keeps inquiries in PostgreSQL.
    const postgres = await openPostgresStore(url);
    records = await postgres.list();
    await postgres.close();
  } else {
    // Never create a store where there is none (a mistyped --data): there is nothing to list.
    const hasStore = existsSync(join(dir, 'inquiries.db')) || existsSync(join(dir, 'inquiries.jsonl'));
    const store = hasStore ? openSqliteStore(dir, (line) => console.error(terminalSafe(line))) : undefined;
    records = store?.list() ?? [];
    store?.close();
  }
  if (!records.length) console.log(`No inquiries stored in ${terminalSafe(url ? 'PostgreSQL' : dir)}.`);
  else if (args.includes('csv')) process.stdout.write(toCsv(records, process.stdout.isTTY ? terminalSafe : undefined));
  else process.stdout.write(toList(records));
}
