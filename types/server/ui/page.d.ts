import type { ClinicData } from '../content/clinics/published.js';
import type { ConsentKind, FieldErrors, InquiryDraft } from '../inquiry/schema.js';
/**
 * Facts about the page an element is on. The server knows them when it renders; the browser hydrates with the
 * server's facts (so the first render matches the HTML) and then moves on to its own.
 */
export interface PageFacts {
    /** The page's own address, or null where it is not known (a server rendering a snippet). */
    href: string | null;
    /** The page's origin ("" where unknown: addresses are then relative to the page). */
    origin: string;
    /**
     * The company site, where links outside <phx-router> lead when no site-url is given: the origin phx was loaded
     * from, else the page's ("" = relative to the page).
     */
    site: string;
    /** The year, for the copyright line. */
    year: number;
    /** Idempotency key a form sent without script carries (new for every page served). */
    formKey: string;
    /**
     * Days the receiver keeps an inquiry: the server's PHX_RETENTION_DAYS where it rendered the page, else the build's
     * (the privacy notice states it).
     */
    retentionDays: number;
    /**
     * Server only: the path of the bundle's artwork folder ("/phx/artwork/") where it is on the page's own origin, so
     * that the HTML can draw a large figure from its file under the page's own policy (`img-src 'self'`).
     */
    artwork?: string;
    /** The receiver's answer to a form sent without script: the form again with its messages, or a confirmation. */
    answer?: InquiryAnswer;
    /** Server only: the partner clinics at hand (a browser fetches them; see src/content/clinics/source.ts). */
    clinics?: ClinicData;
}
export type InquiryAnswer = {
    sent: false;
    draft: InquiryDraft | null;
    errors: FieldErrors;
    notice?: InquiryNotice;
    /** The boxes the visitor had ticked (shown ticked again), and the required ones left unticked. */
    consents?: readonly ConsentKind[];
    missingConsents?: readonly ConsentKind[];
} | {
    sent: true;
    back?: string;
};
/**
 * Why a form sent without script came back: its fields need attention, a required consent was not given, or the
 * receiver could not take it now.
 */
export type InquiryNotice = 'invalid' | 'consent' | 'server' | 'rateLimited';
export declare const PageContext: import("react").Context<PageFacts>;
export declare const usePage: () => PageFacts;
/** What <phx-router> passes to the page it shows: the address's query, and the element's endpoint. */
export interface RouteProps {
    endpoint?: string | false;
    /** The address's query ("?inquiry=consultation&product=smarthand-ai"). */
    query: URLSearchParams;
}
