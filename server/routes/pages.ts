/**
 * The standalone site: every GET that no other route takes is a page of the site (so that deep links load), rendered
 * on the server and kept; /sitemap.xml, /robots.txt and the icon. Files that are not there are 404s.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requestPath, withoutTrailingSlashes } from '../http/request-target.ts';
import { sendBytes } from '../http/send.ts';
import { icon } from '../site/icon.ts';
import { cachedSitePage, pageQuery, robots, sitemap } from '../site/pages.ts';

const pages: FastifyPluginAsync = async (app) => {
  // Pages carry the icon inline; browsers and crawlers ask for it too.
  for (const path of ['/favicon.svg', '/favicon.ico'])
    app.get(path, (request, reply) => sendBytes(request, reply, icon, { type: 'image/svg+xml', key: 'favicon' }));

  app.get('/sitemap.xml', (request, reply) => {
    const origin = app.originOf(request);
    return sendBytes(request, reply, sitemap(origin), {
      type: 'application/xml; charset=utf-8',
      key: `sitemap:${origin}`,
    });
  });
  app.get('/robots.txt', (request, reply) => {
    const origin = app.originOf(request);
    return sendBytes(request, reply, robots(origin), {
      type: 'text/plain; charset=utf-8',
      key: `robots:${origin}`,
    });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = requestPath(request.raw.url ?? '/') ?? '/';
    if (path.startsWith('/phx/')) return reply.code(404).header('Access-Control-Allow-Origin', '*').send();
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(405).header('Allow', 'GET, HEAD').header('Connection', 'close').send();
    if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).send();
    const route = withoutTrailingSlashes(path);
    const page = await cachedSitePage({
      render: await app.render(),
      path: route,
      search: pageQuery(route, new URLSearchParams((request.raw.url ?? '').split('?')[1] ?? '')),
      origin: app.originOf(request),
      retentionDays: app.retentionDays,
      clinics: app.clinics.data(),
      version: app.pagesVersion?.(),
    });
    return sendBytes(request, reply, page.html, {
      type: 'text/html; charset=utf-8',
      status: page.status,
      headers: { 'Content-Security-Policy': page.csp },
      key: page.cacheKey,
    });
  });
};

export default pages;
