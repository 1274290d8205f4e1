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
export const configurableAttributes = ['site-url', 'endpoint', 'lang', 'clinic'] as const;

export type ConfigurableAttribute = (typeof configurableAttributes)[number];

type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;

/** configure()'s options: each configurable attribute under its camelCase name. */
export type Configuration = { [A in ConfigurableAttribute as Camel<A>]?: string };

interface Store {
  values: Partial<Record<ConfigurableAttribute, string>>;
  /** Elements on the page, re-rendered when the configuration changes. */
  listeners: Set<() => void>;
}

const key = Symbol.for('phx.configuration');

function store(): Store {
  const global = globalThis as unknown as Record<symbol, Store | undefined>;
  global[key] ??= { values: {}, listeners: new Set() };
  return global[key];
}

/** configure()'s options, as a warning names them. */
const known = () =>
  configurableAttributes.map((name) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())).join(', ');

/**
 * Sets the defaults of `site-url`, `endpoint`, `lang` and `clinic` for every phx element (and for renderElement on a server).
 * An option left out keeps its value; `undefined` clears it. Elements already on the page render again.
 */
export function configure(options: Configuration): void {
  const { values, listeners } = store();
  for (const [option, value] of Object.entries(options ?? {})) {
    const name = option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) as ConfigurableAttribute;
    if (!configurableAttributes.includes(name))
      console.warn(`phx: configure() has no option "${option}"; it takes ${known()}.`);
    else if (value === undefined || value === null) delete values[name];
    else values[name] = String(value);
  }
  for (const listener of listeners) listener();
}

/** The configured default of `name`: configure()'s, else the page's `<meta name="phx:<name>">`, else undefined. */
export function configured(name: string): string | undefined {
  const value = store().values[name as ConfigurableAttribute];
  if (value !== undefined || typeof document === 'undefined') return value;
  if (!(configurableAttributes as readonly string[]).includes(name)) return undefined;
  return document.querySelector(`meta[name="phx:${name}"]`)?.getAttribute('content') ?? undefined;
}

/** Calls `changed` whenever configure() changes something, until the returned function is called. */
export function followConfiguration(changed: () => void): () => void {
  const { listeners } = store();
  listeners.add(changed);
  return () => listeners.delete(changed);
}
