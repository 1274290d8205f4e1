import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { type ProductId, productById, productIds } from '../../content/products';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { useLocale } from '../../ui/locale';
import { PageSection } from '../../ui/Section';
import { useClinicSource } from '../../sections/clinic-map/clinic-data';
import { ClinicMap } from '../../sections/clinic-map/ClinicMap';
import { ClinicList, type ClinicListHandle } from './ClinicList';
import { Filters, Layout, Pages, Sample, SkipToList, Status } from './clinics.styles';
import { mapLabel, useMapWords } from './map-words';
import { firstRows, useFinder } from './useFinder';
import { useNearMe } from './useNearMe';
import { SampleNote } from '../../ui/SampleNote';

export interface ClinicFinderProps {
  /** Only the clinics of this country (ISO 3166 code). */
  country?: string;
  /** The hand the list is filtered by at first. */
  product?: ProductId;
  /** The site's /clinics page: the search a page without script sent (`q`, `hand`, `language`, `page`). */
  query?: URLSearchParams;
}

const known = (values: readonly string[], value: string | null | undefined) =>
  value && values.includes(value) ? value : undefined;

/**
 * The clinic finder: search by city, country or name, filters by hand and language, "Near me" sorting, a list that
 * holds every word and action (only what is on screen is drawn), and a map beside it as a visual aid. Without
 * script, the search is an ordinary form the server answers, a page of clinics at a time.
 */
export function ClinicFinder({ country, product, query: address }: ClinicFinderProps) {
  const { text, format } = useLocale();
  const t = text.clinics;
  const id = useId();
  const source = useClinicSource();
  const [query, setQuery] = useState(() => address?.get('q')?.slice(0, 100) ?? '');
  const [hand, setHand] = useState<ProductId | undefined>(
    () => (known(productIds, address?.get('hand')) as ProductId | undefined) ?? product,
  );
  // A host that changes `product` changes the filter (what the visitor chose since is theirs until then).
  const [givenProduct, setGivenProduct] = useState(product);
  if (product !== givenProduct) {
    setGivenProduct(product);
    setHand(product);
  }
  const [language, setLanguage] = useState<string | undefined>(
    () => address?.get('language')?.match(/^[a-z]{2}$/)?.[0] ?? undefined,
  );
  const [selected, setSelected] = useState<number>();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const list = useRef<ClinicListHandle>(null);
  const { nearMe, locate, forget } = useNearMe();
  // Pages for a visitor without script (the server renders the page asked for; with script the list scrolls).
  const [page] = useState(() => Math.max(1, Math.min(Number(address?.get('page')) || 1, 10_000)));
  const finder = useFinder(source, { query, hand, language }, nearMe, country, format, (page - 1) * firstRows);
  const { view } = finder;
  const mapWords = useMapWords();
  // A visitor who reached for the finder before its code ran (focus in its search) is using it.
  const reach = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount
  useEffect(() => {
    const root = reach.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (root?.activeElement && reach.current?.contains(root.activeElement)) finder.use();
  }, []);

  const filtered = query !== '' || hand !== undefined || language !== undefined || nearMe.state !== 'idle';
  const clear = () => {
    setQuery('');
    setHand(undefined);
    setLanguage(undefined);
    forget();
  };
  const problem = nearMe.state === 'denied' || nearMe.state === 'failed' ? t[nearMe.state] : undefined;
  // "Sorted" once the list is: until the position is applied to it, the position is still being found.
  const sorting =
    nearMe.state === 'located' && finder.sortedByDistance
      ? t.sortedByDistance
      : nearMe.state === 'locating' || nearMe.state === 'located'
        ? t.locating
        : '';
  const count = view ? (view.count === 0 ? t.none : t.shown({ count: view.count })) : '';
  const offset = (page - 1) * firstRows;
  const pageHref = (to: number) => {
    const next = new URLSearchParams();
    for (const [name, value] of [
      ['q', query],
      ['hand', hand],
      ['language', language],
    ] as const)
      if (value) next.set(name, value);
    if (to > 1) next.set('page', String(to));
    return `/clinics${next.size ? `?${next}` : ''}`;
  };
  const choose = useCallback(
    (position: number) => {
      setSelected(position);
      setOpen((was) => new Set(was).add(position));
      const i = view?.indexOf(position) ?? -1;
      if (i >= 0) list.current?.show(i);
    },
    [view],
  );
  // Stable, so that a keystroke's render leaves the list and the map alone (they follow the search a moment later).
  const toggle = useCallback(
    (position: number, isOpen: boolean) =>
      setOpen((was) => {
        if (was.has(position) === isOpen) return was;
        const next = new Set(was);
        if (isOpen) next.add(position);
        else next.delete(position);
        return next;
      }),
    [],
  );

  return (
    <PageSection title={t.title} intro={t.intro} rank={0}>
      {/* Any reach for the finder fetches its clinics (the server's HTML shows the first ones meanwhile). */}
      <div
        ref={reach}
        onPointerDownCapture={finder.use}
        onFocusCapture={finder.use}
        onKeyDownCapture={finder.use}
        onWheelCapture={finder.use}
      >
        <SampleNote />
        {view?.manifest.sample && <Sample role="note">{t.sample}</Sample>}
        {/* A switch user reaches the first clinic past the filters and the map's controls in three stops. */}
        {view && view.count > 0 && (
          <SkipToList type="button" part="skip-link" onClick={() => list.current?.focus()}>
            {t.skipToList}
          </SkipToList>
        )}
        <Filters role="search" aria-label={t.filters} onSubmit={(e) => e.preventDefault()} action="">
          <div className="field search">
            <label htmlFor={`${id}-q`}>{t.search}</label>
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              part="field"
              value={query}
              autoComplete="off"
              maxLength={100}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-hand`}>{t.hand}</label>
            <select
              id={`${id}-hand`}
              name="hand"
              part="field"
              value={hand ?? ''}
              onChange={(e) => setHand((e.target.value || undefined) as ProductId | undefined)}
            >
              <option value="">{t.anyHand}</option>
              {productIds.map((p) => (
                <option key={p} value={p}>
                  {productById(p).name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-language`}>{t.language}</label>
            <select
              id={`${id}-language`}
              name="language"
              part="field"
              value={language ?? ''}
              onChange={(e) => setLanguage(e.target.value || undefined)}
            >
              <option value="">{t.anyLanguage}</option>
              {(view?.languages ?? (language ? [language] : [])).map((code) => (
                <option key={code} value={code}>
                  {format.language(code)}
                </option>
              ))}
            </select>
          </div>
          <div className="actions">
            <Button
              type="button"
              tone="secondary"
              onClick={() => nearMe.state !== 'locating' && locate()}
              aria-pressed={nearMe.state === 'located'}
              aria-disabled={nearMe.state === 'locating' || undefined}
            >
              {t.nearMe}
            </Button>
            {filtered && (
              <Button type="button" tone="secondary" onClick={clear}>
                {t.clear}
              </Button>
            )}
            {/* Without script, the search is sent to the server (the script sorts as you type). */}
            <Button type="submit" tone="secondary" className="send">
              {t.send}
            </Button>
          </div>
        </Filters>
        <Status role="status" id={`${id}-status`} data-problem={problem || finder.failed ? '' : undefined}>
          {finder.failed ? t.unavailable : finder.loading ? t.loading : count} {problem ?? sorting}
        </Status>
        {finder.failed && (
          <Button type="button" tone="secondary" onClick={finder.retry}>
            {t.retry}
          </Button>
        )}
        <Layout aria-busy={finder.loading || undefined}>
          <ClinicMap
            places={view?.places}
            snapshot={view?.map}
            fitKey={view?.key ?? ''}
            selected={selected}
            onChoose={choose}
            label={mapLabel(t, format, view)}
            credit={t.mapCredit}
            words={mapWords}
          />
          <div>
            {view && (
              <ClinicList
                view={view}
                source={source}
                label={t.list}
                open={open}
                onToggle={toggle}
                selected={selected}
                onSelect={setSelected}
                offset={offset}
                handle={list}
              />
            )}
            {view && view.count > firstRows && (
              <Pages aria-label={t.range({ from: offset + 1, to: Math.min(view.count, offset + firstRows) })}>
                {offset < view.count && (
                  <span>{t.range({ from: offset + 1, to: Math.min(view.count, offset + firstRows) })}</span>
                )}
                {page > 1 && <Link to={pageHref(page - 1)}>{t.earlier}</Link>}
                {offset + firstRows < view.count && <Link to={pageHref(page + 1)}>{t.later}</Link>}
              </Pages>
            )}
          </div>
        </Layout>
      </div>
    </PageSection>
  );
}
