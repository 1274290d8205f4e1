/**
 * The inquiry receiver's figures for `npm run bench`: inquiries stored per second with a full sync of each commit
 * (one client, then twenty at once), answer times, and resident memory over 20,000 unknown paths after a warm-up.
 * The server runs as `npm start` runs it, in a child process, on a fresh data folder.
 */
import { startChildServer } from '../test/server/child-server.ts';
import { requestUnknownPaths, sendInquiries } from '../test/server/load.ts';
import { postgresBin, startPostgres } from '../test/server/postgres.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

export async function benchReceiver(requests = 500) {
  console.log('\nInquiry receiver (the server in a child process, SQLite WAL with synchronous=FULL, local disk)');
  await benchStore({}, requests, true);
  if (!postgresBin()) return console.log('\n(PostgreSQL is not installed: apt-get install postgresql for its figures)');
  console.log('\nInquiry receiver with PostgreSQL (a throwaway Debian PostgreSQL on this machine, fsync on)');
  const database = await startPostgres({ fsync: true });
  try {
    await benchStore({ PHX_DATABASE_URL: database.url }, requests, false);
  } finally {
    database.stop();
  }
}

async function benchStore(env: Record<string, string>, requests: number, memory: boolean) {
  const server = await startChildServer({ NODE_ENV: 'production', ...env });
  try {
    for (const concurrency of [1, 20]) {
      const started = performance.now();
      const times = (await sendInquiries(server.url, requests, concurrency)).sort((a, b) => a - b);
      const perSecond = requests / ((performance.now() - started) / 1000);
      console.log(
        `  concurrency ${String(concurrency).padStart(2)}: ${perSecond.toFixed(0).padStart(5)} inquiries/s stored` +
          `   answer p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms  (${requests} requests)`,
      );
    }
    if (!memory) return;
    // A warm-up first, as in the memory test: the first not-found pages also pay for compiled code and the page cache.
    const cold = server.rssMB();
    await requestUnknownPaths(server.url, 2_000, 'bench-warm');
    const before = server.rssMB();
    await requestUnknownPaths(server.url, 20_000, 'bench-unknown');
    const after = server.rssMB();
    console.log(
      `  resident memory: ${cold.toFixed(0)} MB, ${before.toFixed(0)} MB after 2,000 unknown paths, ` +
        `${after.toFixed(0)} MB after 20,000 more`,
    );
  } finally {
    await server.stop();
  }
}
