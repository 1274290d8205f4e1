/**
 * Where the site is, as a route path ("/", "/about", …), for the two ways a host may route: the History API under
 * an optional base path ("/prosthetics/about"), or the hash ("#/about") for hosts that cannot rewrite URLs.
 */
export type RouteMode = 'history' | 'hash';

export interface Place {
  pathname: string;
  hash: string;
}

const tidy = (path: string) => {
  const decoded = path.replace(/\/{2,}/g, '/');
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded || '/';
};

/** The route path for a location. In history mode a path outside `base` comes back whole (it is not ours). */
export function routePath(place: Place, base: string, mode: RouteMode): string {
  if (mode === 'hash') {
    const hash = place.hash.replace(/^#/, '');
    if (!hash.startsWith('/')) return '/';
    return tidy(hash.split('?')[0]);
  }
  const { pathname } = place;
  if (!base) return tidy(pathname);
  if (pathname === base) return '/';
  if (pathname.startsWith(`${base}/`)) return tidy(pathname.slice(base.length));
  return tidy(pathname);
}

/** The absolute URL of a route path. Absolute, so that a host page's <base href> cannot redirect our links. */
export function routeHref(path: string, base: string, mode: RouteMode, location: Location | URL): string {
  if (mode === 'hash') {
    return `${location.origin}${location.pathname}${location.search}#${path}`;
  }
  return `${location.origin}${base}${path}`;
}
