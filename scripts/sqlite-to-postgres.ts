/**
 * Copies every inquiry of the SQLite store into PostgreSQL, ids and times kept; a key already there is skipped, so
 * it can be run again. See docs/deployment.md, "Moving from SQLite to PostgreSQL".
 *
 *   PHX_DATABASE_URL=postgres://… npm run inquiries:to-postgres [-- --data <dir>]
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgresStore } from '../server/store/postgres/store.ts';
import { openSqliteStore } from '../server/store/sqlite/store.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = process.argv.indexOf('--data');
const dir = at > 0 ? process.argv[at + 1] : process.env.PHX_DATA_DIR || join(root, 'data');
const url = process.env.PHX_DATABASE_URL;
if (!url || !dir) {
  console.error('Set PHX_DATABASE_URL=postgres://… (and --data <dir> if the SQLite store is not in ./data).');
  process.exit(1);
}
try {
  const sqlite = openSqliteStore(dir);
  const records = sqlite.list();
  sqlite.close();
  const postgres = await openPostgresStore(url);
  const added = await postgres.importRecords(records);
  await postgres.close();
  console.log(
    `${added} of ${records.length} inquiries copied to PostgreSQL (${records.length - added} were there already)`,
  );
} catch (error) {
  console.error(`phx: ${(error as Error).message}`);
  process.exit(1);
}
