import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { company, pageMeta, pageTitles, type PagePath } from '../../src/content/site.ts';
import { hintsFor } from './hints.ts';
import { sendBytes } from './static.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The standalone site's HTML for `path`: its own title, description, canonical URL and Open Graph tags, and the
 * resource hints (`hints`) for what the page shows first.
 */
export function pageHtml(template: string, path: string, origin: string, hints: string[] = []): { html: string; known: boolean } {
  const known = path in pageMeta;
  const meta = known
    ? pageMeta[path as PagePath]
    : { title: `${pageTitles.notFound} | ${company.name}`, description: pageMeta['/'].description };
  const url = escape(`${origin}${path}`);
  let html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(meta.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*"/, `$1${escape(meta.description)}"`)
    .replace(/(<meta property="og:title" content=")[^"]*"/, `$1${escape(meta.title)}"`)
    .replace(/(<meta property="og:description" content=")[^"]*"/, `$1${escape(meta.description)}"`)
    .replace(/(<meta property="og:url" content=")[^"]*"/, `$1${url}"`)
    .replace(/(<link rel="canonical" href=")[^"]*"/, `$1${url}"`);
  if (!known) html = html.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');
  if (hints.length) html = html.replace('</head>', `  ${hints.join('\n    ')}\n  </head>`);
  return { html, known };
}

/** Every path that is not a file: the standalone site (200 for its pages, 404 for others), so deep links load. */
export function sendSitePage(req: IncomingMessage, res: ServerResponse, templateFile: string, path: string, dist: string) {
  const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
  const route = path.replace(/\/+$/, '') || '/';
  const hints = hintsFor(dist, route, '/phx/');
  const { html, known } = pageHtml(readFileSync(templateFile, 'utf8'), route, origin, hints);
  sendBytes(req, res, Buffer.from(html), {
    ext: '.html',
    key: `${templateFile}@${statSync(templateFile).mtimeMs}:${origin}${path}:${hints.join()}`,
    status: known ? 200 : 404,
    headers: { 'Referrer-Policy': 'strict-origin-when-cross-origin' },
  });
}
