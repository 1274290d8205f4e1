/**
 * One place to configure every element of a page or an app: `configure({ siteUrl, endpoint, lang })`, or for a
 * page with only a script tag `<meta name="phx:site-url" content="…">` (one per attribute). Each value is the
 * default of the attribute of that name on every element that has it; an element's own attribute still wins.
 * The values live on globalThis, so that every copy of phx on the page (the loader, the elements' runtime, a second
 * bundle) and a server's renderElement read the same ones. Imported by the loader (`?loader`): keep it small, and
 * import nothing.
 */
/**
 * The attributes a page or an app may set once for every element that has them. Written here, not in the contract,
 * so that the loader carries only this list. `clinic`: a partner clinic's site names itself once for every element.
 */
export declare const configurableAttributes: readonly ['site-url', 'endpoint', 'lang', 'clinic'];
export type ConfigurableAttribute = (typeof configurableAttributes)[number];
type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
/** configure()'s options: each configurable attribute under its camelCase name. */
export type Configuration = {
    [A in ConfigurableAttribute as Camel<A>]?: string;
};
/**
 * Sets the defaults of `site-url`, `endpoint`, `lang` and `clinic` for every phx element (and for renderElement on a server).
 * An option left out keeps its value; `undefined` clears it. Elements already on the page render again.
 */
export declare function configure(options: Configuration): void;
/** The configured default of `name`: configure()'s, else the page's `<meta name="phx:<name>">`, else undefined. */
export declare function configured(name: string): string | undefined;
/** Calls `changed` whenever configure() changes something, until the returned function is called. */
export declare function followConfiguration(changed: () => void): () => void;
export {};
