import styled from '@emotion/styled';
import { SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useLocale } from './locale';
import { collectedCss } from '../patches/toast-css';
import { quietLook } from './Button';
import { type ShowToast, type ToastMessage, ToastStylesContext, type ToastVariant } from './toast-message';
import { color, media, radius, shadow, space, textSpacing } from './tokens';

/**
 * The part of toasts that is fetched with the first one: notistack manages the queue and transitions, and we
 * draw each toast and time it (paused while hovered or focused; errors stay until dismissed).
 */
const AUTO_HIDE_MS = 8000;

const Card = styled.div<{ $variant: ToastVariant }>`
  pointer-events: auto;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space(1)} ${space(2)};
  align-items: start;
  width: min(26.25em, calc(100vw - ${space(4)}));
  padding-block: ${space(2)};
  padding-inline: ${space(2.5)} ${space(2)};
  border-radius: ${radius.md};
  border-inline-start: 6px solid ${(p) => (p.$variant === 'error' ? color.danger : p.$variant === 'success' ? color.success : color.primary)};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.raised};
  font-size: 1em;
  line-height: ${textSpacing.lineHeight('1.45')};
  ${media.forcedColors} { border: 2px solid CanvasText; border-inline-start-width: 6px; }
  strong { display: block; font-size: 1.05em; }
  p { margin: ${space(0.5)} 0 ${textSpacing.paragraphSpacing()}; color: ${color.muted}; }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: ${space(1)};
  justify-content: flex-end;
`;

const ToastButton = styled.button`
  ${quietLook}
  justify-content: center;
  border-color: ${color.primary};
  color: ${color.primary};
  &:hover { background: ${color.surfaceAlt}; }
`;

const Dismiss = styled(ToastButton)`
  border-color: transparent;
  color: ${color.muted};
  padding: 0;
  /* The cross is set larger, not the button: its target stays in the base size. */
  span { font-size: 1.4em; line-height: 1; }
`;

type ToastProps = CustomContentProps & { toast: ToastMessage };

const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast({ id, toast }, ref) {
  const { closeSnackbar } = useSnackbar();
  const close = useCallback(() => closeSnackbar(id), [closeSnackbar, id]);
  const pause = useAutoHide(toast, close);
  const { text } = useLocale();
  return (
    <Card ref={ref} $variant={toast.variant} part="toast" data-variant={toast.variant} {...pause}>
      <div>
        <strong>{toast.title}</strong>
        {toast.text && <p>{toast.text}</p>}
      </div>
      <Dismiss type="button" aria-label={text.site.toastDismiss} onClick={close}>
        <span aria-hidden="true">×</span>
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
function useAutoHide(toast: ToastMessage, close: () => void) {
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
  }, [paused, close]);
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
      const key = enqueueSnackbar({
        variant: message.variant,
        message: message.title,
        persist: true,
        toast: message,
      } as never);
      return () => closeSnackbar(key);
    });
  }, [enqueueSnackbar, closeSnackbar, onReady]);
  return null;
}

export function ToastStack({ layer, onReady }: { layer: HTMLElement; onReady: (show: ShowToast) => void }) {
  // notistack's rules were collected when its module loaded, just before this one.
  const adopt = useContext(ToastStylesContext);
  const [fallbackStyles] = useState(() => adopt(collectedCss()));
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
