/**
 * Lists or exports the inquiries the server stored, and what became of their e-mails and webhooks.
 *
 *   npm run inquiries                          a readable list, one block of `label: value` lines per inquiry
 *   npm run inquiries -- csv > x.csv           CSV of every field
 *   npm run inquiries -- deliveries            e-mails and webhooks pending or failed, with their ids
 *   npm run inquiries -- retry <id>            sends a failed delivery again
 *   npm run inquiries -- erase --email <a>     deletes every inquiry of that address and its deliveries
 *   npm run inquiries -- export --email <a>    prints every inquiry of that address as JSON
 *   … --data <dir>                             another store (default: $PHX_DATABASE_URL, $PHX_DATA_DIR or ./data)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgresStore } from '../server/store/postgres/store.ts';
import { openSqliteStore } from '../server/store/sqlite/store.ts';
import { terminalSafe } from '../server/http/terminal-text.ts';
import { toOne } from '../server/log.ts';
import { deliveryLine, isDeliveryCommand, runDeliveryCommand } from '../server/delivery/cli.ts';
import type { Delivery } from '../server/delivery/outbox.ts';
import { readingOrder, wordsFor } from '../server/delivery/words.ts';
import { type StoredInquiry, storedFields } from '../src/inquiry/record.ts';

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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const dataAt = args.indexOf('--data');
  if (dataAt >= 0 && !args[dataAt + 1]) {
    console.error('--data needs a folder: npm run inquiries -- --data <dir>');
    process.exit(2);
  }
  const dir =
    dataAt >= 0 ? args[dataAt + 1] : (process.env.PHX_DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url)));
  const databaseUrl = dataAt < 0 ? process.env.PHX_DATABASE_URL : undefined;
  const where = databaseUrl ? `the database at ${new URL(databaseUrl).host}` : dir;
  // Never create a store where there is none (a mistyped --data): there is nothing to list.
  const hasStore = existsSync(join(dir, 'inquiries.db')) || existsSync(join(dir, 'inquiries.jsonl'));
  const store = databaseUrl
    ? await openPostgresStore(databaseUrl)
    : hasStore
      ? openSqliteStore(
          dir,
          toOne((text) => console.error(terminalSafe(text))),
        )
      : undefined;
  const outbox = store?.outbox;
  if (isDeliveryCommand(args[0])) {
    if (!outbox) {
      console.error(`No inquiries stored in ${terminalSafe(where)}.`);
      process.exit(1);
    }
    const io = { out: (text: string) => process.stdout.write(text), err: (text: string) => process.stderr.write(text) };
    process.exitCode = await runDeliveryCommand(args, outbox, io);
  } else {
    const records = (await store?.list()) ?? [];
    if (!records.length) console.log(`No inquiries stored in ${terminalSafe(where)}.`);
    else if (args.includes('csv'))
      process.stdout.write(toCsv(records, process.stdout.isTTY ? terminalSafe : undefined));
    else {
      const byInquiry = new Map<string, Delivery[]>();
      for (const delivery of (await outbox?.list()) ?? [])
        byInquiry.set(delivery.inquiryId, [...(byInquiry.get(delivery.inquiryId) ?? []), delivery]);
      process.stdout.write(toList(records, byInquiry));
    }
  }
  await store?.close();
}
