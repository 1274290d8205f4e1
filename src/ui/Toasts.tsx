import styled from '@emotion/styled';
import { createContext, useCallback, useContext, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ShowToast, ToastMessage } from './toast-message';

export { type ShowToast, type ToastMessage, ToastStylesContext, type ToastVariant } from './toast-message';

/**
 * Toasts, announced through live regions that exist before any toast does. The code that draws them (notistack
 * and our toast card) is fetched on first use, or earlier via `preloadToasts()` when a visitor starts a form.
 */
type Stack = ComponentType<{ layer: HTMLElement; onReady: (show: ShowToast) => void }>;

let stackModule: Promise<Stack> | undefined;
/**
 * Fetches the toast code ahead of need. A fetch that failed (offline) is tried again by the next call; until then a
 * toast is still announced (the live regions below), and the form shows its own message.
 */
export const preloadToasts = () =>
  (stackModule ??= import('./ToastStack').then(
    (m) => m.ToastStack,
    (error: unknown) => {
      stackModule = undefined;
      throw error;
    },
  ));

const ToastContext = createContext<ShowToast>(() => () => {});

export const useToast = () => useContext(ToastContext);

/** In the top layer (a popover), which keeps toasts on screen even when a host ancestor has a transform or filter. */
const Layer = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  width: 100%;
  height: auto;
  max-height: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  overflow: visible;
  pointer-events: none;
  color: inherit;
  font: inherit;
  .notistack-SnackbarContainer { z-index: auto; }
`;

/** Provides toasts to everything inside one element. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  // Read when a toast shows: a send replayed the moment the element hydrates comes before `layer` is set.
  const placed = useRef<HTMLDivElement | null>(null);
  const place = useCallback((element: HTMLDivElement | null) => {
    placed.current = element;
    setLayer(element);
  }, []);
  const [polite, setPolite] = useState('');
  const [assertive, setAssertive] = useState('');
  const [Stack, setStack] = useState<Stack | null>(null);
  const enqueue = useRef<ShowToast | null>(null);
  const waiting = useRef<{ message: ToastMessage; closed: boolean; close?: () => void }[]>([]);

  // Into the top layer with each toast, not at mount (a popover costs every page a style pass), and again after
  // the element was moved (leaving the document closes a popover).
  const raiseLayer = useCallback(() => {
    const layer = placed.current;
    if (layer && typeof layer.showPopover === 'function' && !layer.matches(':popover-open')) layer.showPopover();
  }, []);

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
      raiseLayer();
      announce(message);
      if (enqueue.current) return enqueue.current(message);
      const entry: (typeof waiting.current)[number] = { message, closed: false };
      waiting.current.push(entry);
      preloadToasts().then(
        (loaded) => setStack(() => loaded),
        () => {},
      );
      return () => {
        entry.closed = true;
        entry.close?.();
      };
    },
    [announce, raiseLayer],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <Layer ref={place} popover="manual" data-phx-toasts="" />
      {Stack && layer && <Stack layer={layer} onReady={onReady} />}
      <div className="phx-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {polite}
      </div>
      <div className="phx-visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">
        {assertive}
      </div>
    </ToastContext.Provider>
  );
}
