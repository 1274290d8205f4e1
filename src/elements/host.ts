import { createContext, useContext } from 'react';

/** What a section may ask of the element that hosts it, without knowing it is a custom element. */
export interface Host {
  /** Dispatches a bubbling, composed DOM event from the element; returns false if a listener cancelled it. */
  emit(type: `phx-${string}`, detail?: unknown, options?: { cancelable?: boolean }): boolean;
  /**
   * A session-storage key for `name` that is stable across reloads and distinct per element on the page:
   * built from the element's tag, its id (or its position among its kind) and the page's path.
   */
  storageKey(name: string): string;
}

export const detachedHost: Host = { emit: () => true, storageKey: (name) => `phx:${name}` };

export const HostContext = createContext<Host>(detachedHost);

export const useHost = () => useContext(HostContext);

export function hostFor(element: Element): Host {
  const tag = element.localName;
  return {
    emit(type, detail, options) {
      return element.dispatchEvent(
        new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: options?.cancelable ?? false }),
      );
    },
    storageKey(name) {
      const place = element.id || String(Math.max(0, [...document.getElementsByTagName(tag)].indexOf(element)));
      return `phx:${name}:${tag}:${place}:${location.pathname}`;
    },
  };
}
