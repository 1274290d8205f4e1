const plainPath = /^\/[\w\-~./]*$/;

/**
 * The path of a request-target as the client sent it, or null when it is not one this server can route: not a
 * path or an http(s) URL (`*`, `foo`), or percent-escapes that do not decode (`/%E0%A4%A`).
 */
export function requestPath(target: string): string | null {
  // Most targets are plain paths that the URL parser would return unchanged: no escapes, no dot segments.
  const end = target.indexOf('?');
  const plain = end === -1 ? target : target.slice(0, end);
  if (plainPath.test(plain) && !plain.includes('/.')) return plain;
  let path: string;
  try {
    // Prefixing keeps `//host/…` a path (new URL(target, base) would read it as another host, or throw).
    const url = new URL(target.startsWith('/') ? `http://x${target}` : target);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    path = url.pathname;
    decodeURIComponent(path);
  } catch {
    return null;
  }
  return path;
}

/** The path without its trailing slashes, `/` for none left; in linear time (`/\/+$/` is quadratic on `//…//x`). */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  return path.slice(0, end) || '/';
}
