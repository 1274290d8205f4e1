/**
 * The demo server run as `npm start` runs it, in a child process: a test can watch it die, and read its resident
 * memory, without either reaching the test runner. Used by the robustness and memory tests and the benchmark.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

/** Lets the child import the words' catalogs as the build does (scripts/catalogs/register.ts). */
const catalogsHook = new URL('../../scripts/catalogs/register.ts', import.meta.url).href;

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ChildServer {
  url: string;
  port: number;
  dataDir: string;
  /** Its process id (a test sends it SIGHUP). */
  pid: number;
  /** Whether the process is still running. */
  alive(): boolean;
  /** What it printed so far, stdout and stderr together. */
  output(): string;
  /** Its resident set size in MB (Linux: /proc). */
  rssMB(): number;
  stop(): Promise<void>;
  /** Sends `signal` and resolves with the exit code once the process has exited. */
  signal(signal: NodeJS.Signals): Promise<number | null>;
}

const entry = join(root, 'test/server/child-main.ts');

/**
 * Runs the server with `env` until it exits by itself (a start-up refusal): its exit code and what it printed. As
 * `user` when given (the tests run as root: `runuser`).
 */
export function startFailing(
  env: Record<string, string>,
  user?: string,
): Promise<{ code: number | null; output: string }> {
  const command = [process.execPath, '--import', 'tsx', '--import', catalogsHook, entry];
  const [program, ...args] = user ? ['runuser', '-u', user, '--', ...command] : command;
  const child = spawn(program, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

export async function startChildServer(env: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort();
  const dataDir = env.PHX_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'phx-child-'));
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', catalogsHook, entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PHX_DATA_DIR: dataDir, PHX_RATE_LIMIT: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 30 s:\n${output}`)), 30_000);
    const ready = () => {
      if (!/phx (demo|site): http/.test(output)) return;
      clearTimeout(timer);
      // Not left listening: it would search the whole output again for every line the server logs.
      child.stdout.off('data', ready);
      resolve();
    };
    child.stdout.on('data', ready);
    child.once('exit', () => reject(new Error(`the server exited at start:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    pid: child.pid!,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    rssMB: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
    signal: async (signal) => {
      child.kill(signal);
      return exited;
    },
  };
}
