/** English: the words of footer. */
export const words = {
  footer: {
    blurb: 'Restoring natural movement with prosthetic hands controlled by your own muscle signals.',
    patientsHeading: 'For patients',
    legalLinks: 'Legal',
    quickLinksHeading: 'Quick Links',
    contactHeading: 'Contact',
    hoursHeading: 'Hours',
    copyright: (year: string, company: string) => `© ${year} ${company}. All rights reserved.`,
  },
};
