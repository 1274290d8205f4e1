import { type ComponentType, useEffect, useId, useRef } from 'react';
import { Heading } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { useLocale } from '../../ui/locale';
import type { DemoProps } from './Demo';
import { Close, Dialog, DialogBar } from './dialog.styles';

export interface DemoPanelProps {
  Demo: ComponentType<DemoProps>;
  props: DemoProps;
  /** Changes with each request to open it (a new tour each time). */
  opened: number;
  /** Where focus goes back when it closes (browsers do not restore it inside a shadow root). */
  onClose: () => void;
}

/**
 * The demo in a modal dialog: focus moves in and stays in, Escape or the close button closes it, and focus goes
 * back to the control that opened it. Fetched with the demo, on first opening (DemoDialog.tsx).
 */
export function DemoPanel({ Demo, props, opened, onClose }: DemoPanelProps) {
  const { text } = useLocale();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each request to open shows it
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [opened]);

  return (
    <Dialog ref={dialog} aria-labelledby={titleId} onClose={onClose}>
      <DialogBar>
        <Heading rank={1} id={titleId}>
          {text.demo.dialogTitle}
        </Heading>
        <Close type="button" part="button" onClick={() => dialog.current?.close()}>
          <Icon name="close" size={1.25} />
          <span>{text.demo.close}</span>
        </Close>
      </DialogBar>
      <Demo key={opened} {...props} />
    </Dialog>
  );
}
