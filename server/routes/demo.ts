/**
 * The demo's host pages (/partner.html, /cms.html, /elements.html), as a partner's server would send them:
 * prerendered, under the site's strict policy. Never in production.
 */
import type { FastifyPluginAsync } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sendBytes } from '../http/send.ts';
import { strictCsp } from '../site/pages.ts';
import { prerenderTags } from '../site/prerender-html.ts';

const demo: FastifyPluginAsync<{ dir: string }> = async (app, { dir }) => {
  for (const name of ['partner.html', 'cms.html', 'elements.html'])
    app.get(`/${name}`, async (request, reply) => {
      const origin = app.originOf(request);
      const page = await prerenderTags(readFileSync(join(dir, name), 'utf8'), await app.render(), `${origin}/${name}`);
      return sendBytes(request, reply, page.html, {
        type: 'text/html; charset=utf-8',
        key: undefined,
        headers: { 'Content-Security-Policy': strictCsp(page.styles) },
      });
    });
};

export default demo;
