import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, waitFor } from '../../test/wait';

afterEach(() => {
  vi.doUnmock('./DemoPanel');
  vi.resetModules();
});

/** A section's button that opens the demo, through the freshly imported module's hook. */
function Opener({ useDemo }: { useDemo: typeof import('./DemoDialog').useDemoDialog }) {
  const demo = useDemo();
  return (
    <>
      <button type="button" {...demo.opener('demo')}>
        Watch the demo
      </button>
      {demo.dialog}
    </>
  );
}

describe("the demo dialog's code, when it cannot be fetched (offline)", () => {
  it('raises no unhandled rejection when a pointer or the focus reaches its button, and opening says why', async () => {
    vi.doMock('./DemoPanel', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { useDemoDialog } = await import('./DemoDialog');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await settle(() => root.render(<Opener useDemo={useDemoDialog} />));
    const button = host.querySelector('button')!;
    await settle(() => button.focus());
    await settle(() => button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    await settle(() => button.click());
    await waitFor(() => failed.mock.calls.some(([text]) => String(text).includes('the hand demo could not be loaded')));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await settle(() => root.unmount());
    host.remove();
  });
});
