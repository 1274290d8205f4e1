import { startTransition, useCallback, useEffect, useState } from 'react';
import { type Place, type RouteMode, routeHref, routePath, routeQuery } from './location';

type How = 'initial' | 'push' | 'pop';

/**
 * The route path and query of the page's URL, following back/forward (and, in hash mode, a typed hash), and `go`,
 * which pushes a new history entry. The first render reads `initial` (the address the server rendered, or the
 * browser's own); the browser's address takes over right after. `how` says how the path last changed.
 */
export function useLocationPath(base: string, mode: RouteMode, initial: Place) {
  const read = useCallback(
    (place: Place) => ({ path: routePath(place, base, mode), query: routeQuery(place, mode) }),
    [base, mode],
  );
  const [state, setState] = useState(() => ({ ...read(initial), how: 'initial' as How, place: initial }));

  useEffect(() => {
    const sync = () =>
      setState((s) => {
        const now = read(location);
        return s.path === now.path && s.query === now.query && s.place.origin === location.origin
          ? s
          : { ...now, how: s.how === 'initial' && s.path === now.path ? 'initial' : 'pop', place: location };
      });
    sync();
    addEventListener('popstate', sync);
    if (mode === 'hash') addEventListener('hashchange', sync);
    return () => {
      removeEventListener('popstate', sync);
      removeEventListener('hashchange', sync);
    };
  }, [read, mode]);

  const hrefFor = useCallback((path: string) => routeHref(path, base, mode, state.place), [base, mode, state.place]);

  const go = useCallback(
    (path: string) => {
      const href = routeHref(path, base, mode, location);
      if (href !== location.href) history.pushState(history.state, '', href);
      // A transition: the click's own frame (the menu closing, the link pressed) paints first, and the next page is
      // rendered in slices after it (the whole site re-renders for a new route).
      const next = { ...read(location), how: 'push' as How, place: location };
      startTransition(() => setState(next));
    },
    [base, mode, read],
  );

  return { path: state.path, query: state.query, how: state.how, go, hrefFor };
}
