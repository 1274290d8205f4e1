/**
 * Where the site is, as a route path ("/", "/about", …), for the two ways a host may route: the History API under
 * an optional base path ("/prosthetics/about"), or the hash ("#/about") for hosts that cannot rewrite URLs.
 */
export type RouteMode = 'history' | 'hash';

export interface Place {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

const tidy = (path: string) => {
  const decoded = path.replace(/\/{2,}/g, '/');
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded || '/';
};

/** The route's query for a location: the page's own in history mode, the part of the hash after "?" in hash mode. */
export function routeQuery(place: Place, mode: RouteMode): string {
  if (mode === 'history') return place.search;
  const at = place.hash.indexOf('?');
  return at < 0 ? '' : place.hash.slice(at);
}

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

/**
 * The URL of a route path (which may carry a query). Absolute, so that a host page's <base href> cannot redirect
 * our links; root-relative only where the origin is not known (a server rendering without one).
 */
export function routeHref(path: string, base: string, mode: RouteMode, location: Place): string {
  if (mode === 'hash') {
    return `${location.origin}${location.pathname}${location.search}#${path}`;
  }
  return `${location.origin}${base}${path}`;
}
