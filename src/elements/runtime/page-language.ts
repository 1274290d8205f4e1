/**
 * The page's language as an element inherits it, and the one observer of <html lang>. Shared by the runtime and the
 * loader's first paint (which imports only `languageAbove`, so the loader carries none of the observer).
 */

/** The nearest lang at or above `from`, across shadow roots, up to <html lang>; null when none is set. */
function inheritedLanguage(from: Element | null): string | null {
  let node = from;
  while (node) {
    const found = node.closest('[lang]');
    if (found) return found.getAttribute('lang');
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return null;
}

/** What an element inherits: the language above it, itself excluded (its own lang is an attribute it reads). */
export function languageAbove(element: Element): string | null {
  const root = element.getRootNode();
  return inheritedLanguage(element.parentElement ?? (root instanceof ShadowRoot ? root.host : null));
}

/** Whoever follows the page's language: <html lang> changing calls each of them. */
const following = new Set<() => void>();
let observer: MutationObserver | undefined;

/** Calls `changed` whenever <html lang> changes, until the returned function is called. */
export function followPageLanguage(changed: () => void): () => void {
  following.add(changed);
  observer ??= new MutationObserver(() => {
    for (const listener of following) listener();
  });
  if (following.size === 1) observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => {
    following.delete(changed);
    if (!following.size) observer?.disconnect();
  };
}
