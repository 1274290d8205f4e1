import { createContext, useCallback, useContext, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ShowToast, ToastMessage } from './toast-message';

export { type ShowToast, type ToastMessage, ToastStylesContext, type ToastVariant } from './toast-message';

/**
 * Toasts, announced through live regions that exist before any toast does. The code that draws them (their layer,
 * notistack and our toast card: ToastStack.tsx) is fetched on first use, or earlier via `preloadToasts()` when a
 * visitor starts a form; a toast shown before it is here waits for it.
 */
type Stack = ComponentType<{ onReady: (show: ShowToast) => void }>;

let stackModule: Promise<Stack> | undefined;
/** Fetches the toast code ahead of need. */
export const preloadToasts = () => (stackModule ??= import('./ToastStack').then((m) => m.ToastStack));

const ToastContext = createContext<ShowToast>(() => () => {});

export const useToast = () => useContext(ToastContext);

/** Provides toasts to everything inside one element. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [polite, setPolite] = useState('');
  const [assertive, setAssertive] = useState('');
  const [Stack, setStack] = useState<Stack | null>(null);
  const enqueue = useRef<ShowToast | null>(null);
  const waiting = useRef<{ message: ToastMessage; closed: boolean; close?: () => void }[]>([]);

  const announce = useCallback((message: ToastMessage) => {
    const text = [message.title, message.text].filter(Boolean).join(' ');
    const set = message.variant === 'error' ? setAssertive : setPolite;
    // Cleared first so that the same message twice is announced twice.
    set('');
    setTimeout(() => set(text), 100);
  }, []);

  const onReady = useCallback((show: ShowToast) => {
    enqueue.current = show;
    for (const entry of waiting.current.splice(0)) if (!entry.closed) entry.close = show(entry.message);
  }, []);

  const show = useCallback<ShowToast>(
    (message) => {
      announce(message);
      if (enqueue.current) return enqueue.current(message);
      const entry: (typeof waiting.current)[number] = { message, closed: false };
      waiting.current.push(entry);
      preloadToasts().then((loaded) => setStack(() => loaded));
      return () => {
        entry.closed = true;
        entry.close?.();
      };
    },
    [announce],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      {Stack && <Stack onReady={onReady} />}
      <div className="phx-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {polite}
      </div>
      <div className="phx-visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">
        {assertive}
      </div>
    </ToastContext.Provider>
  );
}
