import { createContext, useContext } from 'react';

/** What a section may ask of the element that hosts it, without knowing it is a custom element. */
export interface Host {
  /** Dispatches a bubbling, composed DOM event from the element; returns false if a listener cancelled it. */
  emit(type: `phx-${string}`, detail?: unknown, options?: { cancelable?: boolean }): boolean;
}

export const detachedHost: Host = { emit: () => true };

export const HostContext = createContext<Host>(detachedHost);

export const useHost = () => useContext(HostContext);

export function hostFor(element: Element): Host {
  return {
    emit(type, detail, options) {
      return element.dispatchEvent(
        new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: options?.cancelable ?? false }),
      );
    },
  };
}
