/**
 * The demo server run as `npm start` runs it, in a child process: a test can watch it die, and read its resident
 * memory, without either reaching the test runner. Used by the robustness and memory tests and the benchmark.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ChildServer {
  url: string;
  port: number;
  dataDir: string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** What it printed so far, stdout and stderr together. */
  output(): string;
  /** Its resident set size in MB (Linux: /proc). */
  rssMB(): number;
  stop(): Promise<void>;
  /** Kills it with SIGKILL, as a crash or the OOM killer would, and waits until it is gone. */
  kill9(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startChildServer(env: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort();
  const dataDir = env.PHX_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'phx-child-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/testing/child-main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PHX_DATA_DIR: dataDir, PHX_RATE_LIMIT: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 30 s:\n${output}`)), 30_000);
    const ready = () => {
      if (!output.includes('phx demo:')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on('data', ready);
    child.once('exit', () => reject(new Error(`the server exited at start:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    rssMB: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
