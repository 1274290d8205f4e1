import { type ComponentType, forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { type Catalogue, type Language, loadWords } from '../../content/i18n';
import type { GripId, ProductId } from '../../content/products';
import { LocaleContext, localeOf, useLocale } from '../../ui/locale';
import type { DemoProps } from './Demo';
import type { DemoPanelProps } from './DemoPanel';

export interface DemoDialogHandle {
  /** Opens the demo (for one hand, or every grip), returning focus to `opener` when it closes. */
  open(options: { product?: ProductId; grip?: GripId; opener: HTMLElement | null }): void;
}

interface Loaded {
  Panel: ComponentType<DemoPanelProps>;
  Demo: ComponentType<DemoProps>;
}

let demoModule: Promise<Loaded> | undefined;
/** The dialog's and the demo's code, fetched when it is first opened (no part of the page's first load). */
const loadDemo = () =>
  (demoModule ??= Promise.all([import('./DemoPanel'), import('./Demo')]).then(([panel, demo]) => ({
    Panel: panel.DemoPanel,
    Demo: demo.Demo,
  })));

/**
 * The demo in a modal dialog, opened by a button of the section. Nothing of it is rendered (nor server-rendered)
 * until it is first opened: then its code and its words (in the element's language) are fetched, and it opens.
 */
export const DemoDialog = forwardRef<DemoDialogHandle>(function DemoDialog(_, ref) {
  const locale = useLocale();
  const opener = useRef<HTMLElement | null>(null);
  const [shown, setShown] = useState<{ props: DemoProps; opened: number } | null>(null);
  const [loaded, setLoaded] = useState<(Loaded & { text: Catalogue; lang: Language }) | null>(null);

  // The code and the words of the element's language (again when the element's language changes).
  const lang = locale.lang;
  useEffect(() => {
    if (!shown || loaded?.lang === lang) return;
    let current = true;
    Promise.all([loadDemo(), loadWords(lang, ['demo'])]).then(
      ([code, text]) => current && setLoaded({ ...code, text, lang }),
      (error: Error) => console.error('<phx-demo>: the demo could not be loaded:', error),
    );
    return () => {
      current = false;
    };
  }, [shown, lang, loaded?.lang]);

  useImperativeHandle(ref, () => ({
    open({ opener: from, ...props }) {
      opener.current = from;
      setShown((s) => ({ props, opened: (s?.opened ?? 0) + 1 }));
    },
  }));

  const inner = useMemo(() => loaded && localeOf(loaded.lang, loaded.text), [loaded]);
  if (!shown || !loaded || !inner) return null;
  return (
    <LocaleContext.Provider value={inner}>
      <loaded.Panel
        Demo={loaded.Demo}
        props={shown.props}
        opened={shown.opened}
        onClose={() => opener.current?.focus()}
      />
    </LocaleContext.Provider>
  );
});

/** Fetches the demo's code ahead of need (when a visitor points at a control that opens it). */
export const preloadDemo = () => void loadDemo();
