import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { type Host, HostContext } from '../../ui/host';
import { useLocale } from '../../ui/locale';
import { ToastProvider, ToastStylesContext } from '../../ui/Toasts';
import { color, radius, space } from '../../ui/tokens';

const Failure = styled.div`
  padding: ${space(2)};
  border: 1px solid ${color.danger};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  small { display: block; color: ${color.muted}; margin-top: ${space(0.5)}; }
`;

/** What the shell needs from where it runs: a browser's shadow root, or a server writing HTML. */
export interface ShellServices {
  cache: EmotionCache;
  host: Host;
  /** Static CSS to render as a <style> tag (browsers without constructable stylesheets). */
  inline?: { css: string; nonce: string | undefined };
  adoptToastCss: (css: string) => { css: string; nonce: string | undefined } | null;
}

/**
 * Everything between a shadow root and a section: styles that live in the shadow root, a frame that inherits
 * nothing from the host page and speaks the element's language, the host bridge (events), toasts, and an error
 * boundary that keeps a failure inside the element's own box.
 */
export function Shell({ tag, services, children }: { tag: string; services: ShellServices; children: ReactNode }) {
  const { lang, dir, text } = useLocale();
  const { cache, inline, host } = services;
  return (
    <CacheProvider value={cache}>
      {inline && <style nonce={inline.nonce}>{inline.css}</style>}
      <HostContext.Provider value={host}>
        <ToastStylesContext.Provider value={services.adoptToastCss}>
          <div className="phx-frame" part="frame" lang={lang} dir={dir}>
            <ErrorBoundary
              label={`<${tag}>`}
              fallback={(error) => (
                <Failure role="alert">
                  {text.site.elementError}
                  <small>{error.message}</small>
                </Failure>
              )}
            >
              <ToastProvider>{children}</ToastProvider>
            </ErrorBoundary>
          </div>
        </ToastStylesContext.Provider>
      </HostContext.Provider>
    </CacheProvider>
  );
}
