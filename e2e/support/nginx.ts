/**
 * Debian's nginx (`apt-get install nginx`) serving a folder with the repository's example configuration
 * (deploy/nginx-static.conf), run in a prefix of its own on a free port: never the system's service.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../../src/test/wait';

const example = fileURLToPath(new URL('../../deploy/nginx-static.conf', import.meta.url));
const nginx = '/usr/sbin/nginx';

/**
 * Serves `root` on `port` until stop(); the example config with only its port and root changed, and with its TLS
 * lines on `tlsPort` (a self-signed certificate made with openssl) when given.
 */
export async function startNginx(root: string, port: number, tlsPort?: number) {
  if (!existsSync(nginx)) throw new Error('nginx is not installed: apt-get install -y nginx (npm test does)');
  const prefix = mkdtempSync(join(tmpdir(), 'phx-nginx-'));
  chmodSync(prefix, 0o755);
  let site = readFileSync(example, 'utf8')
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('root /srv/phx/site;', `root ${root};`);
  if (tlsPort) {
    const [cert, key] = [join(prefix, 'cert.pem'), join(prefix, 'key.pem')];
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
    site = site
      .replace('# listen 8443 ssl;', `listen 127.0.0.1:${tlsPort} ssl;`)
      .replace('# ssl_certificate     /etc/ssl/phx/fullchain.pem;', `ssl_certificate ${cert};`)
      .replace('# ssl_certificate_key /etc/ssl/phx/privkey.pem;', `ssl_certificate_key ${key};`);
  }
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `${userInfo().uid === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${site}
}
`,
  );
  const check = spawnSync(nginx, ['-t', '-p', prefix, '-e', join(prefix, 'error.log'), '-c', conf], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const child = spawn(nginx, ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
      return fetch(`${url}/robots.txt`).then(() => true);
    },
    10_000,
    `nginx to answer on ${url}`,
  );
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
