/**
 * `npm test`'s own set-up: the Debian packages the tests drive, installed when they are missing. As root (CI, a fresh
 * container) it installs them with apt-get; otherwise it stops at once and prints the one command that installs them.
 * Silent when everything is there. On a system without dpkg it says what the tests expect and carries on.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The Debian packages the tests drive, one per line (add yours on its own line, with what needs it). */
export const debianPackages = [
  // The real-browser tests (e2e/): Debian's Chromium, unless CHROMIUM_PATH names another.
  'chromium',
  // The WordPress plugin's test (e2e/wordpress.e2e.ts): WordPress, Apache with PHP, MariaDB; php -l on the plugin.
  'wordpress',
  'apache2',
  'libapache2-mod-php',
  'mariadb-server',
  'php-mysql',
  'php-cli',
  'php-fpm', // bench/wordpress.ts: the plugin under PHP-FPM too (Apache's event MPM, mod_proxy_fcgi)
  // The store's tests against a real server (PostgreSQL), and the static export served by nginx.
  'postgresql',
  'nginx',
];

export type Step =
  | { kind: 'ready' }
  | { kind: 'install'; packages: string[]; commands: string[][] }
  | { kind: 'stop'; message: string };

/** What to do about the packages that are `missing`, as root or not. */
export function nextStep(missing: string[], root: boolean): Step {
  if (!missing.length) return { kind: 'ready' };
  const install = ['apt-get', 'install', '-y', '-qq', ...missing];
  if (root) return { kind: 'install', packages: missing, commands: [['apt-get', 'update', '-qq'], install] };
  return {
    kind: 'stop',
    message: [
      `npm test drives Debian packages that are not installed: ${missing.join(', ')}. Install them with:`,
      '',
      `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
      '',
      'then run npm test again.',
    ].join('\n'),
  };
}

/** The packages of `wanted` that dpkg lists as installed (null: no dpkg here). */
export function installedPackages(wanted: string[]): Set<string> | null {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format fields.
  const query = spawnSync('dpkg-query', ['-W', '-f=${Package} ${Status}\\n', ...wanted], { encoding: 'utf8' });
  if (query.error) return null;
  const lines = query.stdout.split('\n').filter((line) => line.endsWith(' install ok installed'));
  return new Set(lines.map((line) => line.split(' ')[0]));
}

/** The packages of `wanted` not `installed`: Chromium counts as there when `chromiumPath` is a program. */
export function missingPackages(wanted: string[], installed: Set<string>, chromiumPath: string) {
  const executable = (path: string) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  return wanted.filter((name) => !installed.has(name) && !(name === 'chromium' && executable(chromiumPath)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const installed = installedPackages(debianPackages);
  if (!installed) {
    console.log(`Not a Debian system (no dpkg-query): the tests expect ${debianPackages.join(', ')}.`);
    process.exit(0);
  }
  const missing = missingPackages(debianPackages, installed, process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  const step = nextStep(missing, process.getuid?.() === 0);
  if (step.kind === 'stop') {
    console.error(step.message);
    process.exit(1);
  }
  if (step.kind === 'install') {
    console.log(`Installing the Debian packages the tests drive: ${step.packages.join(', ')}`);
    for (const [command, ...args] of step.commands) {
      const run = spawnSync(command, args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      if (run.status !== 0) process.exit(run.status ?? 1);
    }
  }
}
