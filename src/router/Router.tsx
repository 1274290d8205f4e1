import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { pageTitles, company, ui } from '../content/site';
import { Footer } from '../sections/footer/Footer';
import { Nav } from '../sections/nav/Nav';
import { NotFound } from '../sections/not-found/NotFound';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { HeadingBase } from '../ui/Heading';
import type { RouteMode } from './location';
import { NavigationContext, type Navigation } from './navigation';
import { findRoute, routes, type RouteProps } from './routes';
import { ErrorScreen, Main, SkipLink } from './router.styles';
import { useLocationPath } from './useLocationPath';

export interface RouterProps {
  base?: string;
  mode?: RouteMode;
  endpoint?: string;
}

/** How long after the first page the other pages' code is fetched. */
const PREFETCH_AFTER_MS = 3000;

type Shown = { path: string; Page: ComponentType<RouteProps> } | { path: string; error: Error };

/** The screen shown instead of a page that failed to load or render. */
function RouteError({ error }: { error: Error }) {
  return (
    <ErrorScreen role="alert">
      <h1>{ui.routeErrorTitle}</h1>
      <pre>{error.message}</pre>
    </ErrorScreen>
  );
}

/** The whole site: navigation bar, the page of the current route, footer. */
export function Router({ base = '', mode = 'history', endpoint }: RouterProps) {
  const { path, how, go, hrefFor } = useLocationPath(base, mode);
  const route = findRoute(path);
  const [shown, setShown] = useState<Shown | null>(null);
  const main = useRef<HTMLElement>(null);

  // Fetch the page's code; the previous page stays until it arrives, so nothing flashes.
  useEffect(() => {
    if (!route) return setShown({ path, Page: NotFound });
    let current = true;
    route.load().then(
      (Page) => current && setShown({ path, Page }),
      (error: unknown) => current && setShown({ path, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [route, path]);

  // Once the new page is on screen: name it, and start a page chosen by link at the top, with focus on it.
  const ready = shown?.path === path;
  useEffect(() => {
    if (!ready) return;
    document.title = route ? route.title : `${pageTitles.notFound} | ${company.name}`;
    if (!route) console.warn(`<phx-router>: 404, no page at "${path}".`);
    if (how === 'push') {
      scrollTo(0, 0);
      main.current?.focus({ preventScroll: true });
    }
  }, [ready, route, path, how]);

  // Some seconds after the first page, fetch the others while the browser is idle, so later navigation is
  // instant; not sooner, so that they never compete with the first page's own images on a slow phone.
  useEffect(() => {
    if (!ready) return;
    const prefetch = () => routes.forEach((r) => void r.load().catch(() => {}));
    const timer = setTimeout(() => (globalThis.requestIdleCallback ?? setTimeout)(prefetch), PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  const navigation = useMemo<Navigation>(() => ({ currentPath: path, hrefFor, go }), [path, hrefFor, go]);

  return (
    <NavigationContext.Provider value={navigation}>
      <HeadingBase.Provider value={1}>
        <Nav
          skipLink={
            // A button, not an in-page link: "#…" targets inside a shadow root are invisible to the browser.
            <SkipLink type="button" part="skip-link" onClick={() => main.current?.focus()}>
              {ui.skipLink}
            </SkipLink>
          }
        />
        <Main id="phx-main" ref={main} tabIndex={-1} aria-busy={!ready || undefined}>
          {shown &&
            ('error' in shown ? (
              <RouteError error={shown.error} />
            ) : (
              <ErrorBoundary key={shown.path} label="<phx-router>" fallback={(error) => <RouteError error={error} />}>
                <shown.Page endpoint={endpoint} wholePage />
              </ErrorBoundary>
            ))}
        </Main>
        <Footer />
      </HeadingBase.Provider>
    </NavigationContext.Provider>
  );
}
