/** The kinds of inquiry a visitor can send (the contract and the form read them; schema.ts validates them). */
export const inquiryTypes = ['general', 'consultation', 'support', 'insurance', 'partnership'] as const;
export type InquiryType = (typeof inquiryTypes)[number];
export const defaultInquiry: InquiryType = 'general';
