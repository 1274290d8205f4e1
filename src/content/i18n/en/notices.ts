/**
 * The words of the privacy notice and the legal notice, in English: short sentences in plain words (the privacy page
 * reads at US grade 8 or below). The company's details come from its file (src/content/company.ts); the days an
 * inquiry is kept from the server that renders the page. A change here is a new version of the notice
 * (src/content/privacy-notice.ts): its test says so.
 */
export const notices = {
  privacy: {
    title: 'Privacy notice',
    intro: 'What happens to the details you send us on this website, and what your rights are.',
    /** Under the notice: the version a consent records (src/content/privacy-notice.ts). */
    version: (version: string) => `Version of ${version}`,
    controller: {
      title: 'Who is responsible',
      text: (company: string) =>
        `${company} is responsible for your details. In data protection law, we are the “controller”.`,
      write: 'For anything about your details, write to:',
      officer: 'Our data protection officer:',
      euRepresentative: 'Our representative in the EU:',
    },
    collected: {
      title: 'What we collect',
      intro: 'When you send the contact form, we get:',
      items: [
        'your name and email address',
        'your phone number, if you give it',
        'the type of request, the subject and your message',
        'the language and the page you sent it from',
        'your consent, and when you gave it',
      ],
      health:
        'Your message may contain health details, such as your limb difference or your treatment. Send only what you want us to know.',
    },
    purposes: {
      title: 'Why we use it, and the law that allows it',
      items: [
        'We use your details to answer your request and to set up a consultation. The law allows this because you asked us to act (Art. 6(1)(b) GDPR).',
        'We read and use health details in your message only with your explicit consent. You give it with the tick box in the form (Art. 9(2)(a) GDPR).',
        'We use the IP address of your device for a short time to stop floods of messages. The law allows this to keep our service safe (Art. 6(1)(f) GDPR).',
        'If you tick the box that sends your request to a partner clinic as well, we send it to that clinic, with any health details in it. The law allows this because you consent (Art. 6(1)(a) and Art. 9(2)(a) GDPR). Where the clinic is in a country without an EU adequacy decision, your explicit consent is also what allows sending it there (Art. 49(1)(a) GDPR).',
      ],
      not: 'We do not use your details for advertising, and we do not sell them. We make no automatic decisions about you.',
      optional:
        'You do not have to send us anything. But without your name, email address and message, we cannot answer you.',
    },
    consent: {
      title: 'Taking back your consent',
      text: 'You can withdraw your consent at any time. Just write to us at the address above. We then stop using your health details. What we did before stays lawful.',
    },
    recipients: {
      title: 'Who gets your details',
      intro: 'Your details go to:',
      items: [
        'our team, who answer you',
        'the company that hosts our website and stores your request for us',
        'the company that delivers our email to our team',
      ],
      /** Only where the company file names its customer system (privacy.copies.customerSystem). */
      customerSystem: (name: string) => `our customer system, ${name}, so that we can follow up`,
      clinic:
        'A clinic gets your request only if you choose it. You choose it when you tick the box that sends your request to that clinic as well. That clinic then gets your name, your contact details and your message, including any health details in it. It is responsible for what it does with them.',
      processors:
        'The companies that work for us may use your details only as we tell them. A contract binds them to this (Art. 28 GDPR).',
    },
    transfers: {
      title: 'Outside the EU',
      clinics: (countries: string) =>
        `Our partner clinics are in these countries: ${countries}. A clinic gets your request only if you tick its box. The box says whether the EU has an adequacy decision for the clinic’s country, and what it means if it has none.`,
      adequacyList: 'Which countries have an EU adequacy decision:',
      checked: (date: string) => `Checked on ${date}.`,
      countries: (countries: string) =>
        `Your details are also stored or read in these countries: ${countries}. This is outside the European Union (EU) and the European Economic Area (EEA).`,
      adequacy:
        'The EU has decided that the laws there protect personal details well enough. This is called an adequacy decision (Art. 45 GDPR).',
      standardContractualClauses:
        'We protect your details there with the standard contract terms of the EU (Art. 46 GDPR). You can ask us for a copy.',
      none: 'Your details stay in the European Union (EU) and the European Economic Area (EEA).',
    },
    retention: {
      title: 'How long we keep it',
      server: (days: string) => `Our server deletes your request ${days} days after it arrives.`,
      teamMail: (days: string) => `Our team deletes the copy in its email at the latest ${days} days after it arrives.`,
      customerSystem: (name: string, days: string) =>
        `We delete the copy in our customer system (${name}) at the latest ${days} days after it arrives.`,
      clinic: 'A clinic that you sent your request to is responsible for its own copy. Ask it how long it keeps it.',
      sooner: 'You can ask us to delete your request sooner.',
    },
    ipAddress: {
      title: 'Your IP address',
      text: 'When you send the form, our server keeps the IP address of your device in its memory. It counts how many messages come from one address in a minute. It does not save the address with your request, on disk or in its logs. It forgets it when it restarts or needs the space.',
    },
    browser: {
      title: 'In your browser',
      noCookies: 'This site sets no cookies. It loads nothing from other websites.',
      draft:
        'While you type, the form keeps your message in your browser, so that it is not lost if the page reloads. It is deleted when you send the message or close the tab.',
      nearMe:
        '“Near me” in the clinic finder asks your browser where you are. Your location stays in your browser. It only sorts the clinics by distance. We never get it.',
    },
    rights: {
      title: 'Your rights',
      intro: 'You have the right to:',
      items: [
        'get a copy of your details (Art. 15 GDPR)',
        'have wrong details corrected (Art. 16 GDPR)',
        'have your details deleted (Art. 17 GDPR)',
        'limit how we use them (Art. 18 GDPR)',
        'get them in a file you can take elsewhere (Art. 20 GDPR)',
        'object to how we use them (Art. 21 GDPR)',
        'withdraw your consent (Art. 7(3) GDPR)',
      ],
      how: 'To use any of these rights, write to us at the address above. Tell us the email address you used in the form, so that we can find your requests.',
      when: 'We answer within one month. If your request is hard to answer, we may need up to two more months. We then tell you why within the first month.',
      complain:
        'You can also complain to a data protection authority, for example in the country where you live or work.',
    },
  },
  legal: {
    title: 'Legal notice',
    intro: 'Information about the provider of this site.',
    labels: {
      provider: 'Provider',
      representedBy: 'Represented by',
      contact: 'Contact',
      register: 'Registration',
      vatId: 'VAT ID',
      responsible: 'Responsible for the content',
      privacy: 'Privacy contact',
      disputes: 'Consumer dispute resolution',
    },
    /** § 36 VSBG: whether the company takes part in dispute resolution before a consumer arbitration board. */
    disputes: {
      no: 'We are not willing or obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
      willing: 'We are willing to take part in dispute resolution proceedings before this consumer arbitration board:',
      obliged: 'We are obliged to take part in dispute resolution proceedings before this consumer arbitration board:',
    },
  },
};
