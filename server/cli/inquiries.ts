/**
 * `npm run inquiries`: lists or exports the inquiries the server stored, and what became of their e-mails and
 * webhooks. Built into the server (server/dist/inquiries.js), so it runs with plain `node` in a production install.
 *
 *   npm run inquiries                          a readable list, one block of `label: value` lines per inquiry
 *   npm run inquiries -- csv > x.csv           CSV of every field
 *   npm run inquiries -- deliveries            e-mails and webhooks pending or failed, with their ids; each recipient's state
 *   npm run inquiries -- clinics [--since D] [--until D]   requests per clinic and partner page (default: 30 days)
 *   npm run inquiries -- retry <id>            sends a failed (or withheld) delivery again
 *   npm run inquiries -- release [<id>]        sends a clinic's copy held over its hourly cap (without an id: all held)
 *   npm run inquiries -- erase --email <a>     deletes every inquiry of that address and its deliveries, scrubbed
 *   npm run inquiries -- export --email <a>    prints every inquiry of that address as JSON
 *   npm run inquiries -- to-postgres           copies the SQLite store into PHX_DATABASE_URL (npm run inquiries:to-postgres)
 *   … --data <dir>                             another store (default: $PHX_DATABASE_URL, $PHX_DATA_DIR or ./data)
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Delivery, NotScrubbed } from '../delivery/outbox.ts';
import { eraseByEmail } from '../inquiries/erase.ts';
import { patientDbOf } from '../patient/db.ts';
import type { InquiryStore } from '../store/store.ts';
import { terminalSafe } from '../http/terminal-text.ts';
import { toOne } from '../log.ts';
import { StartupError } from '../startup-error.ts';
import { openPostgresStore } from '../store/postgres/store.ts';
import { openSqliteStore } from '../store/sqlite/store.ts';
import { clinicsText, periodOf } from './clinics.ts';
import { type CliIo, isDeliveryCommand, runDeliveryCommand } from './deliveries.ts';
import { toCsv, toList } from './listing.ts';

interface CliContext extends CliIo {
  /** The repository (or install) root: the default store is its data/ folder. */
  root: string;
  env: NodeJS.ProcessEnv;
  /** Whether the output is a terminal (CSV values are then escaped as in the list). */
  tty: boolean;
}

/** Runs one command; resolves to the process's exit code. */
export async function inquiriesCli(args: string[], context: CliContext): Promise<number> {
  const { env, out, err } = context;
  const dataAt = args.indexOf('--data');
  if (dataAt >= 0 && !args[dataAt + 1]) {
    err('--data needs a folder: npm run inquiries -- --data <dir>\n');
    return 2;
  }
  const dir = dataAt >= 0 ? args[dataAt + 1] : env.PHX_DATA_DIR || join(context.root, 'data');
  if (args[0] === 'to-postgres') return toPostgres(dir, env.PHX_DATABASE_URL, context);
  const databaseUrl = dataAt < 0 ? env.PHX_DATABASE_URL : undefined;
  const where = databaseUrl ? `the database at ${new URL(databaseUrl).host}` : dir;
  // Never create a store where there is none (a mistyped --data): there is nothing to list.
  const hasStore = existsSync(join(dir, 'inquiries.db')) || existsSync(join(dir, 'inquiries.jsonl'));
  const log = toOne((text) => err(`${terminalSafe(text)}\n`));
  const store = databaseUrl
    ? await openPostgresStore(databaseUrl)
    : hasStore
      ? openSqliteStore(dir, log, { probeAtOpen: false })
      : undefined;
  try {
    const outbox = store?.outbox;
    if (isDeliveryCommand(args[0])) {
      if (!outbox) {
        err(`No inquiries stored in ${terminalSafe(where)}.\n`);
        return 1;
      }
      // Each request erased the one way (inquiries/erase.ts), its clinics told; then what is left of the address.
      const told = args[0] === 'erase' && store ? await eraseEach(store, args, context) : undefined;
      if (told === null) return 1;
      const withdrawalsOf = store ? patientWithdrawals(store) : undefined;
      const code = await runDeliveryCommand(args, outbox, context, { erasedBefore: told, withdrawalsOf });
      if (args[0] === 'erase' && !databaseUrl) for (const copy of importedCopies(dir)) err(keptCopy(copy));
      return code;
    }
    const records = (await store?.list()) ?? [];
    if (args[0] === 'clinics') {
      // A folder with no store (a mistyped --data) is said so, not counted as a period without requests.
      if (!store) {
        err(`No inquiries stored in ${terminalSafe(where)}.\n`);
        return 1;
      }
      const period = periodOf(args);
      if (typeof period === 'string') {
        err(`${period}\n`);
        return 2;
      }
      out(clinicsText(records, period));
      return 0;
    }
    if (!records.length) out(`No inquiries stored in ${terminalSafe(where)}.\n`);
    else if (args.includes('csv')) out(toCsv(records, context.tty ? terminalSafe : undefined));
    else {
      const byInquiry = new Map<string, Delivery[]>();
      for (const delivery of (await outbox?.list()) ?? [])
        byInquiry.set(delivery.inquiryId, [...(byInquiry.get(delivery.inquiryId) ?? []), delivery]);
      out(toList(records, byInquiry));
    }
    return 0;
  } finally {
    await store?.close();
  }
}

/**
 * `erase --email`: each request of the address through eraseInquiry, so every clinic that received one is sent its
 * erasure notice (by the running server); what it erased, to add to the count. Null (said) when a scrub failed.
 */
async function eraseEach(store: InquiryStore, args: string[], { out, err }: CliIo) {
  const email = args[args.indexOf('--email') + 1];
  if (args.indexOf('--email') < 0 || !email) return undefined;
  try {
    const erased = await eraseByEmail(store, email, 'cli');
    for (const clinic of new Set(erased.clinicsTold))
      out(`The clinic ${terminalSafe(clinic)} is sent an erasure notice by the running server.\n`);
    return erased;
  } catch (error) {
    if (!(error instanceof NotScrubbed)) throw error;
    err(`Their bytes may still be in the database's files: ${error.reason}. Run the same erase again.\n`);
    return null;
  }
}

/** The consents withdrawn from each request, for the export (none with a store of a company's own making). */
function patientWithdrawals(store: InquiryStore) {
  try {
    const db = patientDbOf(store);
    return async (id: string) => (await db.find(id))?.withdrawals ?? [];
  } catch {
    return undefined;
  }
}

/** The files an import from an earlier version's inquiries.jsonl left: copies an erasure does not reach. */
const importedCopies = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.startsWith('inquiries.jsonl.imported'))
    .map((name) => join(dir, name));

const keptCopy = (file: string) =>
  `${terminalSafe(file)} still holds the inquiries imported from an earlier version, this address's among them: delete it once you no longer need it.\n`;

/**
 * Copies every inquiry of the SQLite store into PostgreSQL, ids and times kept; a key already there is skipped, so
 * it can be run again (docs/deployment.md, "Moving from SQLite to PostgreSQL").
 */
async function toPostgres(dir: string, url: string | undefined, { out, err }: CliIo): Promise<number> {
  if (!url) {
    err('Set PHX_DATABASE_URL=postgres://… (and --data <dir> if the SQLite store is not in ./data).\n');
    return 1;
  }
  try {
    const sqlite = openSqliteStore(dir, undefined, { probeAtOpen: false });
    const records = sqlite.list();
    sqlite.close();
    const postgres = await openPostgresStore(url);
    const added = await postgres.importRecords(records);
    await postgres.close();
    out(
      `${added} of ${records.length} inquiries copied to PostgreSQL (${records.length - added} were there already)\n`,
    );
    return 0;
  } catch (error) {
    err(`phx: ${error instanceof StartupError ? error.message : (error as Error).message}\n`);
    return 1;
  }
}
