/**
 * The public contract of every element, once: its tag, attributes (how each is read and its default), events, parts
 * and the room it reserves before it renders. The element definitions, the loader's registry, the build's entries,
 * custom-elements.json, types/phx.d.ts, docs/elements/ and the README's table are all read or generated from this file and its
 * words in contract-docs.ts (`npm run contract` writes the generated ones; a test fails when they drift). The words
 * live apart so that they never reach a browser; their type makes a missing one an error.
 */
import { clinicCountries, clinicIds } from '../content/clinic-ids.ts';
import { gripIds, productIds } from '../content/products.ts';
import { inquiryTypes } from '../inquiry/types.ts';
import type { PhxEventName as EventName } from '../ui/events.ts';

/** How an attribute's text is read (see attributes.ts). */
export type AttributeContract = (
  | { kind: 'oneOf'; values: readonly string[]; default: string }
  | { kind: 'maybeOneOf'; values: readonly string[] }
  | { kind: 'list'; values: readonly string[] }
  | { kind: 'url' }
  | { kind: 'path' }
  | { kind: 'endpoint' }
  | { kind: 'language' }
) & {
  /** It decides what the element shows (which products, which layout), not just a detail of it. */
  shapes?: true;
};

export interface ElementContract {
  /** The element's own attributes (every element also takes the common ones). */
  attributes: Readonly<Record<string, AttributeContract>>;
  events: readonly EventName[];
  parts: readonly PartName[];
  /** Height reserved until the element has rendered, so the page below does not jump. */
  placeholder: string;
  /** Level of the element's top heading: 1 where it is the whole page, 2 on a host page (below the host's h1). */
  headingBase: 1 | 2;
  /** Rules for the element's own box (`:host`), such as a sticky bar. */
  hostCss?: string;
  /**
   * Whether the build prerenders it (per language, attributes at their defaults) for a bare tag's first paint.
   * Not the router: what it shows depends on the address.
   */
  firstPaint: boolean;
}

/** Attributes every element accepts. */
export const commonAttributes = {
  'site-url': { kind: 'url' },
  lang: { kind: 'language' },
} as const satisfies Record<string, AttributeContract>;

/** Every event an element may fire, with its detail's type (PhxEventMap): written once, in ui/events.ts. */
export { phxEvents as events, type PhxEventName as EventName } from '../ui/events.ts';

export const partNames = [
  'frame',
  'heading',
  'card',
  'button',
  'artwork',
  'nav',
  'nav-link',
  'menu-toggle',
  'footer',
  'form',
  'field',
  'submit',
  'toast',
  'skip-link',
  'map',
] as const;
export type PartName = (typeof partNames)[number];

export const elements = {
  'phx-router': {
    attributes: {
      base: { kind: 'path', shapes: true },
      mode: { kind: 'oneOf', values: ['history', 'hash'], default: 'history', shapes: true },
      endpoint: { kind: 'endpoint' },
    },
    events: ['phx-cta', 'phx-submit', 'phx-submit-success', 'phx-submit-error'],
    parts: [
      'frame',
      'skip-link',
      'nav',
      'nav-link',
      'menu-toggle',
      'footer',
      'heading',
      'card',
      'button',
      'artwork',
      'form',
      'field',
      'submit',
      'toast',
      'map',
    ],
    placeholder: '100vh',
    headingBase: 1,
    firstPaint: false,
  },
  'phx-nav': {
    attributes: {},
    events: ['phx-navigate', 'phx-cta'],
    parts: ['frame', 'nav', 'nav-link', 'menu-toggle', 'button'],
    placeholder: '72px',
    headingBase: 2,
    firstPaint: true,
    hostCss: ':host { position: sticky; top: 0; z-index: 10; }',
  },
  'phx-home': {
    attributes: {},
    events: ['phx-navigate', 'phx-cta'],
    parts: ['frame', 'heading', 'card', 'button', 'artwork'],
    placeholder: '100vh',
    headingBase: 2,
    firstPaint: true,
  },
  'phx-about': {
    attributes: {},
    events: [],
    parts: ['frame', 'heading', 'card'],
    placeholder: '1600px',
    headingBase: 2,
    firstPaint: true,
  },
  'phx-products': {
    attributes: {
      product: { kind: 'list', values: productIds, shapes: true },
      layout: { kind: 'oneOf', values: ['list', 'grid'], default: 'list', shapes: true },
    },
    events: ['phx-navigate', 'phx-cta'],
    parts: ['frame', 'heading', 'card', 'button', 'artwork'],
    placeholder: '1800px',
    headingBase: 2,
    firstPaint: true,
  },
  'phx-contact': {
    attributes: {
      inquiry: { kind: 'oneOf', values: inquiryTypes, default: 'general' },
      endpoint: { kind: 'endpoint' },
    },
    events: ['phx-submit', 'phx-submit-success', 'phx-submit-error', 'phx-navigate'],
    parts: ['frame', 'form', 'field', 'submit', 'button', 'card', 'heading', 'toast'],
    placeholder: '1400px',
    headingBase: 2,
    firstPaint: true,
  },
  'phx-demo': {
    attributes: {
      product: { kind: 'maybeOneOf', values: productIds, shapes: true },
      grip: { kind: 'maybeOneOf', values: gripIds, shapes: true },
    },
    events: ['phx-cta'],
    parts: ['frame', 'heading', 'button', 'artwork'],
    placeholder: '900px',
    headingBase: 2,
    firstPaint: true,
  },
  'phx-compare': {
    attributes: {
      product: { kind: 'list', values: productIds, shapes: true },
    },
    events: ['phx-navigate', 'phx-cta'],
    parts: ['frame', 'heading', 'button', 'card'],
    placeholder: '900px',
    headingBase: 2,
    firstPaint: true,
  },
  'phx-clinics': {
    attributes: {
      clinic: { kind: 'maybeOneOf', values: clinicIds, shapes: true },
      country: { kind: 'maybeOneOf', values: clinicCountries, shapes: true },
      product: { kind: 'maybeOneOf', values: productIds },
      endpoint: { kind: 'endpoint' },
    },
    events: ['phx-navigate', 'phx-cta', 'phx-submit', 'phx-submit-success', 'phx-submit-error'],
    parts: ['frame', 'heading', 'card', 'button', 'field', 'map', 'form', 'submit', 'toast'],
    placeholder: '1200px',
    headingBase: 2,
    firstPaint: true,
  },
  'phx-not-found': {
    attributes: {},
    events: ['phx-navigate'],
    parts: ['frame', 'heading', 'button'],
    placeholder: '60vh',
    headingBase: 2,
    firstPaint: true,
  },
  'phx-footer': {
    attributes: {},
    events: ['phx-navigate'],
    parts: ['frame', 'footer', 'heading'],
    placeholder: '360px',
    headingBase: 2,
    firstPaint: true,
  },
} as const satisfies Record<`phx-${string}`, ElementContract>;

export type PhxTag = keyof typeof elements;

export const phxTags = Object.keys(elements) as PhxTag[];

export const isPhxTag = (name: string): name is PhxTag => Object.hasOwn(elements, name);

/** An element's attributes, its own and the common ones, by attribute name. */
export const attributesOf = (tag: PhxTag): Record<string, AttributeContract> => ({
  ...elements[tag].attributes,
  ...commonAttributes,
});

type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;

type ValueOf<A> = A extends { kind: 'oneOf'; values: readonly (infer V)[] }
  ? V
  : A extends { kind: 'maybeOneOf'; values: readonly (infer V)[] }
    ? V | undefined
    : A extends { kind: 'list'; values: readonly (infer V)[] }
      ? readonly V[]
      : A extends { kind: 'endpoint' }
        ? string | false | undefined
        : string;

/** The props a section receives from its element: each own attribute, read, under its camelCase name. */
export type SectionProps<T extends PhxTag> = {
  -readonly [K in keyof (typeof elements)[T]['attributes'] as Camel<K & string>]: ValueOf<
    (typeof elements)[T]['attributes'][K]
  >;
};

export const camelName = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
