import styled from '@emotion/styled';
import { SnackbarProvider, useSnackbar, type CustomContentProps, type SnackbarKey } from 'notistack';
import { forwardRef, useCallback, useEffect, useRef, useState } from 'react';
import { ui } from '../content/site';
import { collectedCss } from '../elements/goober-shim';
import { toastStyles } from '../elements/shadow-styles';
import { color, layout, radius, shadow, space } from './tokens';
import type { ShowToast, ToastMessage, ToastVariant } from './Toasts';
import { partProp } from './part';

/**
 * The part of toasts that is fetched with the first one: notistack manages the queue and transitions, and we
 * draw each toast and time it (paused while hovered or focused; errors stay until dismissed).
 */
const AUTO_HIDE_MS = 8000;

// notistack's rules were collected when its module loaded, just before this one.
const fallbackStyles = toastStyles(collectedCss());

const Card = styled('div', partProp)<{ variant: ToastVariant }>`
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

const components = { success: Toast, error: Toast, info: Toast, default: Toast };

/** Hands notistack's enqueue function to the provider once it is mounted. */
function Bridge({ onReady }: { onReady: (show: ShowToast) => void }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => {
    onReady((message) => {
      const key = enqueueSnackbar({ variant: message.variant, message: message.title, persist: true, toast: message } as never);
      return () => closeSnackbar(key);
    });
  }, [enqueueSnackbar, closeSnackbar, onReady]);
  return null;
}

export function ToastStack({ layer, onReady }: { layer: HTMLElement; onReady: (show: ShowToast) => void }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      domRoot={layer}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={components as never}
      preventDuplicate
    >
      {fallbackStyles && <style nonce={fallbackStyles.nonce}>{fallbackStyles.css}</style>}
      <Bridge onReady={onReady} />
    </SnackbarProvider>
  );
}
