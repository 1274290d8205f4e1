/**
 * Reading the attributes a host page sets, by the kinds the contract names. Each turns the raw text (undefined when
 * absent or empty) into a typed value; a wrong value produces one warning naming what is accepted, and the
 * default is used instead. A wrong attribute never blanks the widget.
 */
import type { AttributeContract } from './contract';

type Warn = (problem: string) => void;

/** The endpoint value that asks for a simulated send (the demo pages): nothing is sent, and success is shown. */
export const simulated = 'simulate';

/** Where relative addresses resolve: the page's address, or its origin where only that is known. */
export interface AttributeContext {
  /** The page's own address (location.href: a host page's <base> does not move our links), or null where unknown. */
  baseUrl: string | null;
  /** The page's origin ("" where unknown: links are then relative to the page). */
  origin: string;
  /** The company site's origin, where links lead by default (see site-origin.ts). */
  site: string;
}

export function readAttribute(
  spec: AttributeContract,
  raw: string | undefined,
  warn: Warn,
  context: AttributeContext,
): unknown {
  const value = raw?.trim() || undefined;
  switch (spec.kind) {
    case 'oneOf': {
      if (value === undefined) return spec.default;
      const found = spec.values.find((v) => v === value.toLowerCase());
      if (found) return found;
      warn(`accepted values are ${spec.values.join(', ')}; using "${spec.default}".`);
      return spec.default;
    }
    case 'maybeOneOf': {
      if (value === undefined) return undefined;
      const found = spec.values.find((v) => v === value.toLowerCase());
      if (!found) warn(`accepted values are ${spec.values.join(', ')}; ignoring it.`);
      return found;
    }
    case 'id': {
      if (value === undefined) return undefined;
      const id = value.toLowerCase();
      if (id.length <= 100 && new RegExp(spec.pattern).test(id)) return id;
      warn(`expected ${spec.what} such as "${spec.examples[0]}"; ignoring it.`);
      return undefined;
    }
    case 'list': {
      if (value === undefined) return spec.values;
      const asked = value
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
      const known = [...new Set(asked.filter((id) => spec.values.includes(id)))];
      const unknown = asked.filter((id) => !spec.values.includes(id));
      if (unknown.length) {
        warn(
          `unknown ${unknown.length === 1 ? 'value' : 'values'} ${unknown.map((u) => `"${u}"`).join(', ')}; ` +
            `accepted values are ${spec.values.join(', ')}${known.length ? '' : '; showing all'}.`,
        );
      }
      return known.length ? known : spec.values;
    }
    case 'url': {
      if (value === undefined) return context.site;
      try {
        const url = new URL(value);
        if (url.protocol === 'https:' || url.protocol === 'http:')
          return (url.origin + url.pathname).replace(/\/+$/, '');
      } catch {
        // Reported below.
      }
      warn(
        `expected an absolute http(s) URL such as https://phoenix-bionics.example; using ${context.site || "this page's origin"}.`,
      );
      return context.site;
    }
    case 'path': {
      if (value === undefined) return '';
      if (!/^\/[^?#]*$/.test(value)) {
        warn(`expected a path starting with "/", such as "/prosthetics"; using "/".`);
        return '';
      }
      return value.replace(/\/+$/, '');
    }
    case 'endpoint': {
      if (value === undefined) return undefined;
      if (value.toLowerCase() === simulated) return simulated;
      try {
        const url = context.baseUrl ? new URL(value, context.baseUrl) : new URL(value);
        if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
      } catch {
        // A relative address where the page's address is unknown (a server without one): kept as written.
        if (!context.baseUrl && value.startsWith('/')) return value;
      }
      // Unusable: sending fails visibly (the draft stays) rather than pretending to succeed.
      warn('expected an http(s) URL such as https://clinic.example/api/inquiries; messages cannot be sent.');
      return false;
    }
    case 'language':
      // Read with the page's languages in ElementRoot: an absent lang is inherited, not defaulted.
      return value;
  }
}
