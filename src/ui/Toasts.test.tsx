import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, waitFor } from '../test/wait';

afterEach(() => {
  vi.doUnmock('./ToastStack');
  vi.resetModules();
});

describe('toasts whose code cannot be fetched (offline)', () => {
  it('are still announced, raise no unhandled rejection, and the next toast fetches the code again', async () => {
    let fail = true;
    vi.doMock('./ToastStack', () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return { ToastStack: () => <p>drawn</p> };
    });
    const { ToastProvider, preloadToasts, useToast } = await import('./Toasts');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    let show!: ReturnType<typeof useToast>;
    const Probe = () => {
      show = useToast();
      return null;
    };
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await settle(() =>
      root.render(
        <ToastProvider>
          <Probe />
        </ToastProvider>,
      ),
    );
    await expect(preloadToasts()).rejects.toThrow();
    await settle(() => void show({ variant: 'error', title: 'Your message was not sent' }));
    await waitFor(() => host.querySelector('[role="alert"]')?.textContent === 'Your message was not sent');
    fail = false;
    vi.resetModules();
    await settle(() => void show({ variant: 'success', title: 'Message Sent Successfully!' }));
    await waitFor(() => host.textContent?.includes('drawn'));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await settle(() => root.unmount());
    host.remove();
  });
});
