/**
 * Test support: a throwaway PostgreSQL server from Debian's packages (`apt-get install postgresql`), in a temporary
 * folder on a free port, run as the `postgres` user when the tests run as root. Never the system's own cluster.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';

import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** The newest installed PostgreSQL's programs, or undefined. */
export function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(base, versions[0], 'bin');
}

export interface Throwaway {
  /** postgres://… of a fresh database on the server. */
  url: string;
  stop(): void;
}

/** `fsync`: sync each commit as a production server does (tests leave it off: their data is thrown away). */
export async function startPostgres({ fsync = false } = {}): Promise<Throwaway> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (see .ci/run)');
  const dir = mkdtempSync(join(tmpdir(), 'phx-pg-'));
  const asRoot = userInfo().uid === 0;
  // The server refuses to run as root: as root, the folder and the server belong to the postgres user.
  const run = (program: string, args: string[]) => {
    const [command, all] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    const result = spawnSync(command, all, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed:\n${result.stdout}\n${result.stderr}`);
  };
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'phx', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync ? 'on' : 'off'}`,
    'start',
  ]);
  return {
    url: `postgres://phx@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
