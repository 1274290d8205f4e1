export declare const elements: {
    readonly 'phx-about': {
        readonly attributes: {};
        readonly events: readonly [];
        readonly parts: readonly ["frame", "heading", "card"];
        readonly placeholder: '1600px';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
    readonly 'phx-clinics': {
        readonly attributes: {
            readonly clinic: {
                readonly kind: 'id';
                readonly what: 'a clinic id';
                readonly pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$';
                readonly examples: readonly ["hudson-limb-center", "isar-prothetik"];
                readonly shapes: true;
            };
            readonly country: {
                readonly kind: 'id';
                readonly what: 'a two-letter ISO 3166 country code';
                readonly pattern: '^[a-z]{2}$';
                readonly examples: readonly ["de", "us"];
                readonly shapes: true;
            };
            readonly product: {
                readonly kind: 'maybeOneOf';
                readonly values: readonly string[];
            };
            readonly endpoint: {
                readonly kind: 'endpoint';
            };
        };
        readonly events: readonly ["phx-navigate", "phx-cta", "phx-submit", "phx-submit-success", "phx-submit-error"];
        readonly parts: readonly ["frame", "heading", "card", "button", "field", "consent", "map", "form", "submit", "toast"];
        readonly placeholder: '1200px';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
    readonly 'phx-compare': {
        readonly attributes: {
            readonly product: {
                readonly kind: 'list';
                readonly values: readonly string[];
                readonly shapes: true;
            };
        };
        readonly events: readonly ["phx-navigate", "phx-cta"];
        readonly parts: readonly ["frame", "heading", "button", "card"];
        readonly placeholder: '900px';
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
            readonly clinic: {
                readonly kind: 'id';
                readonly what: 'a clinic id';
                readonly pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$';
                readonly examples: readonly ["hudson-limb-center", "isar-prothetik"];
            };
        };
        readonly events: readonly ["phx-submit", "phx-submit-success", "phx-submit-error", "phx-navigate"];
        readonly parts: readonly ["frame", "form", "field", "consent", "submit", "button", "card", "heading", "toast"];
        readonly placeholder: '1400px';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
    readonly 'phx-demo': {
        readonly attributes: {
            readonly product: {
                readonly kind: 'maybeOneOf';
                readonly values: readonly string[];
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
    readonly 'phx-footer': {
        readonly attributes: {};
        readonly events: readonly ["phx-navigate"];
        readonly parts: readonly ["frame", "footer", "heading"];
        readonly placeholder: '360px';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
    readonly 'phx-home': {
        readonly attributes: {};
        readonly events: readonly ["phx-navigate", "phx-cta"];
        readonly parts: readonly ["frame", "heading", "card", "button", "artwork"];
        readonly placeholder: '100vh';
        readonly headingBase: 2;
        readonly firstPaint: true;
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
    readonly 'phx-not-found': {
        readonly attributes: {};
        readonly events: readonly ["phx-navigate"];
        readonly parts: readonly ["frame", "heading", "button"];
        readonly placeholder: '60vh';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
    readonly 'phx-products': {
        readonly attributes: {
            readonly product: {
                readonly kind: 'list';
                readonly values: readonly string[];
                readonly shapes: true;
            };
            readonly layout: {
                readonly kind: 'oneOf';
                readonly values: readonly ["list", "grid"];
                readonly default: 'list';
                readonly shapes: true;
            };
            readonly clinic: {
                readonly kind: 'id';
                readonly what: 'a clinic id';
                readonly pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$';
                readonly examples: readonly ["hudson-limb-center", "isar-prothetik"];
            };
        };
        readonly events: readonly ["phx-navigate", "phx-cta"];
        readonly parts: readonly ["frame", "heading", "card", "button", "artwork"];
        readonly placeholder: '1800px';
        readonly headingBase: 2;
        readonly firstPaint: true;
    };
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
        readonly parts: readonly ["frame", "skip-link", "nav", "nav-link", "menu-toggle", "footer", "heading", "card", "button", "artwork", "form", "field", "consent", "submit", "toast", "map"];
        readonly placeholder: '100vh';
        readonly headingBase: 1;
        readonly firstPaint: false;
    };
};
