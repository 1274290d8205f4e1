/** English: the words of contact, fieldErrors, delivery. */
import type { Format } from '../format';

export const words = {
  contact: {
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
    inquiryTypes: {
      general: 'General Information',
      consultation: 'Schedule Consultation',
      support: 'Technical Support',
      insurance: 'Insurance Questions',
      partnership: 'Partnership Opportunities',
    },
    /** The subject of a consultation request about one hand. */
    subjectAbout: (product: string) => `Consultation about the ${product}`,
    optional: '(optional)',
    requiredNote: 'All fields except Phone Number are required.',
    submit: 'Send Message',
    sending: 'Sending…',
    success: {
      title: 'Message Sent Successfully!',
      text: (hours: number, f: Format) => `We'll get back to you within ${f.hours(hours)}.`,
    },
    infoTitle: 'Contact information',
    labels: { address: 'Address', phone: 'Phone', email: 'Email', hours: 'Hours' },
    quickActionsTitle: 'Quick actions',
    quickActions: {
      consultation: 'Schedule a consultation',
      insurance: 'Ask an insurance question',
      funding: 'How paying for a hand works',
      compare: 'Compare the hands',
      demo: 'Watch the demo',
      clinics: 'Find a clinic',
    },
    /**
     * The boxes a visitor ticks before sending (src/inquiry/consent.ts), unticked at first: explicit consent to use the
     * health details in the message (Art. 9(2)(a) GDPR), which the form cannot be sent without.
     */
    consent: {
      health: {
        label: (company: string) =>
          `I agree that ${company} may use the health details in my message to answer my request.`,
        hint: (privacyEmail: string) =>
          `Health details are, for example, about your limb, your health or your treatment. You can withdraw your consent at any time: with the link in the confirmation e-mail we send you, or by writing to ${privacyEmail}. What we did before stays lawful.`,
        missing:
          'Please tick this box to send your message. We may only read health details with your consent. If you do not want to agree, call or email us instead.',
      },
      /** The second box, shown only when the request names a partner clinic: send it to that clinic too. */
      clinic: {
        label: (clinic: string, country: string) =>
          `Also send my request, including any health details, to ${clinic} (${country}), so that the clinic can contact me.`,
        hint: 'Without this tick, only our team gets your request. With it, that clinic also gets your name, your contact details and your message.',
        /** Under the hint: what the law of the clinic's country means for the visitor's details (Art. 49(1)(a) GDPR). */
        transfer: {
          adequacy: (country: string) =>
            `${country} is outside the EU. The EU has decided that the law there protects personal details well enough (an adequacy decision).`,
          none: (country: string) =>
            `${country} is outside the EU, and no EU adequacy decision is known to cover this clinic: the EU has not found that the law there protects your details well enough. They may be less protected there, and your rights harder to use. We send them there only if you tick this box.`,
        },
        missing: '',
      },
      privacyLink: 'Read our privacy notice',
    },
    /** Under the hours: what emergency support is for, and where a medical emergency goes. */
    /** The subject of a consultation request at one partner clinic. */
    /** Above the form when the request names a partner clinic. */
    forClinic: (clinic: string) => `Your request is about a consultation at ${clinic}.`,
    subjectAtClinic: (clinic: string) => `Consultation at ${clinic}`,
    mapTitle: 'Our partner clinics',
    allClinics: 'See all partner clinics',
    /** The page a form sent without JavaScript answers with. */
    sentPage: { back: 'Back to the page you came from', another: 'Send another message' },
  },
  /** How the team's notifications and the export name what the receiver keeps beside what a visitor typed. */
  fieldErrors: {
    required: 'Please fill in this field.',
    email: 'Please enter an email address such as name@example.com.',
    tooLong: (max: number, f: Format) =>
      `Please keep this under ${f.number(max)} ${f.plural(max) === 'one' ? 'character' : 'characters'}.`,
    inquiry: 'Please choose an inquiry type from the list.',
    invalid: 'Please check this field.',
  },
  delivery: {
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
    /** Where the form has nowhere to send (no endpoint, no company server): how to reach the company instead. */
    noReceiver: (phone: string, email: string) =>
      `This form cannot send messages from this page. Please call us at ${phone} or write to us at ${email}.`,
    fieldsNeedAttention: 'Please check the highlighted fields.',
    /** A form sent without script and without the consent box ticked: it comes back, nothing lost. */
    consentNeeded:
      'Your message was not sent yet. Please tick the box about health details, then send it again. Everything you typed is still here.',
  },
};
