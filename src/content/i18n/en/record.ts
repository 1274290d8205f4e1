/** English: the words of inquiryRecord. */
export const words = {
  inquiryRecord: {
    id: 'Reference',
    receivedAt: 'Received',
    pageUrl: 'Sent from page',
    idempotencyKey: 'Request key',
    lang: 'Language',
    /** The partner clinic a request was sent for (the `clinic` field of the clinics finder's form). */
    clinic: 'Partner clinic',
    notificationSubject: (type: string, name: string) => `${type}: ${name}`,
    notificationIntro: 'A new inquiry arrived through the website. Reply to this e-mail to answer the visitor.',
    /** The e-mail a partner clinic gets when the patient chose to share the request with it. */
    clinicIntro: (company: string, clinic: string) =>
      `A patient asked ${company} to send this request to ${clinic} as well, so that you can contact them. Reply to this e-mail to answer them.`,
    /** When the visitor agreed that health details may be used (or "not given"), and the privacy notice's version. */
    healthConsentAt: 'Health consent',
    healthConsentNotice: 'Privacy notice',
    /** When the visitor asked that the request also go to the partner clinic (or "not given"), and the notice. */
    clinicConsentAt: 'Clinic consent',
    clinicConsentNotice: 'Clinic notice',
    /** A consent's time where it was not given, and its notice where the request named none. */
    consentNotGiven: 'not given',
    noticeNotNamed: 'not named',
    /** A request without the consent the form asks for (an older form, an API client): the team asks first. */
    consentMissing: {
      subject: (subject: string) => `[No consent] ${subject}`,
      text: 'This request came without consent to use health details. Before you read or use any health details in it, ask the sender for consent, with a link to the privacy notice.',
    },
    /** The team's copy when the partner clinic's copy was not sent, and why (server/delivery/clinic-share.ts). */
    clinicWithheld: {
      text: (why: string) => `Not sent to the partner clinic: ${why}`,
      reasons: {
        NO_HEALTH_CONSENT: 'the patient did not consent to the use of health details.',
        NO_SHARE_CONSENT: 'the patient did not ask to share the request with the clinic.',
        UNKNOWN_NOTICE_VERSION:
          'the consent names a privacy notice version we never published. Ask the patient to confirm before you forward anything.',
        INVALID_CLINIC: 'the request names no valid clinic.',
        CLINICS_NOT_READ: 'the clinics file was not read yet.',
        CLINIC_RETIRED: 'the clinic is no longer in the clinics file.',
        CLINIC_TAKES_NO_REQUESTS: 'the clinic takes no requests through us.',
        CHANNEL_NOT_CONFIGURED: "the clinic's channel (e-mail or webhook) is not set up on this server.",
      },
      /** Above a clinic's hourly cap: its copy waits until the team releases it. */
      held: (cap: number) =>
        `The partner clinic's copy waits for your release: the clinic got more than ${cap} requests in the past hour. Release it with: npm run inquiries -- release`,
    },
  },
  /** What a visitor reads when a field is refused, by the browser's rules mirrored here or by the receiver. */
};
