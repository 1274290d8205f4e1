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

/** What a visitor reads when a field is refused (by the browser's rules mirrored here, or by the server). */
export const fieldErrors = {
  required: 'Please fill in this field.',
  email: 'Please enter an email address such as name@example.com.',
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  inquiry: 'Please choose an inquiry type from the list.',
} as const;

/** Texts of sending: the error toast, and the console note when no endpoint is set. */
export const delivery = {
  errorTitle: 'Your message was not sent',
  errorText: 'Nothing was lost: your message is still in the form.',
  retry: 'Try again',
  reasons: {
    network: 'We could not reach our server. Check your connection.',
    timeout: 'Our server did not answer in time.',
    server: 'Our server could not accept the message right now.',
    invalid: 'Some fields need your attention.',
    rateLimited: 'Too many messages in a short time. Please wait a moment.',
  },
  fieldsNeedAttention: 'Please check the highlighted fields.',
  simulatedNote:
    '<phx-contact>: no endpoint attribute is set, so this message was not sent anywhere (simulated success). ' +
    'Set endpoint="https://…" to deliver inquiries, or cancel the phx-submit event to handle them yourself.',
} as const;
