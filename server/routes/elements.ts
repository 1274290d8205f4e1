/**
 * GET /api/elements/<tag>?<attribute>=<value>&…: one element rendered (a declarative shadow root), for hosts that
 * cannot run our Node renderer, such as the WordPress plugin, which caches the answer and prints it in its pages.
 * The query's names are the element's attributes; `url` is the page's address (for <phx-router>: which page).
 */
import type { FastifyPluginAsync } from 'fastify';
import { LRUCache } from 'lru-cache';
import { clinicIdPattern } from '../../src/content/clinics/clinic.ts';
import { isPhxTag } from '../../src/elements/runtime/contract.ts';
import { sendBytes } from '../http/send.ts';

/** How long a host may keep an answer: a rebuilt bundle's markup reaches cached pages within this time. */
const elementMaxAge = 300;

// One render per distinct query while it is asked for: a page cache's misses do not each cost a render.
const rendered = new LRUCache<string, { html: string; status: number }>({ max: 200 });

const elements: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { tag: string } }>('/api/elements/:tag', async (request, reply) => {
    const { tag } = request.params;
    if (!isPhxTag(tag)) return reply.code(404).type('text/plain; charset=utf-8').send('No such element.');
    const query = new URL(request.raw.url ?? '/', 'http://x').searchParams;
    const attributes: Record<string, string> = {};
    let url: string | undefined;
    for (const [name, value] of query) {
      if (name === 'url') url = value;
      else attributes[name] = value;
    }
    // A clinic value that can be no clinic id is left out and said to be invalid: the renderer would repeat it.
    const clinic = attributes.clinic?.trim();
    if (clinic && !clinicIdPattern.test(clinic)) {
      request.log.warn(
        `element <${tag}>: its clinic is not a clinic id (lower-case letters, digits, hyphens); left out`,
      );
      delete attributes.clinic;
    }
    // The clinics' version too: a changed clinics file is a new answer.
    const key = `${app.clinics.data().manifest.version}|${tag}?${[...query].sort().join('&')}`;
    let answer = rendered.get(key);
    if (!answer) {
      const element = await (await app.render())(tag, attributes, { url });
      answer = { html: element.html, status: element.status };
      rendered.set(key, answer);
    }
    return sendBytes(request, reply, answer.html, {
      type: 'text/html; charset=utf-8',
      key: `element:${key}`,
      status: answer.status,
      headers: { 'Cache-Control': `public, max-age=${elementMaxAge}`, 'Access-Control-Allow-Origin': '*' },
    });
  });
};

export default elements;
