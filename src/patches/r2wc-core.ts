import type { R2WCBaseProps, R2WCOptions, R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';

/**
 * Stands in for `@r2wc/core` (aliased in aliases.ts; `@r2wc/core-original` is the real one): r2wc's element as phx
 * defines it (src/elements/runtime/r2wc-renderer.ts), with no props and no events. An element attaches its shadow
 * root as it is made, mounts its renderer when it joins a page and unmounts it when it leaves. What phx never asks
 * for stays out of every runtime (0.8 KB gzip): r2wc's attribute transforms (string, number, boolean, json,
 * function, method), its property accessors and its event callbacks. r2wc-core.test.ts runs the same steps on both.
 */
export default function r2wc<Props extends R2WCBaseProps, Context>(
  Component: ComponentType<Props>,
  options: R2WCOptions<Props>,
  renderer: R2WCRenderer<Props, Context>,
): CustomElementConstructor {
  if (Object.keys({ ...options.props, ...options.events }).length)
    throw new TypeError('src/patches/r2wc-core.ts has no props or events: remove the @r2wc/core alias to use them.');
  return class extends HTMLElement {
    /** What it renders into (r2wc's public property): its shadow root. */
    container: HTMLElement = options.shadow ? (this.attachShadow({ mode: options.shadow }) as never) : this;
    #context?: Context;

    connectedCallback() {
      const props = { container: this.container } as Props;
      if (this.#context) renderer.update(this.#context, props);
      else this.#context = renderer.mount(this.container, Component, props);
    }

    disconnectedCallback() {
      if (this.#context) renderer.unmount(this.#context);
      this.#context = undefined;
    }
  };
}
