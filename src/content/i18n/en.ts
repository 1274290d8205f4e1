/**
 * Everything a visitor reads or hears, in English. The other languages are files of the same shape (the type
 * `Catalogue`, derived from this one, makes a missing or extra key a type error). Figures are not written here:
 * functions receive them as numbers, with a `Format` that writes them (and picks their plural form) in the language.
 */
import type { Format } from './format';

export const en = {
  language: {
    /** Names the language switcher (a navigation landmark). */
    switcher: 'Language',
    /** Read after a language's name in the switcher when it is the page's language. */
    current: 'current language',
  },
  site: {
    skipLink: 'Skip to main content',
    menu: 'Menu',
    mainNavigation: 'Main',
    homeLink: (company: string) => `${company}, home`,
    logoAlt: (company: string) => `${company} logo`,
    elementError: 'This part of the page could not be shown.',
    routeErrorTitle: 'Unexpected Application Error!',
    toastDismiss: 'Dismiss notification',
    getStarted: 'Get Started',
  },
  pages: {
    home: {
      nav: 'Home',
      title: 'Phoenix Bionics: neural-controlled prosthetic hands',
      description:
        'Prosthetic hands controlled by your own muscle signals, fitted and supported by our clinicians. Ask for a consultation.',
    },
    about: {
      nav: 'About Us',
      title: 'About Us | Phoenix Bionics',
      description:
        'Since 2009 Phoenix Bionics has helped more than 10,000 people move naturally again with neural-controlled hands.',
    },
    products: {
      nav: 'Products',
      title: 'Products | Phoenix Bionics',
      description: 'Neural Pro X1, FlexiGrip Elite and SmartHand AI: prices, features and full specifications.',
    },
    contact: {
      nav: 'Contact Us',
      title: 'Contact Us | Phoenix Bionics',
      description: 'Ask for a consultation, technical support or help with insurance. We reply within 24 hours.',
    },
    compare: {
      nav: 'Compare',
      title: 'Compare the hands | Phoenix Bionics',
      description:
        'Neural Pro X1, FlexiGrip Elite and SmartHand AI side by side: price, weight, battery, grip force, grips and warranty.',
    },
    funding: {
      nav: 'Paying for a hand',
      title: 'Paying for a hand | Phoenix Bionics',
      description:
        'How a prosthetic hand is usually paid for in the United States, Germany and Spain, with links to the official sources, and how we help.',
    },
    fitting: {
      nav: 'How fitting works',
      title: 'How fitting works | Phoenix Bionics',
      description:
        'From the first consultation to training and follow-up: the steps of a fitting, who is involved, how long it usually takes, and who each hand suits.',
    },
    faq: {
      nav: 'Questions and answers',
      title: 'Questions and answers | Phoenix Bionics',
      description:
        'Cost, insurance, warranty, repairs, battery, the consultation, languages and your data: answers to common questions.',
    },
    privacy: {
      nav: 'Privacy notice',
      title: 'Privacy notice | Phoenix Bionics',
      description: 'What we do with the details you send us, how long we keep them, and your rights.',
    },
    legal: {
      nav: 'Legal notice',
      title: 'Legal notice | Phoenix Bionics',
      description: 'Who runs this site: the company, its address, its representative and its registration.',
    },
    clinics: {
      nav: 'Find a clinic',
      title: 'Find a clinic | Phoenix Bionics',
      description:
        'Partner clinics in the United States, Germany, Spain and the Gulf that fit our hands: search by city, filter by hand and language, and ask one for a consultation.',
    },
    notFound: {
      nav: 'Page not found',
      title: 'Page not found | Phoenix Bionics',
      description: 'The page you are looking for does not exist or has moved.',
    },
  },
  home: {
    hero: {
      eyebrow: 'Neural-controlled prosthetics',
      title: 'Move naturally again',
      text: (batteryHours: number, product: string, f: Format) =>
        `Prosthetic hands that respond to your own muscle signals, with up to ${f.hours(batteryHours)} of battery life in the ${product}.`,
      primary: 'Schedule Consultation',
      secondary: 'Watch Demo',
      imageAlt: 'Illustration of a prosthetic hand, open and reaching forward',
    },
    featuresTitle: 'Why people choose Phoenix',
    features: {
      technology: {
        title: 'Advanced Technology',
        text: 'Myoelectric control reads the muscles you tense; SmartHand AI adds AI-assisted grip prediction.',
      },
      durable: {
        title: 'Durable & Reliable',
        text: (batteryHours: number, warrantyYears: number, f: Format) =>
          `Built for daily life, with battery life of up to ${f.hours(batteryHours)} and warranties of up to ${f.years(warrantyYears)}, depending on the hand.`,
      },
      fit: {
        title: 'Personalized Fit',
        text: 'Every socket is shaped and every grip tuned by our clinicians to the person who wears it.',
      },
      award: {
        title: 'Award Winning',
        text: 'Designed with clinicians and with the people who wear our hands, and tested with them before release.',
      },
    },
    productsTitle: 'Our prosthetic hands',
    productsText: 'Three hands, one goal: the movement you had in mind.',
    viewAllProducts: 'View All Products',
    benefitsTitle: 'Life with a Phoenix hand',
    benefits: [
      'Control your hand with your own muscle signals',
      'Grips that adapt to what you are holding',
      'Fitting, training and follow-up by our clinicians',
      'Help with insurance and funding questions',
      '24/7 emergency support, and answers within 24 hours',
    ],
    benefitsLink: 'Learn about our story',
    benefitsFundingLink: 'How paying for a hand works',
    closing: {
      title: 'Ready to take the next step?',
      text: 'Talk to one of our clinicians about what a Phoenix hand could do for you.',
      action: 'Schedule Consultation',
    },
  },
  about: {
    title: 'About Us',
    intro: 'We build prosthetic hands that give people back the movements that matter to them.',
    missionTitle: 'Our Mission',
    mission: [
      'Phoenix Bionics exists to restore natural movement to people living with limb differences. We combine neural signal control with artificial intelligence so that a prosthetic hand follows intention, not instructions.',
      'Every hand we make is fitted, tuned and supported by clinicians who listen first, because the best technology is the one that fits into your life.',
    ],
    statsTitle: 'Our impact in numbers',
    stats: {
      livesChanged: 'Lives changed',
      yearsExperience: 'Years experience',
      researchPartners: 'Research partners',
      satisfaction: 'Satisfaction',
    },
    /** A figure that is a floor ("10,000+"). */
    atLeast: (figure: string) => `${figure}+`,
    valuesTitle: 'Our Core Values',
    values: {
      care: {
        title: 'Patient-Centered Care',
        text: 'Every decision starts with the people who wear our hands and their families.',
      },
      innovation: {
        title: 'Innovation',
        text: 'We turn research in neural control and machine learning into everyday movement.',
      },
      collaboration: { title: 'Collaboration', text: 'We work with clinicians, researchers and patients as one team.' },
      excellence: {
        title: 'Excellence',
        text: 'We hold every hand to the standard we would want for our own families.',
      },
    },
    timelineTitle: 'Our Journey',
    milestones: {
      founded: {
        title: 'Founded',
        text: 'Phoenix Bionics is founded by engineers and clinicians with one goal: natural movement.',
      },
      firstProduct: { title: 'First commercial product', text: 'Our first neural-controlled hand reaches patients.' },
      expansion: {
        title: 'Global expansion',
        text: 'Partner clinics outside the United States begin fitting Phoenix hands.',
      },
      nextGeneration: { title: 'Next generation', text: 'AI-assisted grips arrive with SmartHand AI.' },
    },
  },
  products: {
    title: 'Our Products',
    intro: 'Three prosthetic hands, each fitted and tuned by our clinicians to the person who wears it.',
    keyFeatures: 'Key features',
    specifications: 'Specifications',
    requestConsultation: 'Request Consultation',
    closingTitle: 'Not sure which hand is right for you?',
    closingText: 'Our clinicians will help you choose, fit and learn your new hand.',
    closingAction: 'Schedule Consultation',
    seeGrips: 'See its grips',
    compareLink: 'Compare the hands',
    price: (usd: number, f: Format) => `Starting at ${f.usd(usd)}`,
    specs: {
      weight: 'Weight',
      battery: 'Battery life',
      charging: 'Charging time',
      gripForce: 'Grip force',
      warranty: 'Warranty',
      gripPatterns: 'Grip patterns',
    },
    /** Grip force, given in newtons. */
    upToNewtons: (newtons: number, f: Format) => `Up to ${f.number(newtons)} N`,
    features: {
      gripPatterns: (count: number, f: Format) =>
        `${f.number(count)} grip ${f.plural(count) === 'one' ? 'pattern' : 'patterns'}`,
      neuralControl: 'Neural signal control',
      battery: (hours: number, f: Format) => `${f.number(hours)}-hour battery life`,
      gripForce: (newtons: number, f: Format) => `Grip force up to ${f.number(newtons)} N`,
      lightweight: (grams: number, f: Format) => `Lightweight ${f.grams(grams)} design`,
      fastCharging: (minutes: number, f: Format) => `Charges in ${f.duration(minutes)}`,
      gripPrediction: 'AI-assisted grip prediction',
      warranty: (years: number, f: Format) => `${f.number(years)}-year warranty`,
    },
    items: {
      'neural-pro-x1': {
        summary: 'Our flagship neural-controlled hand, with a grip for every task.',
        description:
          'The Neural Pro X1 reads the signals of your residual muscles and turns intention into movement. Its grip patterns cover everything from a firm handshake to picking up a coin.',
        imageAlt: 'Illustration of the Neural Pro X1: a dark prosthetic hand with a glowing sensor band at the wrist',
      },
      'flexigrip-elite': {
        summary: 'A light, nimble hand for all-day comfort.',
        description:
          'The FlexiGrip Elite is our lightest hand, built for all-day comfort. Its grip patterns and a quick charge keep up with a busy day.',
        imageAlt: 'Illustration of the FlexiGrip Elite: a slim, light prosthetic hand with flexible finger joints',
      },
      'smarthand-ai': {
        summary: 'An AI-assisted hand that learns how you move.',
        description:
          'SmartHand AI learns your movements and anticipates the grip you need. With the longest battery life and the longest warranty of our range, it is our most capable hand.',
        imageAlt: 'Illustration of the SmartHand AI: a prosthetic hand with a circuit pattern on the palm',
      },
    },
  },
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
    /** Under the form: what a request is used for, and where the privacy notice is. */
    privacyNote: {
      text: 'We use what you send only to answer your request and arrange your consultation.',
      link: 'Read our privacy notice',
    },
    /** The subject of a consultation request at one partner clinic. */
    subjectAtClinic: (clinic: string) => `Consultation at ${clinic}`,
    mapTitle: 'Our partner clinics',
    /** The page a form sent without JavaScript answers with. */
    sentPage: { back: 'Back to the page you came from', another: 'Send another message' },
  },
  /** How the team's notifications and the export name what the receiver keeps beside what a visitor typed. */
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
      endpoint: 'This form is not set up to send messages. Please contact us by phone or email.',
    },
    fieldsNeedAttention: 'Please check the highlighted fields.',
  },
  hours: {
    weekdays: (from: number, to: number, f: Format) => `Monday to Friday: ${f.hour(from)} to ${f.hour(to)}`,
    saturday: (from: number, to: number, f: Format) => `Saturday: ${f.hour(from)} to ${f.hour(to)}`,
    emergency: '24/7 emergency support',
    reply: (hours: number, f: Format) => `We reply within ${f.hours(hours)}`,
  },
  footer: {
    blurb: 'Restoring natural movement with prosthetic hands controlled by your own muscle signals.',
    patientsHeading: 'For patients',
    legalLinks: 'Legal',
    quickLinksHeading: 'Quick Links',
    contactHeading: 'Contact',
    hoursHeading: 'Hours',
    copyright: (year: string, company: string) => `© ${year} ${company}. All rights reserved.`,
  },
  demo: {
    title: 'The grips, demonstrated',
    intro:
      'Choose a grip to see how the hand forms it, what it is for in everyday life, and which of our hands offer it.',
    dialogTitle: 'Watch the hands at work',
    close: 'Close',
    gripsLabel: 'Grips',
    /** Above the grip buttons when the demo shows one hand's grips. */
    gripsOf: (product: string) => `Grips of the ${product}`,
    play: 'Play the tour',
    pause: 'Pause the tour',
    usedFor: 'Used for',
    offeredBy: 'Offered by',
    signalTitle: 'From muscle signal to grip',
    signalText:
      'Sensors resting on the skin pick up the faint electrical signals of the muscles you tense. The hand reads their pattern to choose the grip you trained, and closes further as the signal grows stronger.',
    signalMeter: 'Muscle signal',
    /** What a screen reader hears when the drawn hand changes pose. */
    poseNow: (grip: string, pose: string) => `${grip}: ${pose}`,
    grips: {
      power: {
        name: 'Power grip',
        use: 'Holding a cup, a bottle or a handrail with the whole hand.',
        pose: 'All four fingers curl firmly and the thumb closes over them.',
      },
      tripod: {
        name: 'Tripod grip',
        use: 'Writing with a pen, eating with a fork, picking up a small toy.',
        pose: 'The thumb meets the index and middle fingers; the other two fingers rest half bent.',
      },
      pinch: {
        name: 'Precision pinch',
        use: 'Picking up a coin, a pill or a sewing needle.',
        pose: 'The tip of the thumb meets the tip of the index finger; the other fingers stay open.',
      },
      key: {
        name: 'Key grip',
        use: 'Turning a key, holding a card or carrying a plate.',
        pose: 'The fingers curl and the thumb presses against the side of the index finger.',
      },
      point: {
        name: 'Index point',
        use: 'Typing on a keyboard, pressing an elevator button, using a touch screen.',
        pose: 'The index finger stays straight while the other fingers curl under the thumb.',
      },
      open: {
        name: 'Open palm',
        use: 'Carrying a tray, pushing a door open, waving hello.',
        pose: 'All fingers and the thumb spread out flat.',
      },
      hook: {
        name: 'Hook grip',
        use: 'Carrying a shopping bag or a suitcase by its handle.',
        pose: 'The four fingers bend into a hook; the thumb stays out of the way.',
      },
      mouse: {
        name: 'Mouse grip',
        use: 'Using a computer mouse: the hand rests on it and the index finger clicks.',
        pose: 'The fingers curve gently forward and the thumb rests at the side.',
      },
    },
  },
  compare: {
    title: 'Compare the hands',
    intro: 'Our hands side by side. Choose which hands to compare; the best value of each figure is marked.',
    chooseHands: 'Hands to compare',
    /** Read when a visitor tries to switch off the last hand. */
    keepOne: 'At least one hand stays in the comparison.',
    caption: 'The chosen hands, figure by figure',
    figure: 'Figure',
    rows: {
      price: 'Price',
      weight: 'Weight',
      battery: 'Battery life',
      charging: 'Charging time',
      gripForce: 'Grip force',
      gripPatterns: 'Grip patterns',
      warranty: 'Warranty',
      grips: 'Grips',
    },
    best: {
      price: 'lowest price',
      weight: 'lightest',
      battery: 'longest battery',
      charging: 'fastest charging',
      gripForce: 'strongest grip',
      gripPatterns: 'most grip patterns',
      warranty: 'longest warranty',
    },
    notPublished: 'not published',
    requestConsultation: 'Request Consultation',
    /** Names the table's scrolling box on narrow screens. */
    scrollRegion: 'Comparison table',
  },
  clinics: {
    title: 'Find a clinic',
    intro: 'Partner clinics that fit our hands. Search by city, country or name, or sort them by distance from you.',
    search: 'City, country or clinic name',
    filters: 'Filter the clinics',
    hand: 'Hand',
    anyHand: 'Any hand',
    language: 'Language spoken',
    anyLanguage: 'Any language',
    nearMe: 'Near me',
    locating: 'Finding your location…',
    sortedByDistance: 'Sorted by distance from you, nearest first.',
    denied: 'Your location was not shared, so the clinics keep their usual order. You can search by city instead.',
    failed: 'Your location could not be found, so the clinics keep their usual order. You can search by city instead.',
    shown: (count: number, f: Format) => `${f.number(count)} ${f.plural(count) === 'one' ? 'clinic' : 'clinics'}`,
    none: 'No clinic matches. Try another city, or clear the filters.',
    clear: 'Clear filters',
    away: (km: number, f: Format) => `${f.kilometres(km)} away`,
    fits: 'Fits',
    speaks: 'Languages',
    phone: 'Phone',
    website: 'Website',
    request: 'Request Consultation here',
    askTitle: (clinic: string) => `Ask ${clinic} for a consultation`,
    list: 'Partner clinics',
    map: (count: number, countries: string, f: Format) =>
      count === 0
        ? 'Map without clinics'
        : `Map of ${f.number(count)} ${f.plural(count) === 'one' ? 'clinic' : 'clinics'} in ${countries}`,
    mapCredit: 'Map: Natural Earth',
    allClinics: 'See all partner clinics',
    countries: {
      us: 'United States',
      de: 'Germany',
      es: 'Spain',
      ae: 'United Arab Emirates',
      sa: 'Saudi Arabia',
      qa: 'Qatar',
    },
    languages: {
      en: 'English',
      de: 'German',
      es: 'Spanish',
      ar: 'Arabic',
      fr: 'French',
      tr: 'Turkish',
      ru: 'Russian',
      hi: 'Hindi',
      ur: 'Urdu',
    },
  },
  notFound: {
    title: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    action: 'Return to Home',
  },
};

/** Widens every string literal to `string`, keeping the shape: what each language file must provide. */
export type Shape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer E)[]
      ? readonly Shape<E>[]
      : { readonly [K in keyof T]: Shape<T[K]> };

export type Catalogue = Shape<typeof en>;
