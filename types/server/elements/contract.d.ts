import type { PhxEventName as EventName } from '../ui/events.js';
/** How an attribute's text is read (see attributes.ts). */
export type AttributeContract = ({
    kind: 'oneOf';
    values: readonly string[];
    default: string;
} | {
    kind: 'maybeOneOf';
    values: readonly string[];
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
/** Every event an element may fire, with its detail's type (PhxEventMap): written once, in ui/events.ts. */
export { phxEvents as events, type PhxEventName as EventName } from '../ui/events.js';
export declare const partNames: readonly ['frame', 'heading', 'card', 'button', 'artwork', 'nav', 'nav-link', 'menu-toggle', 'footer', 'form', 'field', 'submit', 'toast', 'skip-link', 'map'];
export type PartName = (typeof partNames)[number];
export declare const elements: {
    readonly 'phx-router': {
        readonly attributes: {
            readonly base: {
                readonly kind: 'path';
                readonly shapes: true;
            };
            readonly mode: {
                readonly kind: 'oneOf';
                readonly values: readonly ["history", "hash"];
                readonly default: 'history';
                readonly shapes: true;
            };
            readonly endpoint: {
                readonly kind: 'endpoint';
            };
        };
        readonly events: readonly ["phx-cta", "phx-submit", "phx-submit-success", "phx-submit-error"];
        readonly parts: readonly ["frame", "skip-link", "nav", "nav-link", "menu-toggle", "footer", "heading", "card", "button", "artwork", "form", "field", "submit", "toast", "map"];
        readonly placeholder: '100vh';
        readonly headingBase: 1;
        readonly firstPaint: false;
    };
    readonly 'phx-nav': {
        readonly attributes: {};
        readonly events: readonly ["phx-navigate", "phx-cta"];
        readonly parts: readonly ["frame", "nav", "nav-link", "menu-toggle", "button"];
        readonly placeholder: '72px';
        readonly headingBase: 2;
        readonly firstPaint: true;
        readonly hostCss: ':host { position: sticky; top: 0; z-index: 10; }';
    };
    readonly 'phx-home': {
        readonly attributes: {};
        readonly events: readonly ["phx-navigate", "phx-cta"];
        readonly parts: readonly ["frame", "heading", "card", "button", "artwork"];
        readonly placeholder: '100vh';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
    readonly 'phx-about': {
        readonly attributes: {};
        readonly events: readonly [];
        readonly parts: readonly ["frame", "heading", "card"];
        readonly placeholder: '1600px';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
    readonly 'phx-products': {
        readonly attributes: {
            readonly product: {
                readonly kind: 'list';
                readonly values: readonly ("flexigrip-elite" | "neural-pro-x1" | "smarthand-ai")[];
                readonly shapes: true;
            };
            readonly layout: {
                readonly kind: 'oneOf';
                readonly values: readonly ["list", "grid"];
                readonly default: 'list';
                readonly shapes: true;
            };
        };
        readonly events: readonly ["phx-navigate", "phx-cta"];
        readonly parts: readonly ["frame", "heading", "card", "button", "artwork"];
        readonly placeholder: '1800px';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
    readonly 'phx-contact': {
        readonly attributes: {
            readonly inquiry: {
                readonly kind: 'oneOf';
                readonly values: readonly ["general", "consultation", "support", "insurance", "partnership"];
                readonly default: 'general';
            };
            readonly endpoint: {
                readonly kind: 'endpoint';
            };
        };
        readonly events: readonly ["phx-submit", "phx-submit-success", "phx-submit-error", "phx-navigate"];
        readonly parts: readonly ["frame", "form", "field", "submit", "button", "card", "heading", "toast"];
        readonly placeholder: '1400px';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
    readonly 'phx-demo': {
        readonly attributes: {
            readonly product: {
                readonly kind: 'maybeOneOf';
                readonly values: readonly ("flexigrip-elite" | "neural-pro-x1" | "smarthand-ai")[];
                readonly shapes: true;
            };
            readonly grip: {
                readonly kind: 'maybeOneOf';
                readonly values: readonly ["power", "tripod", "pinch", "key", "point", "open", "hook", "mouse"];
                readonly shapes: true;
            };
        };
        readonly events: readonly ["phx-cta"];
        readonly parts: readonly ["frame", "heading", "button", "artwork"];
        readonly placeholder: '900px';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
    readonly 'phx-compare': {
        readonly attributes: {
            readonly product: {
                readonly kind: 'list';
                readonly values: readonly ("flexigrip-elite" | "neural-pro-x1" | "smarthand-ai")[];
                readonly shapes: true;
            };
        };
        readonly events: readonly ["phx-navigate", "phx-cta"];
        readonly parts: readonly ["frame", "heading", "button", "card"];
        readonly placeholder: '900px';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
    readonly 'phx-clinics': {
        readonly attributes: {
            readonly clinic: {
                readonly kind: 'maybeOneOf';
                readonly values: readonly ["hudson-limb-center", "brooklyn-prosthetics", "lakeshore-orthopedic", "bayou-city-bionics", "pacific-hand-institute", "harbor-limb-lab", "cascade-prosthetic-care", "biscayne-mobility", "front-range-limb", "spree-orthopaedie", "havel-handzentrum", "isar-prothetik", "alster-reha-technik", "dom-orthopaedie", "main-handwerk", "retiro-ortopedia", "castellana-protesis", "eixample-bionica", "turia-ortopedia", "giralda-protesis", "creek-prosthetics", "corniche-limb-clinic", "najd-rehabilitation", "red-sea-orthotics", "pearl-bionics"];
                readonly shapes: true;
            };
            readonly country: {
                readonly kind: 'maybeOneOf';
                readonly values: readonly ["us", "de", "es", "ae", "sa", "qa"];
                readonly shapes: true;
            };
            readonly product: {
                readonly kind: 'maybeOneOf';
                readonly values: readonly ("flexigrip-elite" | "neural-pro-x1" | "smarthand-ai")[];
            };
            readonly endpoint: {
                readonly kind: 'endpoint';
            };
        };
        readonly events: readonly ["phx-navigate", "phx-cta", "phx-submit", "phx-submit-success", "phx-submit-error"];
        readonly parts: readonly ["frame", "heading", "card", "button", "field", "map", "form", "submit", "toast"];
        readonly placeholder: '1200px';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
    readonly 'phx-not-found': {
        readonly attributes: {};
        readonly events: readonly ["phx-navigate"];
        readonly parts: readonly ["frame", "heading", "button"];
        readonly placeholder: '60vh';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
    readonly 'phx-footer': {
        readonly attributes: {};
        readonly events: readonly ["phx-navigate"];
        readonly parts: readonly ["frame", "footer", "heading"];
        readonly placeholder: '360px';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
};
export type PhxTag = keyof typeof elements;
export declare const phxTags: PhxTag[];
export declare const isPhxTag: (name: string) => name is PhxTag;
/** An element's attributes, its own and the common ones, by attribute name. */
export declare const attributesOf: (tag: PhxTag) => Record<string, AttributeContract>;
type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
type ValueOf<A> = A extends {
    kind: 'oneOf';
    values: readonly (infer V)[];
} ? V : A extends {
    kind: 'maybeOneOf';
    values: readonly (infer V)[];
} ? V | undefined : A extends {
    kind: 'list';
    values: readonly (infer V)[];
} ? readonly V[] : A extends {
    kind: 'endpoint';
} ? string | false | undefined : string;
/** The props a section receives from its element: each own attribute, read, under its camelCase name. */
export type SectionProps<T extends PhxTag> = {
    -readonly [K in keyof (typeof elements)[T]['attributes'] as Camel<K & string>]: ValueOf<(typeof elements)[T]['attributes'][K]>;
};
export declare const camelName: (attribute: string) => string;
