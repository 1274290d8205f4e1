/** Copy of the contact page and the inquiry form. */

export const inquiryTypes = [
  { id: 'general', label: 'General Information' },
  { id: 'consultation', label: 'Schedule Consultation' },
  { id: 'support', label: 'Technical Support' },
  { id: 'insurance', label: 'Insurance Questions' },
  { id: 'partnership', label: 'Partnership Opportunities' },
] as const;

export type InquiryType = (typeof inquiryTypes)[number]['id'];

export const inquiryIds: readonly InquiryType[] = inquiryTypes.map((t) => t.id);

export const defaultInquiry: InquiryType = 'general';

export const contact = {
  title: 'Contact Us',
  intro: 'Questions about a prosthetic hand, a consultation or your insurance? Send us a message.',
  formTitle: 'Send us a message',
  fields: {
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    inquiry: 'Inquiry Type',
    subject: 'Subject',
    message: 'Message',
  },
  optional: '(optional)',
  requiredNote: 'All fields except Phone Number are required.',
  submit: 'Send Message',
  sending: 'Sending…',
  success: { title: 'Message Sent Successfully!', text: "We'll get back to you within 24 hours." },
  infoTitle: 'Contact information',
  labels: { address: 'Address', phone: 'Phone', email: 'Email', hours: 'Hours' },
  quickActionsTitle: 'Quick actions',
  quickActions: [
    'Schedule a free consultation',
    'Request a product brochure',
    'Find a partner clinic near you',
    'Check your insurance coverage',
  ],
  mapTitle: 'Find us',
  mapPlaceholder: 'Interactive map coming soon',
} as const;
