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
  },
  /** What a visitor reads when a field is refused, by the browser's rules mirrored here or by the receiver. */
};
