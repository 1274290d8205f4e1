import styled from '@emotion/styled';
import { SnackbarProvider, useSnackbar, type CustomContentProps, type SnackbarKey } from 'notistack';
import { createContext, forwardRef, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ui } from '../content/site';
import { color, radius, shadow, space, layout } from './tokens';

/**
 * Toasts: notistack manages the queue and transitions; we draw each toast, time it (paused while hovered or
 * focused, never under 6 s), and announce it through live regions that exist before any toast does.
 */
export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastMessage {
  variant: ToastVariant;
  title: string;
  text?: string;
  /** One action button, for example "Try again". */
  action?: { label: string; onSelect: () => void };
  /** Milliseconds before it closes by itself; errors stay until dismissed. */
  duration?: number;
}

const AUTO_HIDE_MS = 8000;

type Announce = (message: ToastMessage) => void;
const AnnounceContext = createContext<Announce>(() => {});

/** Shows a toast; returns a function that closes it. */
export function useToast(): (message: ToastMessage) => () => void {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const announce = useContext(AnnounceContext);
  return useCallback(
    (message: ToastMessage) => {
      announce(message);
      const key = enqueueSnackbar({ variant: message.variant, message: message.title, persist: true, toast: message } as never);
      return () => closeSnackbar(key);
    },
    [enqueueSnackbar, closeSnackbar, announce],
  );
}

const Card = styled.div<{ variant: ToastVariant }>`
  pointer-events: auto;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space(1)} ${space(2)};
  align-items: start;
  width: min(420px, calc(100vw - 32px));
  padding: ${space(2)} ${space(2)} ${space(2)} ${space(2.5)};
  border-radius: ${radius.md};
  border-left: 6px solid ${(p) => (p.variant === 'error' ? color.danger : p.variant === 'success' ? color.success : color.primary)};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.raised};
  font-size: 1em;
  line-height: 1.45;
  strong { display: block; font-size: 1.05em; }
  p { margin: ${space(0.5)} 0 0; color: ${color.muted}; }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: ${space(1)};
  justify-content: flex-end;
`;

const ToastButton = styled.button`
  min-width: ${layout.minTarget};
  min-height: ${layout.minTarget};
  padding: 0 ${space(1.5)};
  border: 2px solid ${color.primary};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.primary};
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${color.surfaceAlt}; }
`;

const Dismiss = styled(ToastButton)`
  border-color: transparent;
  color: ${color.muted};
  font-size: 1.4em;
  line-height: 1;
  padding: 0;
`;

type ToastProps = CustomContentProps & { toast: ToastMessage };

const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast({ id, toast }, ref) {
  const { closeSnackbar } = useSnackbar();
  const close = useCallback(() => closeSnackbar(id), [closeSnackbar, id]);
  const pause = useAutoHide(id, toast, close);
  return (
    <Card ref={ref} variant={toast.variant} part="toast" data-variant={toast.variant} {...pause}>
      <div>
        <strong>{toast.title}</strong>
        {toast.text && <p>{toast.text}</p>}
      </div>
      <Dismiss type="button" aria-label={ui.toastDismiss} onClick={close}>
        ×
      </Dismiss>
      {toast.action && (
        <Actions>
          <ToastButton
            type="button"
            onClick={() => {
              close();
              toast.action!.onSelect();
            }}
          >
            {toast.action.label}
          </ToastButton>
        </Actions>
      )}
    </Card>
  );
});

/** Closes the toast after its duration, counting only time it is neither hovered nor focused. */
function useAutoHide(id: SnackbarKey, toast: ToastMessage, close: () => void) {
  const duration = toast.duration ?? (toast.variant === 'error' ? Infinity : AUTO_HIDE_MS);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const paused = hovered || focused;
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(close, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - started));
    };
  }, [paused, close, id]);
  return {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: React.FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
}

const Layer = styled.div`
  /* The top layer (popover) keeps toasts on screen even when a host ancestor has a transform or filter. */
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

const components = { success: Toast, error: Toast, info: Toast, default: Toast };

/** Provides toasts to everything inside one element. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const [polite, setPolite] = useState('');
  const [assertive, setAssertive] = useState('');
  useEffect(() => {
    if (layer && typeof layer.showPopover === 'function' && !layer.matches(':popover-open')) layer.showPopover();
  }, [layer]);
  const announce = useCallback<Announce>((message) => {
    const text = [message.title, message.text].filter(Boolean).join(' ');
    const set = message.variant === 'error' ? setAssertive : setPolite;
    // Clear first so that the same message twice is announced twice.
    set('');
    setTimeout(() => set(text), 100);
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      <SnackbarProvider
        maxSnack={3}
        domRoot={layer ?? undefined}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        Components={components as never}
        preventDuplicate
      >
        {children}
      </SnackbarProvider>
      <Layer ref={setLayer} popover="manual" data-phx-toasts="" />
      <div className="phx-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {polite}
      </div>
      <div className="phx-visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">
        {assertive}
      </div>
    </AnnounceContext.Provider>
  );
}
