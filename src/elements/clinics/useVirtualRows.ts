/**
 * Which rows of a long list to draw: those in the box's visible part and a few either side, whatever the count.
 * Rows are measured once drawn (an estimate stands for the others); when a row above the visible part turns out
 * taller or shorter than thought, the box scrolls by the difference, so what the visitor looks at stays put.
 * (TanStack Virtual does this too, at ten times the bytes, past the site's size budget: measured in
 * docs/architecture.md, "Libraries we measured". This list is one box that scrolls by itself, rows of one kind.)
 */
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface VirtualRows {
  /** The rows to draw, first to last. */
  first: number;
  last: number;
  /** The room (px) the rows not drawn take above and below. */
  before: number;
  after: number;
  /** A row's ref: measures it while it is drawn. */
  measure(index: number): (element: HTMLElement | null) => void;
  /** Scrolls the box so that the row starts at its top. */
  show(index: number): void;
}

interface VirtualRowsOptions {
  count: number;
  box: RefObject<HTMLElement | null>;
  /** A stable key per row (its measured height stays with it when the list changes). */
  keyOf(index: number): number;
  /** A row's height until it is measured (px). */
  estimate: number;
  /** The box's height where it has none yet (not laid out). */
  fallbackHeight: number;
  overscan: number;
  /** Changes when the list is another one: what was measured starts afresh (its rows are drawn from the top). */
  list: string;
}

export function useVirtualRows({
  count,
  box,
  keyOf,
  estimate,
  fallbackHeight,
  overscan,
}: VirtualRowsOptions): VirtualRows {
  const heights = useRef(new Map<number, number>());
  const [scrollTop, setScrollTop] = useState(0);
  const [boxHeight, setBoxHeight] = useState(0);
  const [, remeasured] = useState(0);
  const sizeOf = (index: number) => heights.current.get(keyOf(index)) ?? estimate;
  const offsetOf = (index: number) => {
    let offset = 0;
    for (let i = 0; i < index; i++) offset += sizeOf(i);
    return offset;
  };

  const visible = boxHeight > 0 ? boxHeight : fallbackHeight;
  let first = 0;
  let top = 0;
  while (first < count - 1 && top + sizeOf(first) <= scrollTop) top += sizeOf(first++);
  let last = first;
  let bottom = top + sizeOf(first);
  while (last < count - 1 && bottom < scrollTop + visible) bottom += sizeOf(++last);
  const drawnFirst = Math.max(0, first - overscan);
  const drawnLast = Math.min(count - 1, last + overscan);
  let before = top;
  for (let i = first - 1; i >= drawnFirst; i--) before -= sizeOf(i);
  let after = 0;
  for (let i = drawnLast + 1; i < count; i++) after += sizeOf(i);

  // Follow the box: its scroll and its height (read before the first paint, then as it changes).
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const scrolled = () => setScrollTop(element.scrollTop);
    element.addEventListener('scroll', scrolled, { passive: true });
    const resized = new ResizeObserver(() => setBoxHeight(element.clientHeight));
    resized.observe(element);
    setBoxHeight(element.clientHeight);
    return () => {
      element.removeEventListener('scroll', scrolled);
      resized.disconnect();
    };
  }, [box]);

  // Rows measured as they are drawn and whenever their height changes (details opened, text zoomed).
  const latest = useRef({ first, keyOf, sizeOf, offsetOf });
  latest.current = { first, keyOf, sizeOf, offsetOf };
  const rows = useRef(new Map<Element, number>());
  const observer = useRef<ResizeObserver | null>(null);
  const pending = useRef(0);
  if (!observer.current && typeof ResizeObserver !== 'undefined')
    observer.current = new ResizeObserver((entries) => {
      let shift = 0;
      let changed = false;
      for (const entry of entries) {
        const index = rows.current.get(entry.target);
        if (index === undefined) continue;
        const height = (entry.target as HTMLElement).offsetHeight;
        // Nothing laid out (a page not shown yet): the estimate stays.
        if (height <= 0) continue;
        const key = latest.current.keyOf(index);
        const was = latest.current.sizeOf(index);
        if (height === was) continue;
        heights.current.set(key, height);
        changed = true;
        if (index < latest.current.first) shift += height - was;
      }
      if (shift && box.current) box.current.scrollTop += shift;
      if (!changed) return;
      cancelAnimationFrame(pending.current);
      pending.current = requestAnimationFrame(() => remeasured((n) => n + 1));
    });
  useEffect(() => () => observer.current?.disconnect(), []);

  // One callback per row index for the life of the list, so that a row drawn again unchanged is left alone.
  const measurers = useRef(new Map<number, (element: HTMLElement | null) => (() => void) | undefined>());
  const measureRow = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      if (!element) return;
      // Measured at once where it is laid out already (no frame drawn with the estimate), then as it changes.
      const height = element.offsetHeight;
      const key = latest.current.keyOf(index);
      if (height > 0 && heights.current.get(key) !== height) {
        heights.current.set(key, height);
        cancelAnimationFrame(pending.current);
        pending.current = requestAnimationFrame(() => remeasured((n) => n + 1));
      }
      rows.current.set(element, index);
      observer.current?.observe(element);
      return () => {
        rows.current.delete(element);
        observer.current?.unobserve(element);
      };
    },
    [],
  );
  const measure = useCallback(
    (index: number) => {
      let callback = measurers.current.get(index);
      if (!callback) {
        callback = measureRow(index);
        measurers.current.set(index, callback);
      }
      return callback;
    },
    [measureRow],
  );
  const show = useCallback(
    (index: number) => {
      if (box.current) box.current.scrollTop = latest.current.offsetOf(index);
    },
    [box],
  );
  return { first: drawnFirst, last: drawnLast, before, after, measure, show };
}
