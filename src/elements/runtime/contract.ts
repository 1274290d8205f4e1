/**
 * The public contract of every element: every entry (each element's own is its folder's contract.ts,
 * src/elements/<name>/contract.ts, gathered in all-contracts.ts), their events and parts, and what is read from them;
 * the shape of an entry and the common attributes are in contract-shape.ts, which element definitions read. The element definitions, the loader's registry, the build's entries, custom-elements.json,
 * types/phx.d.ts, docs/elements/ and the README's table are all read or generated from the entries and their words
 * (contract-docs.ts, each folder's docs.ts; `npm run contract` writes the generated ones; a test fails when they
 * drift). The words live apart so that they never reach a browser; their type makes a missing one an error.
 */
import { elements } from '../generated/all-contracts';
import { attributesIn } from './contract-shape';

export {
  type AttributeContract,
  attributesIn,
  camelName,
  commonAttributes,
  type ElementContract,
  type PartName,
  partNames,
} from './contract-shape';

/** Every event an element may fire, with its detail's type (PhxEventMap): written once, in ui/events.ts. */
export { phxEvents as events, type PhxEventName as EventName } from '../../ui/events.ts';

/** Every element, from its folder's contract.ts (all-contracts.ts is written by `npm run contract` from the folders). */
export { elements };

export type PhxTag = keyof typeof elements;

export const phxTags = Object.keys(elements) as PhxTag[];

export const isPhxTag = (name: string): name is PhxTag => Object.hasOwn(elements, name);

/** The same, by tag (for the server and the tools, which know every element). */
export const attributesOf = (tag: PhxTag) => attributesIn(elements[tag]);

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
