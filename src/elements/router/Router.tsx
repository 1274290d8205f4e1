import { type ComponentType, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import {
  type Catalogue,
  type Language,
  languagePath,
  loadWords,
  type Part,
  splitLanguagePath,
  wordsIfLoaded,
} from '../../content/i18n';
import { loadArticles } from '../../content/i18n/articles';
import { findPage, type SectionName } from '../../content/site-map';
import { Footer } from '../footer/Footer';
import { LanguageSwitcher } from '../nav/LanguageSwitcher';
import { Nav } from '../nav/Nav';
import { NotFound } from '../not-found/NotFound';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { HeadingBase } from '../../ui/Heading';
import { LocaleContext, localeOf, useLocale } from '../../ui/locale';
import { type Navigation, NavigationContext } from '../../ui/navigation';
import { type RouteProps, usePage } from '../../ui/page';
import { type Place, type RouteMode, routePath } from './location';
import { ErrorScreen, LanguageScope, Main, SkipLink } from './router.styles';
import { loadSection, sectionIfLoaded, sectionNames, sectionWords } from './sections';
import { useLocationPath } from './useLocationPath';

export interface RouterProps {
  base?: string;
  mode?: RouteMode;
  endpoint?: string | false;
}

/** How long after the first page the other pages' code is fetched. */
const PREFETCH_AFTER_MS = 3000;

/** What an address shows: a page of the site map (its section), or the not-found page; and in which language. */
export function resolveRoute(routePath: string, fallback: Language) {
  const { lang = fallback, path } = splitLanguagePath(routePath);
  const page = findPage(path);
  return { lang, path, section: page?.section, articles: !!page && 'articles' in page };
}

/** The words the router itself shows around every page (its element's own parts). */
const routerWords = ['pages', 'footer', 'notFound'] as const satisfies readonly Part[];

/** The words a route shows: the router's own and its page's. */
const routeWords = (section?: SectionName): readonly Part[] =>
  section ? [...routerWords, ...sectionWords[section]] : routerWords;

/** Fetches what a route shows (its section's code and words, in its language), together, so it can render at once. */
export function prepareRoute(routePath: string, fallback: Language): Promise<unknown> {
  const { lang, section, articles } = resolveRoute(routePath, fallback);
  return Promise.all([
    section && loadSection(section),
    loadWords(lang, routeWords(section)),
    articles && loadArticles(lang),
  ]);
}

/** The page a shown route is (its key is "lang:section"). */
const shownSection = (key: string) => key.slice(key.indexOf(':') + 1) as SectionName | 'notFound';

type Shown =
  | { key: string; lang: Language; text: Catalogue; Page: ComponentType<RouteProps> }
  | { key: string; lang: Language; text: Catalogue; error: Error };

/** The screen shown instead of a page that failed to load or render. */
function RouteError({ error }: { error: Error }) {
  const { text } = useLocale();
  return (
    <ErrorScreen role="alert">
      <h1>{text.site.routeErrorTitle}</h1>
      <pre>{error.message}</pre>
    </ErrorScreen>
  );
}

/**
 * The whole site: navigation bar, the page of the current route, footer. A path may start with a language
 * ("/de/about"); without one, the element's own language is used.
 */
export function Router({ base = '', mode = 'history', endpoint }: RouterProps) {
  const page = usePage();
  const element = useLocale();
  const initial = useMemo<Place>(() => {
    const { pathname, search, hash } = new URL(page.href ?? '/', 'http://unknown.invalid');
    return { origin: page.origin, pathname, search, hash };
  }, [page.href, page.origin]);
  const { path, query, how, go, hrefFor } = useLocationPath(base, mode, initial);
  const route = resolveRoute(path, element.lang);
  const key = `${route.lang}:${route.section ?? 'notFound'}`;
  const ready = (section?: SectionName) => (section ? sectionIfLoaded(section) : NotFound);
  const [shown, setShown] = useState<Shown | null>(() => {
    const Page = ready(route.section);
    const text = wordsIfLoaded(route.lang, routeWords(route.section));
    return Page && text ? { key, lang: route.lang, text, Page } : null;
  });
  const main = useRef<HTMLElement>(null);

  // Fetch the page's code and words; the previous page stays until they arrive, so nothing flashes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names all that `path` shows
  useEffect(() => {
    if (shown?.key === key) return;
    let current = true;
    prepareRoute(path, element.lang).then(
      () =>
        current &&
        // A page is rendered in slices, between which the browser answers a visitor's taps and paints.
        startTransition(() =>
          setShown({
            key,
            lang: route.lang,
            text: wordsIfLoaded(route.lang, routeWords(route.section))!,
            Page: ready(route.section)!,
          }),
        ),
      (error: unknown) =>
        current &&
        setShown({
          key,
          lang: route.lang,
          text: wordsIfLoaded(route.lang) ?? element.text,
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  // Once the new page is on screen: name it, and start a page chosen by link at the top, with focus on it.
  const isShown = shown?.key === key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page shown
  useEffect(() => {
    if (!isShown || !shown) return;
    document.title = shown.text.pages[route.section ?? 'notFound'].title;
    // The address itself, not the one the page was rendered for (a server renders every unknown address alike).
    if (!route.section) console.warn(`<phx-router>: 404, no page at "${routePath(location, base, mode)}".`);
    // After a move, by a link or back and forward, focus is on the page itself, named by its title: the link that
    // moved it is gone, and a screen reader says where the visitor is now.
    if (how === 'push') scrollTo(0, 0);
    if (how !== 'initial') main.current?.focus({ preventScroll: true });
  }, [isShown, key]);

  // Some seconds after the first page, fetch the others while the browser is idle, so later navigation is
  // instant; not sooner, so that they never compete with the first page on a slow phone.
  useEffect(() => {
    if (!isShown) return;
    const prefetch = () => sectionNames.forEach((name) => void loadSection(name).catch(() => {}));
    const timer = setTimeout(() => (globalThis.requestIdleCallback ?? setTimeout)(prefetch), PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [isShown]);

  const lang = shown?.lang ?? element.lang;
  const locale = useMemo(() => (shown ? localeOf(shown.lang, shown.text) : element), [shown, element]);
  const navigation = useMemo<Navigation>(
    () => ({
      currentPath: isShown && route.section ? route.path : null,
      hrefFor: (to) => hrefFor(languagePath(lang, to)),
      go: (to) => go(languagePath(lang, to)),
    }),
    [isShown, route.section, route.path, hrefFor, go, lang],
  );
  const queryParams = useMemo(() => new URLSearchParams(query), [query]);

  return (
    <LocaleContext.Provider value={locale}>
      <NavigationContext.Provider value={navigation}>
        <HeadingBase.Provider value={1}>
          <LanguageScope lang={locale.lang} dir={locale.dir}>
            <Nav
              extra={
                <LanguageSwitcher
                  hrefFor={(code) =>
                    hrefFor(`${languagePath(code, route.section ? route.path : '/')}${route.section ? query : ''}`)
                  }
                />
              }
              skipLink={
                // A button, not an in-page link: "#…" targets inside a shadow root are invisible to the browser.
                <SkipLink type="button" part="skip-link" onClick={() => main.current?.focus()}>
                  {locale.text.navigation.skipLink}
                </SkipLink>
              }
            />
            <Main
              id="phx-main"
              ref={main}
              tabIndex={-1}
              aria-label={shown?.text.pages[shownSection(shown.key)].title}
              aria-busy={!isShown || undefined}
            >
              {shown &&
                ('error' in shown ? (
                  <RouteError error={shown.error} />
                ) : (
                  <ErrorBoundary
                    key={shown.key}
                    label="<phx-router>"
                    fallback={(error) => <RouteError error={error} />}
                  >
                    <shown.Page endpoint={endpoint} query={queryParams} />
                  </ErrorBoundary>
                ))}
            </Main>
            <Footer />
          </LanguageScope>
        </HeadingBase.Provider>
      </NavigationContext.Provider>
    </LocaleContext.Provider>
  );
}
