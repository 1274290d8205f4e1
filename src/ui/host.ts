import { createContext, useContext } from 'react';
import type { PhxEventMap } from './events';

/**
 * What a section may ask of the element that hosts it, without knowing it is a custom element (the element
 * provides it; see elements/host.ts).
 */
export interface Host {
  /**
   * Dispatches a bubbling, composed DOM event from the element (cancelable as ui/events.ts says); returns false if
   * a listener cancelled it.
   */
  emit<Name extends keyof PhxEventMap>(type: Name, detail: PhxEventMap[Name]): boolean;
  /**
   * A session-storage key for `name` that is stable across reloads and distinct per element on the page:
   * built from the element's tag, its id (or its position among its kind) and the page's path.
   */
  storageKey(name: string): string;
  /** Writes a line to the console, prefixed with the element's tag, so a host page knows who spoke. */
  warn(message: string): void;
  /**
   * Listens for a request the page makes of the element (`phx-fill`); a handler that takes it returns true (the
   * asker learns it was answered). Returns what stops listening.
   */
  listen(type: `phx-${string}`, handler: (detail: unknown) => boolean): () => void;
}

const detachedHost: Host = {
  emit: () => true,
  storageKey: (name) => `phx:${name}`,
  warn: () => {},
  listen: () => () => {},
};

export const HostContext = createContext<Host>(detachedHost);

export const useHost = () => useContext(HostContext);
