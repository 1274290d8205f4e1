// Compiled by `tsc --noEmit -p .` only: the shipped types say what the code does.
import type { PhxEventMap as Shipped, PhxInquiry, PhxSubmitErrorDetail } from '@phoenix-bionics/phx';
import type { FailureReason } from '../../src/inquiry/failure';
import type { InquiryRequest } from '../../src/inquiry/schema';
import type { PhxEventMap as Emitted } from '../../src/ui/events';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const check = <T extends true>() => undefined as unknown as T;

// An inquiry as the form sends it is the inquiry the types promise, and the other way round (the honeypot aside).
check<Same<Omit<PhxInquiry, 'website'>, Omit<InquiryRequest, 'website'>>>();
check<Same<PhxSubmitErrorDetail['reason'], FailureReason>>();
// Each event a section emits is one a host page is promised, with the detail it is promised (the inquiry aside).
check<Same<keyof Shipped, keyof Emitted>>();
check<Same<Shipped['phx-navigate'], Emitted['phx-navigate']>>();
check<Same<Shipped['phx-cta'], Emitted['phx-cta']>>();
check<Same<Omit<Shipped['phx-submit-success'], 'inquiry'>, Omit<Emitted['phx-submit-success'], 'inquiry'>>>();
check<Same<Omit<Shipped['phx-submit-error'], 'inquiry'>, Omit<Emitted['phx-submit-error'], 'inquiry'>>>();
