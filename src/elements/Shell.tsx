import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { useMemo, type ReactNode } from 'react';
import { ui } from '../content/site';
import { NavigationContext, standaloneNavigation } from '../router/navigation';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { ToastProvider } from '../ui/Toasts';
import { color, radius, space } from '../ui/tokens';
import { HostContext, hostFor } from './host';
import { shadowStyles } from './shadow-styles';

const Failure = styled.div`
  padding: ${space(2)};
  border: 1px solid ${color.danger};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  small { display: block; color: ${color.muted}; margin-top: ${space(0.5)}; }
`;

/**
 * Everything between a shadow root and a section: styles that live in the shadow root, a frame that inherits
 * nothing from the host page, the host bridge (events), navigation for links that leave the element, toasts, and
 * an error boundary that keeps a failure inside the element's own box.
 */
export function Shell({ root, tag, siteUrl, children }: { root: ShadowRoot; tag: string; siteUrl: string; children: ReactNode }) {
  const { cache, inline } = shadowStyles(root);
  const host = useMemo(() => hostFor(root.host), [root]);
  const navigation = useMemo(() => standaloneNavigation(siteUrl), [siteUrl]);
  return (
    <CacheProvider value={cache}>
      {inline && <style nonce={inline.nonce}>{inline.css}</style>}
      <HostContext.Provider value={host}>
        <NavigationContext.Provider value={navigation}>
          <div className="phx-frame" part="frame">
            <ErrorBoundary
              label={`<${tag}>`}
              fallback={(error) => (
                <Failure role="alert">
                  {ui.elementError}
                  <small>{error.message}</small>
                </Failure>
              )}
            >
              <ToastProvider>{children}</ToastProvider>
            </ErrorBoundary>
          </div>
        </NavigationContext.Provider>
      </HostContext.Provider>
    </CacheProvider>
  );
}
