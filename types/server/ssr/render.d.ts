import type { ClinicData } from '../content/clinics/published.js';
import { type Direction } from '../content/i18n/languages.js';
import { type PhxTag } from '../elements/runtime/contract.js';
import type { InquiryAnswer } from '../ui/page.js';
export interface RenderOptions {
    /**
     * The address of the page the element will be on. <phx-router> renders the page of this address; links and the
     * form's endpoint resolve against it. Without it, links are relative to the page (or lead to `site-url`).
     */
    url?: string;
    /**
     * The address of the phx.js the page loads. Links outside <phx-router> lead to its origin, the company site, as
     * they do once the browser runs phx (unless `site-url` says otherwise). Default: the page's origin.
     */
    script?: string;
    /** The page's own language (its <html lang>): elements without a lang attribute speak it. */
    lang?: string;
    /** A Content-Security-Policy nonce for the <style> inside each shadow root. */
    nonce?: string;
    /** The receiver's answer to a form sent without script (the demo server's use). */
    answer?: InquiryAnswer;
    /**
     * Idempotency key for a form sent without script: pass a new one for every page served. Without it the key is
     * the same for every page, and the receiver still tells visitors apart by what they wrote.
     */
    formKey?: string;
    /**
     * Days the site's receiver keeps an inquiry, as the privacy notice states them (default: the PHX_RETENTION_DAYS the
     * package was built with, else 365). The site's server passes its own setting.
     */
    retentionDays?: number;
    /**
     * The footer's copyright year (default: the year the package was built). Rendering reads no clock, so a
     * framework that prerenders (Next.js with cacheComponents) can keep the HTML; the browser shows its own year.
     */
    year?: number;
    /**
     * The partner clinics, for <phx-clinics> and the router's /clinics and /contact (the company's server passes
     * what it read from its clinics file). Without them those elements render without clinics, and the browser fetches
     * them from the company site.
     */
    clinics?: ClinicData;
    /**
     * Where a wrong input's warning goes (a wrong attribute value, a page address that is no URL); default: the
     * console. A server rendering what its visitors asked for passes its own, which need not repeat their text.
     */
    warn?: (message: string) => void;
}
/** The form key when none is given: fixed, so that rendering reads no randomness. */
export declare const sharedFormKey = "phx-shared-form-key";
export interface RenderedElement {
    /** `<tag …><template shadowrootmode="open">…</template></tag>`, ready to paste. */
    html: string;
    /** 200, or 404 for <phx-router> at an address the site does not have (and for an unknown tag). */
    status: number;
    lang: string;
    dir: Direction;
    /** The page's title and description (for <phx-router>: of the page it shows). */
    title: string;
    description: string;
    /** The text of each <style> in the HTML, for a policy that allows styles by hash. */
    styles: string[];
    /** The shadow root's content without its <style> (the build's first-paint HTML). */
    root: string;
    toString(): string;
}
/** Renders `<tag>` with `attributes` to HTML with a declarative shadow root. Never throws for any input. */
export declare function renderElement(tag: string, attributes?: Record<string, string | undefined>, options?: RenderOptions): Promise<RenderedElement>;
export type { PhxTag };
