import { splitLanguagePath } from '../../content/i18n/languages';
import { phxEvents } from '../../ui/events';
import type { Host } from '../../ui/host';

/** The host bridge of a custom element: its events, its session-storage keys and its console lines. */
export function hostFor(element: Element): Host {
  const tag = element.localName;
  return {
    emit(type, detail) {
      const { cancelable } = phxEvents[type];
      return element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
    },
    storageKey(name) {
      const place = element.id || String(Math.max(0, [...document.getElementsByTagName(tag)].indexOf(element)));
      // The same page in another language is the same page: a draft survives switching language.
      return `phx:${name}:${tag}:${place}:${splitLanguagePath(location.pathname).path}`;
    },
    warn(message) {
      console.warn(`<${tag}>: ${message}`);
    },
    listen(type, handler) {
      const listener = (event: Event) => {
        if (handler((event as CustomEvent).detail)) event.preventDefault();
      };
      element.addEventListener(type, listener);
      return () => element.removeEventListener(type, listener);
    },
  };
}

/** The host bridge where there is no element (a server rendering HTML): warnings go to the renderer's `warn`. */
export function serverHost(tag: string, warn: (message: string) => void): Host {
  return {
    emit: () => true,
    storageKey: (name) => `phx:${name}:${tag}`,
    warn: (message) => warn(`<${tag}>: ${message}`),
    listen: () => () => {},
  };
}
