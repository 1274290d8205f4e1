/**
 * The static export (part of `npm run build`): the whole site as files for any static host or CDN. Every page in
 * every language as prerendered HTML (`de/about/index.html`), the bundle under phx/, sitemap.xml, robots.txt,
 * 404.html and the icon. A static host sends no headers of ours, so each page carries its policy in a <meta>.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { languageCodes, languagePath } from '../../src/content/i18n/languages.ts';
import { siteMap } from '../../src/content/site-map.ts';
import { icon } from './icon.ts';
import type { ClinicData } from '../../src/content/clinics/published.ts';
import { type Render, robots, sitemap, sitePage } from './pages.ts';

interface ExportOptions {
  root: string;
  render: Render;
  outDir: string;
  /** The site's public origin, for canonical URLs, the sitemap and robots.txt. */
  origin: string;
  /** The receiver the form sends to (e.g. https://api.example/api/inquiries); undefined: sending is simulated. */
  endpoint?: string;
  /** The partner clinics the pages show (the same the build published into the bundle's clinics/ folder). */
  clinics?: ClinicData;
}

/** The file a route is written to: "/" → index.html, "/de/about" → de/about/index.html. */
export const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/** `html` with its policy as a <meta> (frame-ancestors cannot be set there; the host's headers set it). */
function withMetaCsp(html: string, csp: string) {
  const meta = csp
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
  return html.replace(
    '<meta charset="utf-8" />',
    `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${meta}" />`,
  );
}

export async function exportSite({ root, render, outDir, origin, endpoint, clinics }: ExportOptions): Promise<number> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
  };
  let pages = 0;
  for (const entry of siteMap)
    for (const lang of languageCodes) {
      const route = languagePath(lang, entry.path);
      const page = await sitePage({ render, path: route, origin, endpoint: endpoint ?? null, clinics });
      write(fileOf(route), withMetaCsp(page.html, page.csp));
      pages++;
    }
  const notFound = await sitePage({ render, path: '/404', origin, endpoint: endpoint ?? null, clinics });
  write('404.html', withMetaCsp(notFound.html, notFound.csp));
  write('sitemap.xml', sitemap(origin));
  write('robots.txt', robots(origin));
  cpSync(join(root, 'dist/cdn'), join(outDir, 'phx'), { recursive: true });
  write('favicon.svg', icon);
  return pages;
}
