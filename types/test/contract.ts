// Compiled by `tsc --noEmit -p .` only: the shipped types say what the code does.
import type { PhxInquiry, PhxSubmitErrorDetail } from '../phx';
import type { renderElement as Declared } from '../server';
import type { InquiryRequest } from '../../src/inquiry/schema';
import type { FailureReason } from '../../src/sections/contact/sendInquiry';
import type { renderElement as Implemented } from '../../src/server/index';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const check = <T extends true>() => undefined as unknown as T;

// An inquiry as the form sends it is the inquiry the types promise, and the other way round (the honeypot aside).
check<Same<Omit<PhxInquiry, 'website'>, Omit<InquiryRequest, 'website'>>>();
check<Same<PhxSubmitErrorDetail['reason'], FailureReason>>();
// phx/server's declared function accepts what the implementation accepts.
export const server: typeof Declared = ((...args: Parameters<typeof Declared>) =>
  (undefined as unknown as typeof Implemented)(...args)) as typeof Declared;
