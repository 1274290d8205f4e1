import {
  type ComponentType,
  forwardRef,
  type MouseEvent,
  startTransition,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import type { GripId, ProductId } from '../../content/products';
import { useHost } from '../../ui/host';
import type { DemoPanelProps } from './DemoPanel';

interface DemoDialogHandle {
  /** Opens the demo (for one hand, or every grip), returning focus to `opener` when it closes. */
  open(options: { product?: ProductId; grip?: GripId; opener: HTMLElement | null }): void;
}

let panelModule: Promise<ComponentType<DemoPanelProps>> | undefined;
/**
 * The dialog's and the demo's code, fetched when it is first opened (no part of the page's first load); a failed
 * fetch is tried again at the next opening.
 */
const loadPanel = () =>
  (panelModule ??= import('./DemoPanel').then(
    (m) => m.DemoPanel,
    (error: unknown) => {
      panelModule = undefined;
      throw error;
    },
  ));

/**
 * The demo in a modal dialog, opened by a button of the section. Nothing of it is rendered (nor server-rendered)
 * until it is first opened: then its code and its words are fetched (DemoPanel.tsx), and it opens.
 */
export const DemoDialog = forwardRef<DemoDialogHandle>(function DemoDialog(_, ref) {
  const opener = useRef<HTMLElement | null>(null);
  const [request, setRequest] = useState<Omit<DemoPanelProps, 'onClose'> | null>(null);
  const [Panel, setPanel] = useState<ComponentType<DemoPanelProps> | null>(null);

  useImperativeHandle(ref, () => ({
    open({ opener: from, ...props }) {
      opener.current = from;
      // The dialog is drawn as a transition: the frame that answers the click comes first, the demo in slices after it.
      startTransition(() => setRequest((r) => ({ props, opened: (r?.opened ?? 0) + 1 })));
    },
  }));

  useEffect(() => {
    if (request && !Panel)
      loadPanel().then(
        (loaded) => startTransition(() => setPanel(() => loaded)),
        (error: Error) => {
          // Nothing opened: the button works again (a new request) once the code can be fetched.
          setRequest(null);
          console.error('phx: the hand demo could not be loaded:', error);
        },
      );
  }, [request, Panel]);

  return request && Panel && <Panel {...request} onClose={() => opener.current?.focus()} />;
});

/** Fetches the demo's code ahead of need (when a visitor points at a control that opens it); a failure waits for the opening. */
const preloadDemo = () => void loadPanel().catch(() => {});

/**
 * A section's demo dialog, and the props of a button that opens it: pointing at or focusing the button fetches the
 * dialog's code, pressing it tells the host page (`phx-cta` with `cta`) and opens the demo, for one hand or all.
 */
export function useDemoDialog() {
  const demo = useRef<DemoDialogHandle>(null);
  const host = useHost();
  const opener = (cta: string, options: { product?: ProductId } = {}) => ({
    'aria-haspopup': 'dialog' as const,
    onPointerEnter: preloadDemo,
    onFocus: preloadDemo,
    onClick: (event: MouseEvent<HTMLElement>) => {
      host.emit('phx-cta', { cta });
      demo.current?.open({ ...options, opener: event.currentTarget });
    },
  });
  return { dialog: <DemoDialog ref={demo} />, opener };
}
