/**
 * The phx-* events, once: each one's detail (PhxEventMap) and whether a host page may cancel it. `emit` (host.ts)
 * is typed by the map; `npm run contract` copies the declarations below the line into types/phx.d.ts and declares
 * each event in GlobalEventHandlersEventMap, so host pages get the very types the sections emit.
 */
import type { FailureReason } from '../inquiry/failure.js';
import type { InquiryField, InquiryRequest } from '../inquiry/schema.js';
type PhxInquiry = InquiryRequest;
type PhxFailureReason = FailureReason;
type PhxInquiryField = InquiryField;
/** Every event: all bubble and are composed; a cancelable one tells its sender that the host page took over. */
export declare const phxEvents: {
    readonly 'phx-navigate': {
        readonly cancelable: true;
    };
    readonly 'phx-cta': {
        readonly cancelable: false;
    };
    readonly 'phx-submit': {
        readonly cancelable: true;
    };
    readonly 'phx-submit-success': {
        readonly cancelable: false;
    };
    readonly 'phx-submit-error': {
        readonly cancelable: false;
    };
};
export type PhxEventName = keyof typeof phxEvents;
export interface PhxNavigateDetail {
    /** The route path of the link, with its query if it has one ("/contact?inquiry=consultation"). */
    path: string;
    href: string;
}
export interface PhxCtaDetail {
    cta: string;
    href?: string;
}
export interface PhxSubmitSuccessDetail {
    inquiry: PhxInquiry;
    id?: string;
}
export interface PhxSubmitErrorDetail {
    inquiry: PhxInquiry;
    reason: PhxFailureReason;
    status?: number;
    /** Each refused field's code: required, email, tooLong, inquiry or invalid. */
    errors?: Partial<Record<PhxInquiryField, string>>;
}
/** Each phx-* event's detail, by name. */
export interface PhxEventMap {
    'phx-navigate': PhxNavigateDetail;
    'phx-cta': PhxCtaDetail;
    'phx-submit': PhxInquiry;
    'phx-submit-success': PhxSubmitSuccessDetail;
    'phx-submit-error': PhxSubmitErrorDetail;
}
export {};
