import { type ComponentType, createElement, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { type Language, loadWords, seedFormatted, wordsIfLoaded } from '../../content/i18n';
import { builtRetentionDays } from '../../content/retention';
import { seedSnapshots } from '../../content/snapshots';
import type { PageFacts } from '../../ui/page';
import type { elements, PhxTag, SectionProps } from './contract';
import { attributesIn, type ElementContract } from './contract-shape';
import { ElementRoot, elementLanguage, type PhxDefinition, type RawAttributes, readProps } from './ElementRoot';
import { answerKeptFill } from './contact-on-page';
import { replayEarlyClicks, takeOver } from './early-clicks';
import { alreadyStyled } from '../../patches/emotion-sheet';
import { configured, followConfiguration } from './configuration';
import { hostFor } from './host';
import { followPageLanguage, languageAbove } from './page-language';
import { readPayload } from './payload';
import { shadowElement } from './r2wc-renderer';
import { RenderQueue } from './render-queue';
import type { ShellServices } from './Shell';
import { adoptToastCss, shadowStyles } from './shadow-styles';
import { bundleOrigin } from './site-origin';

/** The facts of the page the element is on now. */
const liveFacts = (): PageFacts => ({
  href: location.href,
  origin: location.origin,
  site: bundleOrigin() ?? location.origin,
  year: new Date().getFullYear(),
  formKey: globalThis.crypto?.randomUUID?.() ?? String(Math.random()).slice(2),
  retentionDays: builtRetentionDays,
});

/** The words of `lang`, fetched unless they are here already. */
const wordsFor = (lang: Language, parts: PhxDefinition['words']) =>
  wordsIfLoaded(lang, parts) ? undefined : loadWords(lang, parts);

/** The element's attributes; one it leaves unset (or empty) takes the page's configured value (configure()). */
function rawAttributes(element: Element, contract: ElementContract): RawAttributes {
  const raw: Record<string, string | undefined> = {};
  for (const name of Object.keys(attributesIn(contract))) {
    const own = element.getAttribute(name) ?? undefined;
    raw[name] = own?.trim() ? own : (configured(name) ?? own);
  }
  return raw;
}

const sameAttributes = (a: RawAttributes, b: RawAttributes) =>
  Object.keys({ ...a, ...b }).every((name) => (a[name] ?? undefined) === (b[name] ?? undefined));

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
  private readonly queue: RenderQueue;
  private readonly container: HTMLElement;
  private readonly facts: PageFacts;
  /** What the prerendered HTML was made with: hydration renders exactly that, whatever the element's now. */
  private readonly rendered?: RenderInput;
  private unfollow?: () => void;
  private unconfigure?: () => void;
  /** The same for every render of this element: its styles, its host and the toast styles' way in. */
  private readonly services: ShellServices;
  private readonly onRendered = () => {
    this.markReady();
    answerKeptFill(this.element);
    this.hydratedNow();
  };

  constructor(
    readonly element: HTMLElement,
    shadow: ShadowRoot,
    private readonly definition: PhxDefinition,
    private readonly markReady: () => void,
  ) {
    const { tag } = definition;
    const existing = [...shadow.children].find((child) => child.hasAttribute('data-phx-root'));
    this.container = existing instanceof HTMLElement ? existing : shadow.appendChild(document.createElement('div'));
    this.container.setAttribute('data-phx-root', '');
    this.services = { ...shadowStyles(shadow, definition.contract.hostCss), host: hostFor(element), adoptToastCss };
    const payload = this.container.firstElementChild ? readPayload(this.container, tag) : 'none';
    this.facts = liveFacts();
    this.queue = new RenderQueue(tag, payload !== 'none' && payload !== 'damaged');
    if (payload === 'none' || payload === 'damaged') return;
    // Server HTML without a payload (made elsewhere) hydrates as the element is now.
    this.facts = { ...this.facts, ...payload?.facts };
    this.rendered = {
      attributes: payload?.attributes ?? rawAttributes(element, definition.contract),
      lang: payload?.lang ?? languageAbove(element),
    };
    for (const [lang, texts] of Object.entries(payload?.formatted ?? {})) seedFormatted(lang as Language, texts);
    if (payload?.snapshots) seedSnapshots(payload.snapshots);
    if (payload) alreadyStyled(this.services.cache, payload.styles);
  }

  start() {
    this.unfollow = followPageLanguage(() => this.update());
    this.unconfigure = followConfiguration(() => this.update());
    const { rendered, definition } = this;
    // As a transition: React then works in slices between which the browser stays responsive, instead of one task
    // as long as the whole page (what a visitor on a slow phone feels as a frozen page).
    this.queue.run(
      () => this.prepare(rendered ?? this.live()),
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
    );
  }

  /** Renders the element as it is now; `then` runs once that render is on screen. */
  update(then?: () => void) {
    if (this.queue.hold()) return;
    this.queue.run(
      () => this.prepare(this.live()),
      () => {
        if (!then) return this.root?.render(this.node());
        flushSync(() => this.root?.render(this.node()));
        then();
      },
    );
  }

  stop() {
    this.queue.stop();
    this.unfollow?.();
    this.unconfigure?.();
    this.root?.unmount();
    this.root = undefined;
  }

  private live(): RenderInput {
    return { attributes: rawAttributes(this.element, this.definition.contract), lang: languageAbove(this.element) };
  }

  /** Hydration is over: what changed meanwhile, or differs from what the server rendered, is rendered now. */
  private hydratedNow() {
    const held = this.queue.release();
    const { rendered } = this;
    if (held === undefined || !rendered) return;
    const live = this.live();
    const changed =
      held ||
      !sameAttributes(rendered.attributes, live.attributes) ||
      elementLanguage(rendered.attributes, rendered.lang).lang !== elementLanguage(live.attributes, live.lang).lang;
    // A tap kept before hydration lands on the element as it is now: a Send goes to its own endpoint, for its clinic.
    const replay = () => replayEarlyClicks(this.element);
    if (changed) this.update(replay);
    else replay();
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

  /** Fetches what rendering with these attributes and inherited language needs. */
  private prepare({ attributes, lang: inherited }: RenderInput): Promise<unknown> | undefined {
    const { definition, facts } = this;
    const { lang } = elementLanguage(attributes, inherited);
    const words = wordsFor(lang, definition.words);
    if (!definition.prepare) return words;
    const { section } = readProps(definition.contract, attributes, facts, () => {});
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
  // Its own entry (its folder's contract.ts): given, not looked up, so that no other element's comes with it.
  contract: (typeof elements)[T],
  Section: ComponentType<SectionProps<T>>,
  options: Pick<PhxDefinition<T>, 'prepare' | 'words'> = {},
): PhxDefinition<T> {
  const definition: PhxDefinition<T> = { tag, contract, Section, ...options };
  if (typeof customElements === 'undefined' || customElements.get(tag)) return definition;
  const renderings = new WeakMap<Element, Rendering>();

  class PhxElement extends shadowElement<Rendering>({
    mount(shadow) {
      const element = shadow.host;
      if (!(element instanceof PhxElement)) throw new TypeError(`<${tag}>: mounted into another element's shadow root`);
      const rendering = new Rendering(element, shadow, definition as unknown as PhxDefinition, () =>
        element.markReady(),
      );
      renderings.set(element, rendering);
      rendering.start();
      return rendering;
    },
    unmount(rendering) {
      rendering.stop();
      renderings.delete(rendering.element);
    },
  }) {
    static observedAttributes = Object.keys(attributesIn(contract));
    #internals: ElementInternals | undefined;

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

    // Any change, a removal or an emptied value included, renders again (the default comes back).
    attributeChangedCallback(_name: string, old: string | null, value: string | null) {
      if (old !== value) renderings.get(this)?.update();
    }
  }
  customElements.define(tag, PhxElement);
  return definition;
}
