import r2wc from '@r2wc/react-to-web-component';
import { css, Global } from '@emotion/react';
import { createElement, Fragment, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { HeadingBase } from '../ui/Heading';
import { siteUrl, type AttributeParser } from './attributes';
import { Shell } from './Shell';

export interface ElementOptions {
  /** Rules for the element's own box (`:host`), e.g. a sticky bar. */
  hostCss?: string;
  /** Level of the section's top heading: 2 on a host page (below the host's <h1>), 1 for a whole page. */
  headingBase?: number;
}

/** Attribute parsers keyed by the camelCase prop name; r2wc maps `siteUrl` to the `site-url` attribute. */
export type AttributeSpec<P> = { [K in keyof P]: AttributeParser<P[K]> };

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Turns raw attribute strings into typed props, warning once per wrong value. */
function useAttributes<P>(tag: string, spec: AttributeSpec<P>, raw: Record<string, string | undefined>): P {
  const warned = useRef(new Set<string>());
  const values = Object.keys(spec).map((name) => raw[name]);
  return useMemo(() => {
    const props = {} as P;
    for (const name of Object.keys(spec) as (keyof P & string)[]) {
      const value = raw[name] === '' ? undefined : raw[name];
      props[name] = spec[name].parse(value, (problem) => {
        const key = `${name}=${value}`;
        if (warned.current.has(key)) return;
        warned.current.add(key);
        console.warn(`<${tag}>: ${kebab(name)}="${value}" is not valid: ${problem}`);
      });
    }
    return props;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, values);
}

/**
 * Defines `tag` as a custom element with an open shadow root that renders `Section` inside our Shell. Every
 * element also accepts `site-url`. Defining a tag that exists already does nothing (the bundle may load twice).
 */
export function defineElement<P extends object>(
  tag: string,
  Section: ComponentType<P>,
  attributes: AttributeSpec<P>,
  options: ElementOptions = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const spec = { ...attributes, siteUrl } as AttributeSpec<P & { siteUrl: string }>;

  function ElementRoot(raw: Record<string, string | undefined> & { container: ShadowRoot }) {
    const props = useAttributes(tag, spec, raw);
    const host = raw.container.host as PhxElement;
    useEffect(() => host.markReady?.(), [host]);
    return createElement(Shell, {
      root: raw.container,
      tag,
      siteUrl: props.siteUrl,
      children: createElement(
        Fragment,
        null,
        options.hostCss && createElement(Global, { styles: css(options.hostCss) }),
        createElement(HeadingBase.Provider, { value: options.headingBase ?? 2 }, createElement(Section, props)),
      ),
    });
  }

  const Base = r2wc(ElementRoot as ComponentType<any>, {
    shadow: 'open',
    props: Object.fromEntries(Object.keys(spec).map((name) => [name, 'string' as const])),
  }) as unknown as new () => HTMLElement & {
    connectedCallback(): void;
    disconnectedCallback(): void;
    attributeChangedCallback(n: string, o: string | null, v: string | null): void;
  };

  class PhxElement extends Base {
    #internals: ElementInternals | undefined;
    #leaving = false;

    constructor() {
      super();
      try {
        this.#internals = this.attachInternals();
      } catch {
        // No ElementInternals (older browsers, test DOMs): the placeholder then ends at :defined.
      }
    }

    /** Ends the loader's placeholder (`:state(ready)`) once the first render is on screen. */
    markReady() {
      try {
        this.#internals?.states.add('ready');
      } catch {
        // CustomStateSet unsupported.
      }
    }

    // Unmount a microtask late, and not at all if the element is back by then: a moved element keeps its state,
    // and a React tree removing one of ours never makes React unmount a root inside its own render.
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

    // r2wc ignores an attribute that is removed or emptied; a host expects the default back.
    attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (value === null || value === '') {
        const self = this as unknown as Record<symbol, any>;
        self[PROPS][camel(name)] = undefined;
        self[RENDER]();
        return;
      }
      super.attributeChangedCallback(name, old, value);
    }
  }
  customElements.define(tag, PhxElement);
  return PhxElement;
}
