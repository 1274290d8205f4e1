/**
 * Resource hints for the standalone site's own HTML (never a host page's: the bundle injects nothing). Without
 * them the browser discovers the code one import level at a time (loader, router, runtime, page section, then
 * the page's artwork); with them it fetches all of it at once, right after the HTML.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What each route shows first: the chunk of its section and, where it is the largest paint, its artwork. */
const routeResources: Record<string, { section: string; image?: string }> = {
  '/': { section: 'Home', image: 'src/assets/hero-hand.svg' },
  '/about': { section: 'About' },
  '/products': { section: 'Products', image: 'src/assets/product-neural-pro-x1.svg' },
  '/contact': { section: 'Contact' },
};

const ROUTER_ENTRY = 'src/elements/phx-router.ts';

let cached: { file: string; mtime: number; manifest: Manifest } | undefined;
function readManifest(dist: string): Manifest | undefined {
  const file = join(dist, '.vite/manifest.json');
  if (!existsSync(file)) return undefined;
  const mtime = statSync(file).mtimeMs;
  if (cached?.file !== file || cached.mtime !== mtime) cached = { file, mtime, manifest: JSON.parse(readFileSync(file, 'utf8')) };
  return cached.manifest;
}

/** A chunk and everything it imports statically, as files under dist/. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

/** `<link>` tags for the standalone site at route `path`, with the bundle served under `mount` (e.g. /phx/). */
export function hintsFor(dist: string, path: string, mount: string): string[] {
  const manifest = readManifest(dist);
  if (!manifest?.[ROUTER_ENTRY]) return [];
  const files = closure(manifest, ROUTER_ENTRY);
  const wanted = routeResources[path];
  const section = wanted && Object.keys(manifest).find((key) => manifest[key].name === wanted.section);
  if (section) closure(manifest, section, files);
  const links = [...files].map((file) => `<link rel="modulepreload" href="${mount}${file}" />`);
  const image = wanted?.image && manifest[wanted.image];
  if (image) links.push(`<link rel="preload" as="image" href="${mount}${image.file}" fetchpriority="high" />`);
  return links;
}
