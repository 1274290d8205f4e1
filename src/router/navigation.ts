import { createContext, useContext } from 'react';

/** How links inside an element find their address and, inside <phx-router>, navigate in place. */
export interface Navigation {
  /** The route path of the page being shown, or null when the element cannot tell. */
  currentPath: string | null;
  hrefFor(path: string): string;
  /** Present inside <phx-router>: navigates without a page load. */
  go: ((path: string) => void) | null;
}

/** Outside a router, links lead to the company site at `siteUrl`. */
export function standaloneNavigation(siteUrl: string): Navigation {
  const hrefFor = (path: string) => `${siteUrl}${path === '/' ? '/' : path}`;
  let currentPath: string | null = null;
  if (typeof location !== 'undefined') {
    const here = `${location.origin}${location.pathname}`.replace(/\/+$/, '');
    for (const path of ['/', '/about', '/products', '/contact']) {
      if (hrefFor(path).replace(/\/+$/, '') === here) currentPath = path;
    }
  }
  return { currentPath, hrefFor, go: null };
}

export const NavigationContext = createContext<Navigation>(standaloneNavigation(''));

export const useNavigation = () => useContext(NavigationContext);
