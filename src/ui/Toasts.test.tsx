import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, waitFor } from '../test/wait';
import type { ShowToast } from './toast-message';

/** The toast code, once it can be fetched. */
const Drawn = () => <p>drawn</p>;

let show!: ShowToast;
/** Takes the provider's `show` (through the freshly imported module's hook). */
function Probe({ useShow }: { useShow: () => ShowToast }) {
  show = useShow();
  return null;
}

afterEach(() => {
  vi.doUnmock('./ToastStack');
  vi.resetModules();
});

describe('toasts whose code cannot be fetched (offline)', () => {
  it('are still announced, raise no unhandled rejection, and the next toast fetches the code again', async () => {
    let fail = true;
    vi.doMock('./ToastStack', () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return { ToastStack: Drawn };
    });
    const { ToastProvider, preloadToasts, useToast } = await import('./Toasts');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await settle(() =>
      root.render(
        <ToastProvider>
          <Probe useShow={useToast} />
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
