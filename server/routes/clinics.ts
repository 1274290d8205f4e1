/**
 * GET /phx/clinics/…: the partner clinics as browsers fetch them (the finder, the contact page's map), from the
 * clinics file the server read: `manifest.json` (revalidated: a changed file reaches the next page view), and
 * `<version>/index.json`, `<version>/shard-<n>.json`, `<version>/id-<n>.json` (never change: cached for a year).
 * Partners' pages on other origins fetch them too.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, sendEncoded } from '../http/send.ts';

const clinicRoutes: FastifyPluginAsync = async (app) => {
  const directory = app.clinics;
  async function send(request: FastifyRequest, reply: FastifyReply, path: string, cacheControl: string) {
    const file = await directory.published(path);
    if (!file) return reply.callNotFound();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    return sendEncoded(request, reply, encoding ? file[encoding] : file.identity, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': cacheControl,
      'Access-Control-Allow-Origin': '*',
    });
  }
  app.get('/phx/clinics/manifest.json', (request, reply) => send(request, reply, 'manifest.json', 'no-cache'));
  app.get<{ Params: { version: string; file: string } }>('/phx/clinics/:version/:file', (request, reply) => {
    const { version, file } = request.params;
    if (!/^[0-9a-f]{12}$/.test(version) || !/^(index|shard-\d+|id-\d+)\.json$/.test(file)) return reply.callNotFound();
    return send(request, reply, `${version}/${file}`, 'public, max-age=31536000, immutable');
  });
};

export default clinicRoutes;
