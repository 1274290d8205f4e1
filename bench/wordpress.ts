/**
 * The WordPress plugin while the company site is blackholed (a local TCP server that accepts connections and never
 * answers): how long visitors wait for the first byte of a post with five elements, against a post without any,
 * with several visitors at once, in a real WordPress (Debian's, Apache with mod_php, MariaDB; e2e/support/wordpress.ts)
 * with WP-Cron on as on a real site; and the same with PHP-FPM (php8.2-fpm) instead of mod_php, where it is installed.
 * Figures only: nothing here passes or fails.
 *
 *   npx tsx bench/wordpress.ts
 *   PHX_BENCH_WP_VISITORS=8 PHX_BENCH_WP_ROUNDS=6 npx tsx bench/wordpress.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { phpFpmInstalled, startWordPress, wordpressInstalled } from '../e2e/support/wordpress.ts';
import { pluginFiles } from '../scripts/wordpress-zip.ts';

const visitors = Number(process.env.PHX_BENCH_WP_VISITORS ?? 4);
const rounds = Number(process.env.PHX_BENCH_WP_ROUNDS ?? 4);
/** Requests each visitor makes in one round of one post. */
const perRound = 10;

/** A company site that takes every connection and never answers: the worst a hung server can do. */
async function blackhole() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Milliseconds to the first byte (the answer's headers; WordPress sends them with the page's first bytes). */
async function firstByte(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  const ms = performance.now() - started;
  await response.arrayBuffer();
  return ms;
}

/**
 * `visitors` visitors at once, each asking for both posts `perRound` times, in turns (every other visitor starts
 * with the other post), so that whatever else loads the machine falls on both alike.
 */
async function crowd(plain: string, five: string) {
  const times = { plain: [] as number[], five: [] as number[] };
  await Promise.all(
    Array.from({ length: visitors }, async (_, visitor) => {
      for (let i = 0; i < perRound * 2; i++) {
        const which = (i + visitor) % 2 === 0 ? 'plain' : 'five';
        times[which].push(await firstByte(which === 'plain' ? plain : five));
      }
    }),
  );
  return times;
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];
const ms = (value: number) => `${Math.round(value)} ms`;

export async function benchWordPress() {
  if (!wordpressInstalled()) {
    console.log('  skipped: WordPress, Apache with PHP or MariaDB is not installed (scripts/debian-packages.ts)');
    return;
  }
  await benchOne('mod_php');
  if (phpFpmInstalled()) await benchOne('fpm');
  else console.log('  PHP-FPM skipped: php8.2-fpm is not installed (scripts/debian-packages.ts)');
}

async function benchOne(php: 'mod_php' | 'fpm') {
  const scratch = mkdtempSync(join(tmpdir(), 'phx-bench-wp-'));
  const zip = join(scratch, 'phx.zip');
  writeFileSync(zip, zipSync(pluginFiles()));
  const company = await blackhole();
  const wp = await startWordPress({ wpCron: true, php });
  try {
    wp.installPlugin(zip, 'phoenix-bionics/phoenix-bionics.php');
    wp.php(`update_option( 'phoenix_bionics_site_url', '${company.url}' );`);
    const post = (content: string) =>
      `${wp.url}/?p=${wp.php(`echo wp_insert_post( array( 'post_title' => 'Bench', 'post_status' => 'publish', 'post_content' => ${JSON.stringify(content)} ) );`)}`;
    const plain = post('A post without elements.');
    const five = post('[phx-contact]\n\n[phx-products]\n\n[phx-compare]\n\n[phx-demo]\n\n[phx-clinics]');
    for (let i = 0; i < 3; i++) await firstByte(plain);
    const first = await firstByte(five);
    const times = { plain: [] as number[], five: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      const taken = await crowd(plain, five);
      times.plain.push(...taken.plain);
      times.five.push(...taken.five);
    }
    const median = { plain: quantile(times.plain, 0.5), five: quantile(times.five, 0.5) };
    console.log(
      `  ${php === 'fpm' ? 'PHP-FPM' : 'mod_php'}: company site blackholed, ${visitors} visitors at once, ${times.five.length} views of each post, WP-Cron on`,
    );
    console.log(`  first view ever of the post with five elements (waits its budget once)  ${ms(first)}`);
    console.log(`  post without elements     median ${ms(median.plain)}, p90 ${ms(quantile(times.plain, 0.9))}`);
    console.log(`  post with five elements   median ${ms(median.five)}, p90 ${ms(quantile(times.five, 0.9))}`);
    console.log(`  five elements / none      ${((median.five / median.plain - 1) * 100).toFixed(1)} % (median)`);
    console.log(
      `  connections to the company site meanwhile: ${company.connections()} (the first view's, then WP-Cron's refreshes, backing off)`,
    );
  } finally {
    await wp.stop();
    await company.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('── WordPress: first byte with the company site blackholed');
  await benchWordPress();
}
