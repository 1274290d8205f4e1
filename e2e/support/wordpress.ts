/**
 * A real WordPress for the plugin's tests, from Debian's packages (wordpress, apache2, libapache2-mod-php,
 * mariadb-server, php-mysql), in a temporary folder on free ports: MariaDB on its own socket, Apache in the
 * foreground with a config of its own, WordPress copied from /usr/share/wordpress with a wp-config.php of our own.
 * Nothing of the system's services is started, changed or stopped.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test/server/free-port.ts';

export const wordpressSource = '/usr/share/wordpress';
const modules = '/usr/lib/apache2/modules';
const apache = '/usr/sbin/apache2';

/** Whether Debian's WordPress, Apache with PHP, and MariaDB are installed (`npm test` installs them: scripts/debian-packages.ts). */
export const wordpressInstalled = () =>
  [wordpressSource, apache, '/usr/sbin/mariadbd', `${modules}/libphp8.2.so`, '/usr/bin/php'].every(existsSync);

const asRoot = process.getuid?.() === 0;

/** Polls `ready` until it holds: the services announce nothing we could wait on instead. */
async function until(what: string, ready: () => boolean, log: () => string, timeoutMs = 30_000) {
  const started = Date.now();
  while (!ready()) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not start:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const succeeds = (command: string, args: string[]) => {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const readLog = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').slice(-4000) : '(no log)');

export interface WordPress {
  url: string;
  dir: string;
  /** Runs PHP with WordPress loaded; prints what the code echoes. */
  php(code: string): string;
  /** The same without blocking this process: servers of the test's own (the company's stand-in) answer meanwhile. */
  phpAsync(code: string): Promise<string>;
  /** Installs a plugin's zip as Plugins › Add New › Upload does, and activates it. */
  installPlugin(zip: string, main: string): void;
  /** Deactivates and deletes a plugin as Plugins › Delete does (running its uninstall.php). */
  deletePlugin(main: string): void;
  /** Lines of WordPress's debug.log (PHP warnings, notices and deprecations with WP_DEBUG on). */
  debugLog(): string[];
  stop(): Promise<void>;
}

export const users = {
  admin: { login: 'admin', password: 'admin-pass-1', role: 'administrator' },
  editor: { login: 'editor', password: 'editor-pass-1', role: 'editor' },
  author: { login: 'author', password: 'author-pass-1', role: 'author' },
  contributor: { login: 'contributor', password: 'contributor-pass-1', role: 'contributor' },
} as const;

/** PHP-FPM (Debian's php8.2-fpm), for Apache with mod_proxy_fcgi instead of mod_php. */
const phpFpm = '/usr/sbin/php-fpm8.2';
export const phpFpmInstalled = () => existsSync(phpFpm);

/**
 * `wpCron`: WP-Cron runs as on a real site (spawned by page views); off by default, tests run it themselves.
 * `php`: Apache's mod_php (prefork), or PHP-FPM behind Apache's event MPM; eight workers either way.
 */
export async function startWordPress({
  wpCron = false,
  php: sapi = 'mod_php',
}: {
  wpCron?: boolean;
  php?: 'mod_php' | 'fpm';
} = {}): Promise<WordPress> {
  const dir = mkdtempSync(join(tmpdir(), 'phx-wordpress-'));
  chmodSync(dir, 0o755);
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Throwaway services: ended at once (Apache's own shutdown waits long on its workers: its whole group goes).
      if (child.spawnargs[0] === apache && child.pid) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // MariaDB: a fresh data folder, a socket, no TCP.
    const data = join(dir, 'db');
    const run = join(dir, 'db-run');
    const socket = join(run, 'mysql.sock');
    mkdirSync(data);
    mkdirSync(run, { mode: 0o755 });
    const dbUser = asRoot ? ['--user=mysql'] : [];
    // As root, MariaDB runs as its own user: its folders are that user's.
    if (asRoot) for (const folder of [data, run]) chownSync(folder, uidOf('mysql'), gidOf('mysql'));
    execFileSync(
      'mariadb-install-db',
      ['--no-defaults', `--datadir=${data}`, '--skip-test-db', '--auth-root-authentication-method=normal', ...dbUser],
      { stdio: 'pipe' },
    );
    const dbLog = join(run, 'mariadb.log');
    children.push(
      spawn(
        '/usr/sbin/mariadbd',
        [
          '--no-defaults',
          `--datadir=${data}`,
          `--socket=${socket}`,
          '--skip-networking',
          `--pid-file=${join(run, 'mariadb.pid')}`,
          `--log-error=${dbLog}`,
          ...dbUser,
        ],
        { stdio: 'ignore' },
      ),
    );
    const client = ['--no-defaults', `--socket=${socket}`, '-uroot'];
    await until(
      'MariaDB',
      () => succeeds('mariadb-admin', [...client, 'ping']),
      () => readLog(dbLog),
    );
    execFileSync('mariadb', [
      ...client,
      '-e',
      "CREATE DATABASE wordpress; CREATE USER 'wordpress'@'localhost' IDENTIFIED BY 'wordpress'; GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';",
    ]);

    // WordPress: Debian's files, our own wp-config.php.
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const wp = join(dir, 'wp');
    cpSync(wordpressSource, wp, { recursive: true, verbatimSymlinks: true });
    rmSync(join(wp, 'wp-content'), { recursive: true, force: true });
    cpSync(join(wordpressSource, 'wp-content'), join(wp, 'wp-content'), { recursive: true, dereference: true });
    const debugLog = join(dir, 'debug.log');
    writeFileSync(debugLog, '');
    chmodSync(debugLog, 0o666);
    writeFileSync(
      join(wp, 'wp-config.php'),
      `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wordpress' );
define( 'DB_PASSWORD', 'wordpress' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'WP_DEBUG', true );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG_LOG', '${debugLog}' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'DISABLE_WP_CRON', ${!wpCron} );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'FS_METHOD', 'direct' );
${['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE'].map((k) => `define( '${k}_KEY', 'phx-test-${k}' );\ndefine( '${k}_SALT', 'phx-test-${k}-salt' );`).join('\n')}
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`,
    );

    // PHP-FPM in the foreground on a socket of its own, if asked for.
    const fpmSocket = join(dir, 'fpm.sock');
    if (sapi === 'fpm') {
      const fpmConf = join(dir, 'fpm.conf');
      writeFileSync(
        fpmConf,
        `[global]
pid = ${join(dir, 'fpm.pid')}
error_log = ${join(dir, 'fpm.log')}
daemonize = no
[www]
listen = ${fpmSocket}
listen.mode = 0666
pm = static
pm.max_children = 8
clear_env = no
${asRoot ? 'user = www-data\ngroup = www-data' : ''}
`,
      );
      children.push(spawn(phpFpm, ['-F', '-y', fpmConf, ...(asRoot ? ['-R'] : [])], { stdio: 'ignore' }));
      await until(
        'PHP-FPM',
        () => existsSync(fpmSocket),
        () => readLog(join(dir, 'fpm.log')),
      );
    }
    const phpModules =
      sapi === 'fpm'
        ? `LoadModule mpm_event_module ${modules}/mod_mpm_event.so
LoadModule proxy_module ${modules}/mod_proxy.so
LoadModule proxy_fcgi_module ${modules}/mod_proxy_fcgi.so
ServerLimit 1
StartServers 1
ThreadsPerChild 32
MaxRequestWorkers 32`
        : `LoadModule mpm_prefork_module ${modules}/mod_mpm_prefork.so
LoadModule php_module ${modules}/libphp8.2.so
StartServers 8
MinSpareServers 4
MaxSpareServers 16`;
    const handler = sapi === 'fpm' ? `"proxy:unix:${fpmSocket}|fcgi://localhost"` : 'application/x-httpd-php';

    // Apache in the foreground, on its own port, with only the modules WordPress needs.
    const apacheLog = join(dir, 'apache-error.log');
    const conf = join(dir, 'apache.conf');
    writeFileSync(
      conf,
      `ServerRoot ${dir}
ServerName 127.0.0.1
Listen 127.0.0.1:${port}
PidFile ${join(dir, 'apache.pid')}
DefaultRuntimeDir ${dir}
Mutex file:${dir}
ErrorLog ${apacheLog}
LoadModule authz_core_module ${modules}/mod_authz_core.so
LoadModule dir_module ${modules}/mod_dir.so
LoadModule mime_module ${modules}/mod_mime.so
${phpModules}
${asRoot ? 'User www-data\nGroup www-data' : ''}
# No idle connections holding workers (the plugin's refreshes in the background hold some for seconds), and no
# reused connection closed under a client's feet.
KeepAlive Off
TypesConfig /etc/mime.types
DocumentRoot ${wp}
DirectoryIndex index.php
<Directory />
  Require all denied
</Directory>
<Directory ${wp}>
  Require all granted
  AllowOverride None
</Directory>
<FilesMatch "\\.php$">
  SetHandler ${handler}
</FilesMatch>
`,
    );
    children.push(spawn(apache, ['-f', conf, '-DFOREGROUND'], { stdio: 'ignore', detached: true }));

    const phpArgs = (code: string) => ['-d', 'display_errors=stderr', '-r', `require '${wp}/wp-load.php'; ${code}`];
    const phpOptions = { cwd: wp, encoding: 'utf8' as const, env: { ...process.env, HTTP_HOST: `127.0.0.1:${port}` } };
    const php = (code: string) => execFileSync('php', phpArgs(code), phpOptions);
    const phpAsync = (code: string) =>
      new Promise<string>((resolve, reject) =>
        execFile('php', phpArgs(code), phpOptions, (error, stdout) => (error ? reject(error) : resolve(stdout))),
      );

    // The installer, as its web page would run it; the welcome mail goes nowhere.
    execFileSync(
      'php',
      [
        '-r',
        `define( 'WP_INSTALLING', true );
function wp_mail() { return true; }
require '${wp}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install( 'Clinic', '${users.admin.login}', 'admin@example.invalid', true, '', '${users.admin.password}' );
foreach ( array( 'editor', 'author', 'contributor' ) as $role ) {
  wp_insert_user( array( 'user_login' => $role, 'user_pass' => $role . '-pass-1', 'user_email' => $role . '@example.invalid', 'role' => $role ) );
}`,
      ],
      { cwd: wp, stdio: 'pipe' },
    );
    await until(
      'Apache',
      () => succeeds('php', ['-r', `exit(@file_get_contents('${url}/wp-login.php') === false ? 1 : 0);`]),
      () => readLog(apacheLog),
    );
    return {
      url,
      dir: wp,
      php,
      phpAsync,
      installPlugin: (zip, main) => {
        const out = php(`require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
$upgrader = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
$installed = $upgrader->install( '${zip}' );
$active = activate_plugin( '${main}' );
echo true === $installed && null === $active ? 'installed' : 'failed: ' . implode( ' ', $upgrader->skin->get_upgrade_messages() );`);
        if (out.trim() !== 'installed') throw new Error(`The plugin did not install: ${out}`);
      },
      deletePlugin: (main) => {
        const out = php(`require_once ABSPATH . 'wp-admin/includes/admin.php';
deactivate_plugins( '${main}' );
$deleted = delete_plugins( array( '${main}' ) );
echo true === $deleted ? 'deleted' : 'failed';`);
        if (out.trim() !== 'deleted') throw new Error(`The plugin was not deleted: ${out}`);
      },
      debugLog: () => readFileSync(debugLog, 'utf8').split('\n').filter(Boolean),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

const uidOf = (name: string) => Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
const gidOf = (name: string) => Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());

/** How the stand-in company site behaves. */
export type CompanyMode = 'normal' | 'slow' | 'down' | 'hostile';

/**
 * A stand-in for the company site, in front of the real one: it passes requests through (normal), answers each after
 * 8 s (slow), drops every connection (down), or answers the elements' HTML with a script slipped in (hostile).
 */
export async function startCompanyStandIn(company: string) {
  let mode: CompanyMode = 'normal';
  // `elements`: every request for an element's HTML that reached the stand-in, whatever it did with it.
  const served = { hostile: 0, elements: 0 };
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/api/elements/')) served.elements++;
    if (mode === 'down') return request.socket.destroy();
    const pass = async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
      ) as Record<string, string>;
      const answer = await fetch(`${company}${request.url}`, {
        method: request.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if (mode === 'hostile' && request.url?.startsWith('/api/elements/')) {
        served.hostile++;
        body = Buffer.from(
          body.toString().replace('</template>', '<img src="x" onerror="window.phxPwned = 1"></template>'),
        );
      }
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
          out[name] = value;
      });
      response.writeHead(answer.status, out).end(body);
    };
    const delay = mode === 'slow' ? 8000 : 0;
    setTimeout(() => void pass().catch(() => response.destroy()), delay);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    /** Changes the behaviour; connections still open (a slow answer on its way) are dropped. */
    set: (next: CompanyMode) => {
      if (next !== mode) for (const socket of sockets) socket.destroy();
      mode = next;
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
