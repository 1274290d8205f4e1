import { memo, useEffect, useImperativeHandle, useRef, useState, useSyncExternalStore, type Ref } from 'react';
import type { ClinicSource } from '../../content/clinics/source';
import { ClinicRow } from './ClinicRow';
import { ListBox } from './clinics.styles';
import { firstRows, type FinderView } from './useFinder';
import { useVirtualRows } from './useVirtualRows';

export interface ClinicListHandle {
  /** Brings the clinic at this place of the list into view. */
  show(i: number): void;
  /** Puts focus on the list, so that the next Tab reaches its first clinic. */
  focus(): void;
}

export interface ClinicListProps {
  view: FinderView;
  source: ClinicSource;
  label: string;
  /** Positions whose details are open. */
  open: ReadonlySet<number>;
  onToggle(position: number, open: boolean): void;
  selected?: number;
  onSelect(position: number): void;
  /** Where a page without script starts (its rows come from the server). */
  offset?: number;
  handle?: Ref<ClinicListHandle>;
}

const noChange = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/** Rows beyond the screen kept rendered each way, so that Tab and the arrow keys find the next one there. */
const overscan = 4;
/** About a collapsed row at the visitor's text size (px); each is measured once drawn. */
const rowEstimate = 190;
/** Where nothing has a size (a page not laid out yet, a test's DOM): a screen's worth of rows, never all of them. */
const screenEstimate = 800;

/**
 * The clinics that match, in a box of its own that scrolls: only the rows on screen (and a few either side) are
 * rendered, whatever the count. The server's HTML and the first render hold the first rows; from then on, what is
 * on screen. Each row's details come with its shard, fetched while it is near the screen.
 */
export const ClinicList = memo(function ClinicList({
  view,
  source,
  label,
  open,
  onToggle,
  selected,
  onSelect,
  offset = 0,
  handle,
}: ClinicListProps) {
  const box = useRef<HTMLDivElement>(null);
  // False on a server and while hydrating its HTML (the rows it sent are drawn as they are), true from then on.
  const mounted = useSyncExternalStore(noChange, isBrowser, isServer);
  const [, shardArrived] = useState(0);
  const rows = useVirtualRows({
    count: view.count,
    box,
    keyOf: (i) => view.positionAt(i) ?? -1 - i,
    estimate: rowEstimate,
    fallbackHeight: screenEstimate,
    overscan,
    list: view.key,
  });
  useImperativeHandle(
    handle,
    () => ({
      show: rows.show,
      focus: () => {
        rows.show(0);
        box.current?.querySelector('ul')?.focus();
      },
    }),
    [rows.show],
  );

  // A new search starts at the top of its list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `view.key` names the list
  useEffect(() => {
    if (mounted && box.current) box.current.scrollTop = 0;
  }, [view.key]);

  const start = mounted ? rows.first : offset;
  const end = mounted ? rows.last : Math.min(view.count, offset + firstRows) - 1;
  const items =
    view.count === 0 ? [] : Array.from({ length: Math.max(0, end - start + 1) }, (_, k) => ({ index: start + k }));
  const { before, after } = mounted ? rows : { before: 0, after: 0 };

  // The details of the rows drawn (and of the open ones), fetched a shard at a time.
  const wanted = items.map((item) => view.positionAt(item.index)).filter((p): p is number => p !== undefined);
  const missing = wanted.filter((position) => !source.clinicAt(position));
  const missingKey = missing.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `missingKey` names what is missing
  useEffect(() => {
    if (!mounted || missing.length === 0) return;
    let current = true;
    const timer = setTimeout(() => {
      Promise.all(missing.map((position) => source.loadAt(position))).then(
        () => current && shardArrived((n) => n + 1),
        () => undefined,
      );
    }, 60);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [missingKey, mounted]);

  return (
    <ListBox ref={box} data-rendered={items.length} aria-busy={missing.length > 0 || undefined}>
      {/* The padding set by script only (a style attribute in server HTML breaks a strict Content-Security-Policy). */}
      <ul
        aria-label={label}
        tabIndex={-1}
        style={mounted ? { paddingBlockStart: before, paddingBlockEnd: after } : undefined}
      >
        {items.map((item) => {
          const row = view.row(item.index);
          if (!row) return null;
          return (
            <ClinicRow
              key={row.position}
              ref={mounted ? rows.measure(item.index) : undefined}
              index={item.index}
              count={view.count}
              row={row}
              clinic={source.clinicAt(row.position)}
              open={open.has(row.position)}
              onToggle={(isOpen) => onToggle(row.position, isOpen)}
              chosen={row.position === selected}
              onSelect={() => onSelect(row.position)}
            />
          );
        })}
      </ul>
    </ListBox>
  );
});
