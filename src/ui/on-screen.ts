import { type RefObject, useEffect, useState } from 'react';

/**
 * Code or data fetched when the part that shows it first comes on screen, read with React's `use()`: once here
 * (or primed by a server, which imports it statically) it is a settled thenable that `use()` reads at once, so a
 * server renders it in place and a browser hydrates the server's HTML when it arrives.
 */
export interface OnScreen<T> {
  ifLoaded(): Promise<T> | undefined;
  load(): Promise<T>;
  prime(value: T): void;
}

const settled = <T>(value: T): Promise<T> =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled', value }) as Promise<T>;

export function onScreen<T>(fetch: () => Promise<T>): OnScreen<T> {
  let ready: Promise<T> | undefined;
  return {
    ifLoaded: () => ready,
    load: async () => {
      if (ready) return ready;
      const value = await fetch();
      ready ??= settled(value);
      return value;
    },
    prime: (value) => {
      ready ??= settled(value);
    },
  };
}

/** What `source` will give, fetched once `box` is on screen (at once where there is no IntersectionObserver). */
export function useOnScreen<T>(source: OnScreen<T>, box: RefObject<Element | null>): Promise<T> {
  const [pending] = useState(() => {
    const ready = source.ifLoaded();
    if (ready) return { promise: ready };
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  });
  useEffect(() => {
    const { resolve } = pending;
    if (!resolve) return;
    const start = () => source.load().then(resolve, () => undefined);
    if (typeof IntersectionObserver === 'undefined') return void start();
    const watch = new IntersectionObserver((seen) => {
      if (!seen.some((entry) => entry.isIntersecting)) return;
      watch.disconnect();
      start();
    });
    if (box.current) watch.observe(box.current);
    return () => watch.disconnect();
  }, [pending, source, box]);
  return pending.promise;
}
