/**
 * Page-serving figures for `npm run bench`: requests per second and answer times of the Fastify server beside the
 * hand-written demo server it replaced (taken from git at `oldServerCommit`), each in a child process on the same
 * dist/, the same requests, ten clients at once.
 */
import { execFileSync, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildServer } from '../test/server/child-server.ts';

/** Lets the child import the words' catalogs as the build does (scripts/catalogs/register.ts). */
const catalogsHook = new URL('../scripts/catalogs/register.ts', import.meta.url).href;

const root = fileURLToPath(new URL('..', import.meta.url));
/** The last commit with the hand-written server (demo/server.ts). */
export const oldServerCommit = '4c03657';

/** What Chromium sends: brotli wins where the server offers it. */
const browser = 'gzip, deflate, br, zstd';

const cases = [
  ['page /products (br)', '/products', 'br'],
  // A page with a form (its key kept with the page), as a browser, a gzip-only client and a plain one ask for it.
  ['page /de/contact (browser: br)', '/de/contact', browser],
  ['page /de/contact (gzip)', '/de/contact', 'gzip'],
  ['page /de/contact (identity)', '/de/contact', 'identity'],
  ['bundle /phx/phx.js (br)', '/phx/phx.js', 'br'],
  ['robots.txt', '/robots.txt', 'gzip'],
  ['unknown path (404 page)', '/no/such/page', 'br'],
] as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * One GET on a kept-alive connection, its body read but not decoded: node:http costs the client about 25 µs a
 * request, where fetch() costs 100–300 µs and (at 5,000 answers a second) measured itself more than the servers.
 */
function get(url: URL, agent: Agent, encoding: string) {
  return new Promise<void>((resolve, reject) => {
    request(url, { agent, headers: { 'Accept-Encoding': encoding } }, (res) => {
      res.resume();
      res.on('end', resolve);
    })
      .on('error', reject)
      .end();
  });
}

async function measure(url: string, path: string, encoding: string, requests = 600, concurrency = 10) {
  const times: number[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL(path, url);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) {
        const t = performance.now();
        await get(target, agent, encoding);
        times.push(performance.now() - t);
      }
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    perSecond: requests / ((performance.now() - started) / 1000),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

/** The old server from git, in a folder of its own that shares this repository's dist/ and node_modules. */
export async function startOldServer() {
  const dir = mkdtempSync(join(tmpdir(), 'phx-old-server-'));
  const archive = execFileSync('git', ['archive', oldServerCommit, 'demo', 'src', 'tsconfig.json', 'package.json'], {
    cwd: root,
    maxBuffer: 1 << 28,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  symlinkSync(join(root, 'dist'), join(dir, 'dist'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', catalogsHook, join(dir, 'demo/server.ts')], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), PHX_DATA_DIR: join(dir, 'data'), PHX_RATE_LIMIT: '1000000' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('phx demo:') && resolve());
    child.once('exit', () => reject(new Error('the old server did not start')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function benchPages(rounds = 5) {
  console.log(
    `\nServing pages: this server beside the hand-written one it replaced (10 clients, ${rounds} alternating rounds of 2,000 requests; median round)`,
  );
  const servers = [
    ['Fastify', await startChildServer({ NODE_ENV: 'production' })],
    ['before', await startOldServer()],
  ] as const;
  const fastify: Record<string, number> = {};
  try {
    for (const [name, path, encoding] of cases) {
      for (const [, server] of servers) await measure(server.url, path, encoding, 50); // warm-up: renderer, caches
      // Alternating rounds, each server first in turn: a load that comes and goes on the machine falls on both.
      const runs = servers.map(() => [] as Awaited<ReturnType<typeof measure>>[]);
      for (let round = 0; round < rounds; round++)
        for (const i of round % 2 ? [1, 0] : [0, 1])
          runs[i].push(await measure(servers[i][1].url, path, encoding, 2000));
      const medians = runs.map((list) => {
        const sorted = [...list].sort((a, b) => a.perSecond - b.perSecond);
        return sorted[Math.floor(sorted.length / 2)];
      });
      const figures = medians.map(
        ({ perSecond, p50, p99 }, i) =>
          `${servers[i][0]} ${perSecond.toFixed(0).padStart(5)}/s p50 ${p50.toFixed(1)} p99 ${p99.toFixed(1)} ms`,
      );
      const ratio = medians[0].perSecond / medians[1].perSecond;
      fastify[name] = medians[0].perSecond;
      console.log(`  ${name.padEnd(30)} ${figures.join('   ')}   ratio ${ratio.toFixed(2)}`);
    }
    // Brotli at no more than twice gzip's cost (issue #34): both are kept, compressed once per page.
    const cost = fastify['page /de/contact (gzip)'] / fastify['page /de/contact (browser: br)'];
    console.log(`  a page with a form key in brotli costs ${cost.toFixed(2)}× its gzip (pages/s: gzip ÷ browser)`);
  } finally {
    for (const [, server] of servers) await server.stop();
  }
}
