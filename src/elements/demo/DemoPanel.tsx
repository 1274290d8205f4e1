import { startTransition, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Catalogue, type Language, loadWords, wordsAt } from '../../content/i18n';
import { Heading } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import * as icons from './icons';
import { LocaleContext, localeOf, useLocale } from '../../ui/locale';
import { Demo, type DemoProps } from './Demo';
import { Close, Dialog, DialogBar } from './dialog.styles';

// The demo's words in every language: the sections that open it do not carry them.
wordsAt(import.meta.glob('./*/demo.ts', { base: '../../content/i18n' }));

export interface DemoPanelProps {
  props: DemoProps;
  /** Changes with each request to open it (a new tour each time). */
  opened: number;
  /** Where focus goes back when it closes (browsers do not restore it inside a shadow root). */
  onClose: () => void;
}

/**
 * The demo in a modal dialog: focus moves in and stays in, Escape or the close button closes it, and focus goes
 * back to the control that opened it. Fetched on first opening (DemoDialog.tsx), with the demo's words in the
 * element's language (again when that changes).
 */
export function DemoPanel(panel: DemoPanelProps) {
  const { lang } = useLocale();
  const [words, setWords] = useState<{ lang: Language; text: Catalogue }>();
  useEffect(() => {
    let current = true;
    loadWords(lang, ['demo']).then(
      (text) => current && startTransition(() => setWords({ lang, text })),
      (error: Error) => console.error('<phx-demo>: the words of the demo could not be loaded:', error),
    );
    return () => {
      current = false;
    };
  }, [lang]);
  const locale = useMemo(() => words && localeOf(words.lang, words.text), [words]);
  return (
    locale && (
      <LocaleContext.Provider value={locale}>
        <DemoInDialog {...panel} />
      </LocaleContext.Provider>
    )
  );
}

function DemoInDialog({ props, opened, onClose }: DemoPanelProps) {
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
          <Icon icon={icons.close} size={1.25} />
          <span>{text.demo.close}</span>
        </Close>
      </DialogBar>
      <Demo key={opened} {...props} />
    </Dialog>
  );
}
