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

/** What an element asks of its rendering: render it as it is now (`then` once on screen), or stop for good. */
interface Rendering {
  element: Element;
  update: (then?: () => void) => void;
  stop: () => void;
}

/**
 * One element's React root in a browser (a closure, not a class: the minifier shortens its names). The first render
 * waits for what it needs (its language's words; the router, its page's code); a prerendered root is hydrated in
 * place, the same nodes staying on screen. Renders run in order, each once what it needs is there; while a
 * prerendered root hydrates, updates are held (rendering then would make React throw the server's nodes away) and
 * rendered once it is over.
 */
function startRendering(
  element: HTMLElement,
  shadow: ShadowRoot,
  definition: PhxDefinition,
  markReady: () => void,
): Rendering {
  const { tag, contract } = definition;
  const container =
    ([...shadow.children].find((child) => child.hasAttribute('data-phx-root')) as HTMLElement | undefined) ??
    shadow.appendChild(document.createElement('div'));
  container.setAttribute('data-phx-root', '');
  /** The same for every render of this element: its styles, its host and the toast styles' way in. */
  const services: ShellServices = { ...shadowStyles(shadow, contract.hostCss), host: hostFor(element), adoptToastCss };
  const payload = container.firstElementChild ? readPayload(container, tag) : 'none';
  let facts = liveFacts();
  /**
   * What the prerendered HTML was made with, until its hydration is over: hydration renders exactly that, whatever
   * the element's now, and updates meanwhile are held.
   */
  let rendered: RenderInput | undefined;
  let root: Root | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  /** Whether an update came while hydrating. */
  let held = false;

  const live = (): RenderInput => ({ attributes: rawAttributes(element, contract), lang: languageAbove(element) });

  /** Runs `render` once `prepare` is done; a failure to prepare is reported and the render goes ahead. */
  const run = (prepare: () => Promise<unknown> | undefined, render: () => void) => {
    chain = chain
      .then(prepare)
      .catch((error: Error) => console.error(`<${tag}>: ${error.message}`))
      .then(() => stopped || render());
  };

  /** Fetches what rendering with these attributes and inherited language needs. */
  const prepare = ({ attributes, lang: inherited }: RenderInput) => {
    const { lang } = elementLanguage(attributes, inherited);
    const words = wordsFor(lang, definition.words);
    if (!definition.prepare) return words;
    const { section } = readProps(contract, attributes, facts, () => {});
    return Promise.all([words, definition.prepare(section, lang, facts)]);
  };

  /** Renders the element as it is now; `then` runs once that render is on screen. */
  const update = (then?: () => void) => {
    if (rendered) {
      held = true;
      return;
    }
    run(
      () => prepare(live()),
      () => {
        if (!then) return root?.render(node());
        flushSync(() => root?.render(node()));
        then();
      },
    );
  };

  /** Hydration is over: what changed meanwhile, or differs from what the server rendered, is rendered now. */
  const hydratedNow = () => {
    const was = rendered;
    rendered = undefined;
    if (!was) return;
    const now = live();
    const changed =
      held ||
      !sameAttributes(was.attributes, now.attributes) ||
      elementLanguage(was.attributes, was.lang).lang !== elementLanguage(now.attributes, now.lang).lang;
    // A tap kept before hydration lands on the element as it is now: a Send goes to its own endpoint, for its clinic.
    const replay = () => replayEarlyClicks(element);
    if (changed) update(replay);
    else replay();
  };

  const onRendered = () => {
    markReady();
    answerKeptFill(element);
    hydratedNow();
  };

  /** The element's tree for `input` (hydration: what the server rendered), by default as the element is now. */
  const node = (input = live()) =>
    createElement(ElementRoot, {
      definition,
      attributes: input.attributes,
      inheritedLang: input.lang,
      facts,
      liveFacts,
      services,
      onRendered,
    });

  // Server HTML without a payload (made elsewhere) hydrates as the element is now.
  if (payload !== 'none' && payload !== 'damaged') {
    facts = { ...facts, ...payload?.facts };
    rendered = {
      attributes: payload?.attributes ?? rawAttributes(element, contract),
      lang: payload?.lang ?? languageAbove(element),
    };
    for (const [lang, texts] of Object.entries(payload?.formatted ?? {})) seedFormatted(lang as Language, texts);
    if (payload?.snapshots) seedSnapshots(payload.snapshots);
    if (payload) alreadyStyled(services.cache, payload.styles);
  }

  const unfollow = followPageLanguage(() => update());
  const unconfigure = followConfiguration(() => update());
  const first = rendered;
  // As a transition: React then works in slices between which the browser stays responsive, instead of one task
  // as long as the whole page (what a visitor on a slow phone feels as a frozen page).
  run(
    () => prepare(first ?? live()),
    () =>
      startTransition(() => {
        // From here on React handles the element's clicks itself (on a dehydrated tree, by hydrating it first).
        takeOver(element);
        if (!first) {
          root = createRoot(
            container,
            rootOptions(tag, () => {}),
          );
          return root.render(node());
        }
        // Should hydration itself fail, the element is no longer waiting for it: the next change renders afresh.
        root = hydrateRoot(container, node(first), rootOptions(tag, hydratedNow));
      }),
  );

  return {
    element,
    update,
    stop() {
      stopped = true;
      unfollow();
      unconfigure();
      root?.unmount();
      root = undefined;
    },
  };
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
      // r2wc mounts into the element's own shadow root (r2wc-renderer.test.ts).
      const element = shadow.host as PhxElement;
      const rendering = startRendering(element, shadow, definition as unknown as PhxDefinition, () =>
        element.markReady(),
      );
      renderings.set(element, rendering);
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
