/**
 * Types of `phx/server` (dist/server/index.js): render phx elements to HTML on a server.
 * types/test/server.ts checks them against src/server/index.ts.
 */
export type PhxTag =
  | 'phx-router'
  | 'phx-nav'
  | 'phx-home'
  | 'phx-about'
  | 'phx-products'
  | 'phx-contact'
  | 'phx-not-found'
  | 'phx-footer';
export type Language = 'en' | 'de' | 'es' | 'ar';

export interface RenderOptions {
  /** The address of the page the element will be on: <phx-router> renders its page; links resolve against it. */
  url?: string;
  /** The address of the phx.js the page loads: links outside <phx-router> lead to its origin (default: the page's). */
  script?: string;
  /** The page's own language (its <html lang>): elements without a lang attribute speak it. */
  lang?: string;
  /** A Content-Security-Policy nonce for the <style> inside each shadow root. */
  nonce?: string;
  /** Idempotency key for a form sent without script; a new one for every page served (the default). */
  formKey?: string;
}

export interface RenderedElement {
  /** `<tag …><template shadowrootmode="open">…</template></tag>`, ready to paste. */
  html: string;
  /** 200, or 404 for <phx-router> at an address the site does not have (and for an unknown tag). */
  status: number;
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  /** The text of each <style> in the HTML, for a policy that allows styles by hash. */
  styles: string[];
  toString(): string;
}

/** Renders `<tag>` with `attributes` to HTML with a declarative shadow root. Never throws for any input. */
export function renderElement(
  tag: string,
  attributes?: Record<string, string | undefined>,
  options?: RenderOptions,
): Promise<RenderedElement>;

export const phxTags: PhxTag[];
export const languageCodes: Language[];
