import { type ComponentType, forwardRef, useId, useImperativeHandle, useRef, useState } from 'react';
import type { GripId, ProductId } from '../../content/products';
import { Heading } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { useLocale } from '../../ui/locale';
import type { DemoProps } from './Demo';
import { Close, Dialog, DialogBar } from './dialog.styles';

export interface DemoDialogHandle {
  /** Opens the demo (for one hand, or every grip), returning focus to `opener` when it closes. */
  open(options: { product?: ProductId; grip?: GripId; opener: HTMLElement | null }): void;
}

let demoModule: Promise<ComponentType<DemoProps>> | undefined;
/** The demo's code, fetched when it is first opened (it is no part of the page's first load). */
const loadDemo = () => (demoModule ??= import('./Demo').then((m) => m.Demo));

/**
 * The demo in a modal dialog: focus moves in and stays in, Escape or the close button closes it, and focus goes
 * back to the control that opened it (browsers do not restore it inside a shadow root).
 */
export const DemoDialog = forwardRef<DemoDialogHandle>(function DemoDialog(_, ref) {
  const { text } = useLocale();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [shown, setShown] = useState<{ Demo: ComponentType<DemoProps>; props: DemoProps; key: number } | null>(null);

  useImperativeHandle(ref, () => ({
    open({ opener: from, ...props }) {
      opener.current = from;
      void loadDemo().then((Demo) => {
        setShown((s) => ({ Demo, props, key: (s?.key ?? 0) + 1 }));
        if (!dialog.current?.open) dialog.current?.showModal();
      });
    },
  }));

  return (
    <Dialog ref={dialog} aria-labelledby={titleId} onClose={() => opener.current?.focus()}>
      <DialogBar>
        <Heading rank={1} id={titleId}>
          {text.demo.dialogTitle}
        </Heading>
        <Close type="button" part="button" onClick={() => dialog.current?.close()}>
          <Icon name="close" size={1.25} />
          <span>{text.demo.close}</span>
        </Close>
      </DialogBar>
      {shown && <shown.Demo key={shown.key} {...shown.props} />}
    </Dialog>
  );
});

/** Fetches the demo's code ahead of need (when a visitor points at a control that opens it). */
export const preloadDemo = () => void loadDemo();
