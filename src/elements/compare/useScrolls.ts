import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the box scrolls sideways (its content is wider than it): only then is it a tab stop, so that keyboard
 * users can scroll it. True until measured, as the server renders it: without script a narrow table stays reachable.
 */
export function useScrolls(box: RefObject<HTMLElement | null>) {
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}
