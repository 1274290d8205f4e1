/**
 * What an element's definition reads of its contract: the shape of an entry, the common attributes, and an element's
 * attributes by name. contract.ts re-exports it all; it lives apart from the registry of every element, so that a
 * definition brings its own element's contract and no other.
 */
import type { PhxEventName as EventName } from '../../ui/events.js';
/** The parts an element's styles expose (`::part(…)`), each named once. */
export declare const partNames: readonly ['frame', 'heading', 'card', 'button', 'artwork', 'nav', 'nav-link', 'menu-toggle', 'footer', 'form', 'field', 'consent', 'submit', 'toast', 'skip-link', 'map'];
export type PartName = (typeof partNames)[number];
/** How an attribute's text is read (see attributes.ts). */
export type AttributeContract = ({
    kind: 'oneOf';
    values: readonly string[];
    default: string;
} | {
    kind: 'maybeOneOf';
    values: readonly string[];
}
/** A name that data decides (a clinic's id, a country's code): lower case, matching `pattern`, or none. */
 | {
    kind: 'id';
    what: string;
    pattern: string;
    examples: readonly [string, string];
} | {
    kind: 'list';
    values: readonly string[];
} | {
    kind: 'url';
} | {
    kind: 'path';
} | {
    kind: 'endpoint';
} | {
    kind: 'language';
}) & {
    /** It decides what the element shows (which products, which layout), not just a detail of it. */
    shapes?: true;
};
/**
 * The partner clinic an element's requests name (`<phx-clinics>`, `<phx-contact>`, `<phx-products>`): ids are the
 * company's data (its clinics file), not code, so any well-formed one is read.
 */
export declare const clinicAttribute: {
    readonly kind: 'id';
    readonly what: 'a clinic id';
    readonly pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$';
    readonly examples: readonly ["hudson-limb-center", "isar-prothetik"];
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
export declare const commonAttributes: {
    readonly 'site-url': {
        readonly kind: 'url';
    };
    readonly lang: {
        readonly kind: 'language';
    };
};
/** An element's attributes, its own and the common ones, by attribute name. */
export declare const attributesIn: (contract: ElementContract) => Record<string, AttributeContract>;
export declare const camelName: (attribute: string) => string;
/** An element's words, in its folder's docs.ts: what it is, each own attribute, its WordPress block's title if it has one. */
export interface ElementDocs<C extends ElementContract> {
    summary: string;
    attributes: Record<keyof C['attributes'], string>;
    /** The title of its block and shortcode in the WordPress plugin; without it, the plugin does not offer it. */
    wordpress?: string;
}
