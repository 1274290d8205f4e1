/**
 * One log line per request, app-wide: method, path (made safe for a terminal), status and milliseconds; never a
 * header, a query or a body (Fastify's own two lines per request are off, see app.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { requestPath } from '../http/request-target.ts';
import { terminalSafe } from '../http/terminal-text.ts';
import { linkPath } from '../patient/link.ts';

const requestLog: FastifyPluginAsync = async (app) => {
  app.addHook('onResponse', (request, reply, done) => {
    const path = requestPath(request.raw.url ?? '/');
    // A patient's link is theirs alone: never in the log (server/patient/link.ts).
    const shown =
      path === null ? '(bad target)' : path.startsWith(linkPath) ? `${linkPath}…` : terminalSafe(path.slice(0, 200));
    const ms = Math.round(reply.elapsedTime);
    const fields = { method: request.method, path: shown, status: reply.statusCode, ms };
    app.log.info(fields, `${request.method} ${shown} ${reply.statusCode} ${ms}ms`);
    done();
  });
};

export default fp(requestLog, { name: 'phx-request-log' });
