/** The kinds of inquiry a visitor can send (the contract and the form read them; schema.ts validates them). */
export declare const inquiryTypes: readonly ['general', 'consultation', 'support', 'insurance', 'partnership'];
export type InquiryType = (typeof inquiryTypes)[number];
export declare const defaultInquiry: InquiryType;
