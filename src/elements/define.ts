import r2wc from '@r2wc/core';
import { type ComponentType, createElement, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { type Language, loadWords, seedFormatted, wordsIfLoaded } from '../content/i18n';
import type { PageFacts } from '../ui/page';
import { attributesOf, elements, type PhxTag, type SectionProps } from './contract';
import { ElementRoot, elementLanguage, type PhxDefinition, type RawAttributes, readProps } from './ElementRoot';
import { hostFor } from './host';
import { bundleOrigin } from './site-origin';
import type { ShellServices } from './Shell';
import { replayEarlyClicks, takeOver } from './early-clicks';
import { alreadyStyled } from './emotion-sheet';
import { adoptToastCss, shadowStyles } from './shadow-styles';

/** The facts of the page the element is on now. */
const liveFacts = (): PageFacts => ({
  href: location.href,
  origin: location.origin,
  site: bundleOrigin() ?? location.origin,
  year: new Date().getFullYear(),
  formKey: globalThis.crypto?.randomUUID?.() ?? String(Math.random()).slice(2),
});

/** The nearest lang above the element, across shadow roots, up to <html lang>. */
function inheritedLanguage(element: Element): string | null {
  let node: Element | null = element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
  while (node) {
    const found = node.closest('[lang]');
    if (found) return found.getAttribute('lang');
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return null;
}

function rawAttributes(element: Element, tag: PhxTag): RawAttributes {
  const raw: Record<string, string | undefined> = {};
  for (const name of Object.keys(attributesOf(tag))) raw[name] = element.getAttribute(name) ?? undefined;
  return raw;
}

const sameAttributes = (a: RawAttributes, b: RawAttributes) =>
  Object.keys({ ...a, ...b }).every((name) => (a[name] ?? undefined) === (b[name] ?? undefined));

/** Elements on the page that speak the page's language: <html lang> changing re-renders them. */
const following = new Set<Rendering>();
let htmlObserver: MutationObserver | undefined;
function followPageLanguage(rendering: Rendering) {
  following.add(rendering);
  htmlObserver ??= new MutationObserver(() => {
    for (const rendering of following) rendering.update();
  });
  if (following.size === 1)
    htmlObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}

/** Reads a `data-phx-*` value the server wrote; a damaged one is reported and the element renders afresh. */
function embedded<T>(container: HTMLElement, name: string, tag: PhxTag): T | undefined {
  const text = container.dataset[name];
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    console.warn(
      `<${tag}>: its prerendered data-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} is not JSON; ignored.`,
    );
    return undefined;
  }
}

/**
 * React's reports, kept inside the element: a recoverable error (a hydration mismatch) and an uncaught one are logged
 * with the element's name instead of reaching the host page's window.onerror; ErrorBoundary logs the caught ones.
 * `failed` runs after an uncaught error, which leaves the root empty.
 */
const rootOptions = (tag: PhxTag, failed: () => void) => ({
  onRecoverableError: (error: unknown) => console.error(`<${tag}>:`, error),
  onUncaughtError: (error: unknown) => {
    console.error(`<${tag}>:`, error);
    failed();
  },
  onCaughtError: () => {},
});

/** What a render is made from: the element's attributes and the language it inherits. */
interface RenderInput {
  attributes: RawAttributes;
  lang: string | null;
}

/**
 * One element's React root in a browser. The first render waits for what it needs (its language's words; the
 * router, its page's code); a prerendered root is hydrated in place, the same nodes staying on screen.
 */
class Rendering {
  private root?: Root;
  private stopped = false;
  private queue: Promise<void> = Promise.resolve();
  private readonly container: HTMLElement;
  private readonly facts: PageFacts;
  /** What the prerendered HTML was made with: hydration renders exactly that, whatever the element's now. */
  private readonly rendered?: RenderInput;
  /**
   * Until hydration is done, an update (an attribute, the page's lang) would make React throw the prerendered
   * nodes away: it waits, and runs once hydration is over.
   */
  private hydrated = false;
  private pending = false;
  /** The same for every render of this element: its styles, its host and the toast styles' way in. */
  private readonly services: ShellServices;
  private readonly onRendered = () => {
    this.element.markReady();
    this.hydratedNow();
  };

  constructor(
    readonly element: HTMLElement & { markReady(): void },
    shadow: ShadowRoot,
    private readonly definition: PhxDefinition,
  ) {
    const { tag } = definition;
    const existing = [...shadow.children].find((child) => child.hasAttribute('data-phx-root')) as
      | HTMLElement
      | undefined;
    const prerendered = Boolean(existing?.firstElementChild);
    this.container = existing ?? shadow.appendChild(document.createElement('div'));
    this.container.setAttribute('data-phx-root', '');
    this.services = { ...shadowStyles(shadow, definition.contract.hostCss), host: hostFor(element), adoptToastCss };
    if (!prerendered) {
      this.facts = liveFacts();
      this.hydrated = true;
      return;
    }
    this.facts = { ...liveFacts(), ...embedded<Partial<PageFacts>>(this.container, 'phxFacts', tag) };
    this.rendered = {
      attributes: embedded<RawAttributes>(this.container, 'phxAttributes', tag) ?? rawAttributes(element, tag),
      lang: this.container.dataset.phxLang ?? inheritedLanguage(element),
    };
    const formatted = embedded<Record<string, Record<string, string>>>(this.container, 'phxFormatted', tag) ?? {};
    for (const [lang, texts] of Object.entries(formatted)) seedFormatted(lang as Language, texts);
    const styled = this.container.dataset.phxStyles;
    if (styled) alreadyStyled(this.services.cache, styled);
  }

  start() {
    followPageLanguage(this);
    const { rendered, definition } = this;
    // As a transition: React then works in slices between which the browser stays responsive, instead of one task
    // as long as the whole page (what a visitor on a slow phone feels as a frozen page).
    this.schedule(
      () =>
        startTransition(() => {
          // From here on React handles the element's clicks itself (on a dehydrated tree, by hydrating it first).
          takeOver(this.element);
          if (!rendered) {
            this.root = createRoot(
              this.container,
              rootOptions(definition.tag, () => {}),
            );
            return this.root.render(this.node());
          }
          // Should hydration itself fail, the element is no longer waiting for it: the next change renders afresh.
          const failed = () => this.hydratedNow();
          this.root = hydrateRoot(this.container, this.node(rendered), rootOptions(definition.tag, failed));
        }),
      rendered,
    );
  }

  update() {
    if (!this.hydrated) {
      this.pending = true;
      return;
    }
    this.schedule(() => this.root?.render(this.node()));
  }

  stop() {
    this.stopped = true;
    following.delete(this);
    this.root?.unmount();
    this.root = undefined;
  }

  private live(): RenderInput {
    return { attributes: rawAttributes(this.element, this.definition.tag), lang: inheritedLanguage(this.element) };
  }

  /** Hydration is over: what changed meanwhile, or differs from what the server rendered, is rendered now. */
  private hydratedNow() {
    const { rendered } = this;
    if (this.hydrated || !rendered) return;
    this.hydrated = true;
    replayEarlyClicks(this.element);
    const live = this.live();
    const changed =
      this.pending ||
      !sameAttributes(rendered.attributes, live.attributes) ||
      elementLanguage(rendered.attributes, rendered.lang).lang !== elementLanguage(live.attributes, live.lang).lang;
    this.pending = false;
    if (changed) this.update();
  }

  /** The element's tree for `input` (hydration: what the server rendered), by default as the element is now. */
  private node(input: RenderInput = this.live()) {
    const { definition, facts } = this;
    return createElement(ElementRoot, {
      definition,
      attributes: input.attributes,
      inheritedLang: input.lang,
      facts,
      liveFacts,
      services: this.services,
      onRendered: this.onRendered,
    });
  }

  /** Renders once what the element needs is here; a failure to fetch it is reported and the render goes ahead. */
  private schedule(render: () => void, input?: RenderInput) {
    this.queue = this.queue
      .then(() => this.prepare(input ?? this.live()))
      .catch((error: Error) => console.error(`<${this.definition.tag}>: ${error.message}`))
      .then(() => {
        if (!this.stopped) render();
      });
  }

  /** Fetches what rendering with these attributes and inherited language needs. */
  private prepare({ attributes, lang: inherited }: RenderInput): Promise<unknown> | undefined {
    const { definition, facts } = this;
    const { lang } = elementLanguage(attributes, inherited);
    const words = wordsIfLoaded(lang, definition.words) ? undefined : loadWords(lang, definition.words);
    if (!definition.prepare) return words;
    const { section } = readProps(definition.tag, attributes, facts, () => {});
    return Promise.all([words, definition.prepare(section, lang, facts)]);
  }
}

/**
 * Defines `tag` as a custom element with an open shadow root that renders `Section` as the contract describes.
 * Returns the definition (the server renders from it too); defines nothing outside a browser, and nothing twice
 * (the bundle may be loaded twice).
 */
export function defineElement<T extends PhxTag>(
  tag: T,
  Section: ComponentType<SectionProps<T>>,
  options: Pick<PhxDefinition<T>, 'prepare' | 'words'> = {},
): PhxDefinition<T> {
  const definition: PhxDefinition<T> = { tag, contract: elements[tag], Section, ...options };
  if (typeof customElements === 'undefined' || customElements.get(tag)) return definition;
  const renderings = new WeakMap<Element, Rendering>();

  // r2wc makes the element and its shadow root and calls mount/update/unmount; the React root is ours (hydration).
  const Base = r2wc<{ container?: HTMLElement }, Rendering>(
    ElementRoot as ComponentType,
    { shadow: 'open', props: [] },
    {
      mount(container) {
        const shadow = container as unknown as ShadowRoot;
        const element = shadow.host as PhxElement;
        const rendering = new Rendering(element, shadow, definition as unknown as PhxDefinition);
        renderings.set(element, rendering);
        rendering.start();
        return rendering;
      },
      update: (rendering) => rendering.update(),
      unmount(rendering) {
        rendering.stop();
        renderings.delete(rendering.element);
      },
    },
  ) as unknown as new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

  class PhxElement extends Base {
    static observedAttributes = Object.keys(attributesOf(tag));
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

    /** A prerendered (declarative) shadow root is kept, not emptied: it is hydrated in place. */
    attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
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

    // Any change, a removal or an emptied value included, renders again (the default comes back).
    attributeChangedCallback(_name: string, old: string | null, value: string | null) {
      if (old !== value) renderings.get(this)?.update();
    }
  }
  customElements.define(tag, PhxElement);
  return definition;
}
