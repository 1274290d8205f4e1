import { useCallback, useEffect, useState } from 'react';
import { routeHref, routePath, type RouteMode } from './location';

/**
 * The route path of the page's URL, following back/forward (and, in hash mode, a typed hash), and `go`, which
 * pushes a new history entry. Returns how the path last changed: "push" for our links, "pop" otherwise.
 */
export function useLocationPath(base: string, mode: RouteMode) {
  const read = useCallback(() => routePath(location, base, mode), [base, mode]);
  const [state, setState] = useState(() => ({ path: read(), how: 'initial' as 'initial' | 'push' | 'pop' }));

  useEffect(() => {
    const sync = () => setState((s) => (s.path === read() ? s : { path: read(), how: 'pop' }));
    sync();
    addEventListener('popstate', sync);
    if (mode === 'hash') addEventListener('hashchange', sync);
    return () => {
      removeEventListener('popstate', sync);
      removeEventListener('hashchange', sync);
    };
  }, [read, mode]);

  const go = useCallback(
    (path: string) => {
      const href = routeHref(path, base, mode, location);
      if (href !== location.href) history.pushState(history.state, '', href);
      setState({ path, how: 'push' });
    },
    [base, mode],
  );

  const hrefFor = useCallback((path: string) => routeHref(path, base, mode, location), [base, mode]);

  return { ...state, go, hrefFor };
}
