import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * The React renderer r2wc mounts each element with. It differs from r2wc's default in one way: unmounting waits a
 * microtask and is cancelled if the element is connected again. So an element moved in the DOM (disconnect +
 * connect) keeps its React state, and a React tree that removes one of our elements while rendering does not make
 * React unmount a root synchronously inside its own render.
 */
interface Mounted {
  root: Root;
  container: Node;
  component: ComponentType<any>;
  leaving: boolean;
}

const mounted = new WeakMap<Node, Mounted>();

export const renderer = {
  mount(container: HTMLElement | ShadowRoot, component: ComponentType<any>, props: object): Mounted {
    const existing = mounted.get(container);
    if (existing) {
      existing.leaving = false;
      existing.root.render(createElement(component, props));
      return existing;
    }
    const context: Mounted = { root: createRoot(container), container, component, leaving: false };
    mounted.set(container, context);
    context.root.render(createElement(component, props));
    return context;
  },
  update(context: Mounted, props: object) {
    context.root.render(createElement(context.component, props));
  },
  unmount(context: Mounted) {
    context.leaving = true;
    queueMicrotask(() => {
      if (!context.leaving) return;
      mounted.delete(context.container);
      context.root.unmount();
    });
  },
};
