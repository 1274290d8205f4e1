/**
 * The public contract of every element: the shape of an entry (each element's own is its folder's contract.ts,
 * src/elements/<name>/contract.ts, gathered in all-contracts.ts), the common attributes, events and parts, and what is
 * read from them. The element definitions, the loader's registry, the build's entries, custom-elements.json,
 * types/phx.d.ts, docs/elements/ and the README's table are all read or generated from the entries and their words
 * (contract-docs.ts, each folder's docs.ts; `npm run contract` writes the generated ones; a test fails when they
 * drift). The words live apart so that they never reach a browser; their type makes a missing one an error.
 */
import type { PhxEventName as EventName } from '../ui/events.ts';
import { elements } from './all-contracts';

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

/** Every element, from its folder's contract.ts (all-contracts.ts is written by `npm run contract` from the folders). */
export { elements };

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
