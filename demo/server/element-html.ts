/**
 * GET /api/elements/<tag>?<attribute>=<value>&…: one element rendered (a declarative shadow root), for hosts that
 * cannot run our Node renderer, such as the WordPress plugin, which caches the answer and prints it in its pages.
 * The query's names are the element's attributes; `url` is the page's address (for <phx-router>: which page).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { renderElement as RenderElement } from '../../src/server/index.ts';
import { isPhxTag } from '../../src/elements/contract.ts';
import { LruMap } from './lru.ts';
import { sendBytes } from './static.ts';

/** How long a host may keep an answer: a rebuilt bundle's markup reaches cached pages within this time. */
export const elementMaxAge = 300;

// One render per distinct query while it is asked for: a page cache's misses do not each cost a render.
const rendered = new LruMap<string, { html: string; status: number }>(200);

export async function handleElementHtml(
  req: IncomingMessage,
  res: ServerResponse,
  tag: string,
  render: typeof RenderElement,
) {
  if (!isPhxTag(tag))
    return res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No such element.');
  const query = new URL(req.url ?? '/', 'http://x').searchParams;
  const attributes: Record<string, string> = {};
  let url: string | undefined;
  for (const [name, value] of query) {
    if (name === 'url') url = value;
    else attributes[name] = value;
  }
  const key = `${tag}?${[...query].sort().join('&')}`;
  let answer = rendered.get(key);
  if (!answer) {
    const element = await render(tag, attributes, { url });
    answer = { html: element.html, status: element.status };
    rendered.set(key, answer);
  }
  return sendBytes(req, res, Buffer.from(answer.html), {
    ext: '.html',
    key: `element:${key}`,
    status: answer.status,
    headers: { 'Cache-Control': `public, max-age=${elementMaxAge}`, 'Access-Control-Allow-Origin': '*' },
  });
}
