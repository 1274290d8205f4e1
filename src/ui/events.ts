/**
 * The phx-* events, once: each one's detail (PhxEventMap) and whether a host page may cancel it. `emit` (host.ts)
 * is typed by the map; `npm run contract` copies the declarations below the line into types/phx.d.ts and declares
 * each event in GlobalEventHandlersEventMap, so host pages get the very types the sections emit.
 */
import type { FailureReason } from '../inquiry/failure';
import type { InquiryField, InquiryRequest } from '../inquiry/schema';

type PhxInquiry = InquiryRequest;
type PhxFailureReason = FailureReason;
type PhxInquiryField = InquiryField;

/** Every event: all bubble and are composed; a cancelable one tells its sender that the host page took over. */
export const phxEvents = {
  'phx-navigate': { cancelable: true },
  'phx-cta': { cancelable: false },
  'phx-submit': { cancelable: true },
  'phx-submit-success': { cancelable: false },
  'phx-submit-error': { cancelable: false },
} as const satisfies { [name in keyof PhxEventMap]: { cancelable: boolean } };

export type PhxEventName = keyof typeof phxEvents;

// ---- public: copied into types/phx.d.ts (self-contained but for PhxInquiry, PhxFailureReason, PhxInquiryField)

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
