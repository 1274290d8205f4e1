/**
 * Parsers for the attributes a host page sets. Each turns the raw string (undefined when absent or empty) into a
 * typed value; a wrong value produces one warning naming the element, the attribute and what is accepted, and the
 * default is used instead. A wrong attribute never blanks the widget.
 */
export type Warn = (message: string) => void;

export interface AttributeParser<T> {
  /** Accepted values, as documented (for the warning text). */
  accepts: string;
  parse(raw: string | undefined, warn: Warn): T;
}

export function oneOf<const V extends string>(values: readonly V[], fallback: V): AttributeParser<V> {
  return {
    accepts: values.join(' | '),
    parse(raw, warn) {
      if (raw === undefined) return fallback;
      const value = raw.trim().toLowerCase() as V;
      if (values.includes(value)) return value;
      warn(`accepted values are ${values.join(', ')}; using "${fallback}".`);
      return fallback;
    },
  };
}

/** A comma-separated selection of known ids; absent means all of them, in their own order. */
export function listOf<const V extends string>(values: readonly V[]): AttributeParser<readonly V[]> {
  return {
    accepts: `comma-separated list of ${values.join(', ')}`,
    parse(raw, warn) {
      if (raw === undefined) return values;
      const asked = raw.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
      const known = asked.filter((id): id is V => values.includes(id as V));
      const unknown = asked.filter((id) => !values.includes(id as V));
      if (unknown.length) {
        warn(
          `unknown ${unknown.length === 1 ? 'value' : 'values'} ${unknown.map((u) => `"${u}"`).join(', ')}; ` +
            `accepted values are ${values.join(', ')}${known.length ? '' : '; showing all'}.`,
        );
      }
      return known.length ? [...new Set(known)] : values;
    },
  };
}

/** An absolute http(s) URL without trailing slash; absent means the page's own origin. */
export const siteUrl: AttributeParser<string> = {
  accepts: 'an absolute http(s) URL, such as https://phoenix-bionics.example',
  parse(raw, warn) {
    const fallback = globalThis.location?.origin ?? '';
    if (raw === undefined) return fallback;
    try {
      const url = new URL(raw.trim());
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
      return (url.origin + url.pathname).replace(/\/+$/, '');
    } catch {
      warn(`expected an absolute http(s) URL such as https://phoenix-bionics.example; using this page's origin.`);
      return fallback;
    }
  },
};

/** A URL path prefix such as /prosthetics; absent means the site lives at the root. */
export const basePath: AttributeParser<string> = {
  accepts: 'a path starting with /, such as /prosthetics',
  parse(raw, warn) {
    if (raw === undefined) return '';
    const value = raw.trim();
    if (!/^\/[^?#]*$/.test(value)) {
      warn(`expected a path starting with "/", such as "/prosthetics"; using "/".`);
      return '';
    }
    return value.replace(/\/+$/, '');
  },
};

/** Where a form sends its data: an http(s) URL, absolute or relative to the page. Absent means none. */
export const endpointUrl: AttributeParser<string | undefined> = {
  accepts: 'an http(s) URL, absolute or relative to the page, such as /api/inquiries',
  parse(raw, warn) {
    if (raw === undefined) return undefined;
    try {
      const url = new URL(raw.trim(), globalThis.document?.baseURI);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Reported below.
    }
    // Kept as given: sending fails visibly (the draft stays) rather than pretending to succeed.
    warn('expected an http(s) URL such as https://clinic.example/api/inquiries; messages cannot be sent.');
    return raw;
  },
};
