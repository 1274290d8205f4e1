import { type RefObject, useEffect, useState } from 'react';

/**
 * Code or data fetched when the part that shows it first comes on screen. A server primes it (it imports it
 * statically), so its HTML has it; a browser fetches it once, for every element that shows it.
 */
export interface OnScreen<T> {
  loaded(): T | undefined;
  load(): Promise<T>;
  prime(value: T): void;
}

export function onScreen<T>(fetch: () => Promise<T>): OnScreen<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => value,
    load: () =>
      (pending ??= fetch().then(
        (fetched) => (value = fetched),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    prime: (primed) => {
      value ??= primed;
    },
  };
}

/**
 * What `source` gives, once `box` has come on screen (at once where there is no IntersectionObserver). A server
 * has it at once; a browser's first render never does, so that it matches any server HTML it hydrates.
 */
export function useOnScreen<T>(source: OnScreen<T>, box: RefObject<Element | null>): T | undefined {
  const [value, setValue] = useState(() => (typeof document === 'undefined' ? source.loaded() : undefined));
  const missing = value === undefined;
  useEffect(() => {
    if (!missing) return;
    const here = source.loaded();
    if (here !== undefined) return void setValue(() => here);
    const start = () =>
      source.load().then(
        (fetched) => setValue(() => fetched),
        () => undefined,
      );
    if (typeof IntersectionObserver === 'undefined') return void start();
    const watch = new IntersectionObserver((seen) => {
      if (!seen.some((entry) => entry.isIntersecting)) return;
      watch.disconnect();
      start();
    });
    if (box.current) watch.observe(box.current);
    return () => watch.disconnect();
  }, [missing, source, box]);
  return value;
}
