import { createContext, useContext } from 'react';
import { type Language, languagePath } from '../content/i18n/languages';
import { pagePaths } from '../content/site-map';

/** How links inside an element find their address and, inside <phx-router>, navigate in place. */
export interface Navigation {
  /** The route path of the page being shown, or null when the element cannot tell. */
  currentPath: string | null;
  /** The address of a route path ("/contact", "/contact?inquiry=consultation"). */
  hrefFor(path: string): string;
  /** Present inside <phx-router>: navigates without a page load. */
  go: ((path: string) => void) | null;
  /** Outside a router: answers a link on the page itself where it can (a form there); true when it did or will. */
  onPage?: (path: string, href: string) => boolean;
}

/**
 * Outside a router, links lead to the company site at `siteUrl`, in the element's language ("/de/contact"); the
 * link of the page the visitor is on (when `here`, the page's own address, is one of the site's) is marked current.
 */
export function standaloneNavigation(siteUrl: string, lang: Language, here: string | null): Navigation {
  const hrefFor = (path: string) => `${siteUrl}${languagePath(lang, path)}`;
  const page = here?.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const currentPath = pagePaths.find((path) => hrefFor(path).replace(/\/+$/, '') === page) ?? null;
  return { currentPath, hrefFor, go: null };
}

export const NavigationContext = createContext<Navigation>(standaloneNavigation('', 'en', null));

export const useNavigation = () => useContext(NavigationContext);
