import r2wc from '@r2wc/core';

/**
 * Our element on r2wc's public renderer interface (mount/unmount), with the React root our own (to hydrate). The
 * builds take r2wc's element without its props and events (src/patches/r2wc-core.ts), which r2wc-core.test.ts checks
 * against r2wc itself: it mounts into the shadow root it attached (r2wc types it HTMLElement) and has the lifecycle
 * callbacks extended below (r2wc's type declares none). What r2wc cannot express is worked around here, and only
 * here; r2wc-renderer.test.ts fails if a change breaks one of these:
 * - r2wc attaches a new shadow root in its constructor: a prerendered (declarative) one is kept instead, not emptied.
 * - r2wc unmounts as soon as the element leaves the page: here a microtask late, and not at all if it is back by
 *   then, so that a moved element keeps its state and a React tree removing one of ours never makes React unmount
 *   a root inside its own render.
 */
interface ShadowRenderer<Context> {
  /** The element is on the page: render into its open shadow root. */
  mount(shadow: ShadowRoot): Context;
  /** The element has left the page. */
  unmount(context: Context): void;
}

interface Lifecycle {
  connectedCallback(): void;
  disconnectedCallback(): void;
}
type ElementClass = new () => HTMLElement & Lifecycle;

/** r2wc renders no component of its own here: the renderer makes the React root. */
const Nothing = () => null;

/** A custom element class with an open shadow root, rendered by `renderer`. */
export function shadowElement<Context>(renderer: ShadowRenderer<Context>): ElementClass {
  const Base = r2wc(
    Nothing,
    { shadow: 'open', props: [] },
    {
      mount: (container) => renderer.mount(container as Node as ShadowRoot),
      update: () => {},
      unmount: (context) => renderer.unmount(context),
    },
  ) as ElementClass;

  return class ShadowElement extends Base {
    #leaving = false;

    attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    connectedCallback() {
      if (this.#leaving) {
        this.#leaving = false;
        return;
      }
      super.connectedCallback();
    }

    disconnectedCallback() {
      this.#leaving = true;
      queueMicrotask(() => {
        if (!this.#leaving) return;
        this.#leaving = false;
        super.disconnectedCallback();
      });
    }
  };
}
