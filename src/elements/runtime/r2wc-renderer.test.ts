import { describe, expect, it, vi } from 'vitest';
import { shadowElement } from './r2wc-renderer';

/** A tag defined on r2wc through shadowElement, recording what its renderer is asked to do. */
function define(tag: string) {
  const mounted: ShadowRoot[] = [];
  const unmount = vi.fn();
  customElements.define(
    tag,
    shadowElement({
      mount: (shadow) => {
        mounted.push(shadow);
        return shadow;
      },
      unmount,
    }),
  );
  return { mounted, unmount };
}

// Each of these is a workaround in r2wc-renderer.ts for something r2wc does not offer: an r2wc upgrade that breaks
// one fails here.
describe('our elements on r2wc', () => {
  it('mount into the element’s own open shadow root', () => {
    const { mounted } = define('x-mounted');
    const element = document.createElement('x-mounted');
    document.body.append(element);
    expect(mounted).toEqual([element.shadowRoot]);
    expect(element.shadowRoot?.mode).toBe('open');
  });

  it('keep a shadow root that was there before they were defined (a prerendered one), content and all', () => {
    const element = document.createElement('x-kept');
    element.attachShadow({ mode: 'open' }).innerHTML = '<p>From the server</p>';
    document.body.append(element);
    const { mounted } = define('x-kept');
    expect(mounted).toEqual([element.shadowRoot]);
    expect(element.shadowRoot?.textContent).toBe('From the server');
  });

  it('unmount once the element has left the page, and not when it was only moved', async () => {
    const { mounted, unmount } = define('x-moved');
    const element = document.createElement('x-moved');
    const [first, second] = [document.createElement('div'), document.createElement('div')];
    document.body.append(first, second);
    first.append(element);
    second.append(element);
    await Promise.resolve();
    expect(unmount).not.toHaveBeenCalled();
    expect(mounted).toHaveLength(1);
    element.remove();
    await Promise.resolve();
    expect(unmount).toHaveBeenCalledTimes(1);
    document.body.append(element);
    expect(mounted).toHaveLength(2);
  });
});
