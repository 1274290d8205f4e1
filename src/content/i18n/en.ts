/**
 * Everything a visitor reads or hears, in English. The other languages are files of the same shape (the type
 * `Catalogue`, derived from this one, makes a missing or extra key a type error). Figures are not written here:
 * functions receive them already formatted for the language, or a `Format` to format them.
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
      text: (batteryHours: string, product: string) =>
        `Prosthetic hands that respond to your own muscle signals, with up to ${batteryHours} of battery life in the ${product}.`,
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
        text: (batteryHours: string, warrantyYears: string) =>
          `Built for daily life, with battery life of up to ${batteryHours} and warranties of up to ${warrantyYears}, depending on the hand.`,
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
    price: (price: string) => `Starting at ${price}`,
    specs: {
      weight: 'Weight',
      battery: 'Battery life',
      charging: 'Charging time',
      gripForce: 'Grip force',
      warranty: 'Warranty',
      gripPatterns: 'Grip patterns',
    },
    /** Grip force, given in newtons. */
    upToNewtons: (newtons: string) => `Up to ${newtons} N`,
    features: {
      gripPatterns: (count: string) => `${count} grip patterns`,
      neuralControl: 'Neural signal control',
      battery: (hours: string) => `${hours}-hour battery life`,
      gripForce: (newtons: string) => `Grip force up to ${newtons} N`,
      lightweight: (weight: string) => `Lightweight ${weight} design`,
      fastCharging: (duration: string) => `Charges in ${duration}`,
      gripPrediction: 'AI-assisted grip prediction',
      warranty: (years: string) => `${years}-year warranty`,
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
    success: { title: 'Message Sent Successfully!', text: (hours: string) => `We'll get back to you within ${hours}.` },
    infoTitle: 'Contact information',
    labels: { address: 'Address', phone: 'Phone', email: 'Email', hours: 'Hours' },
    quickActionsTitle: 'Quick actions',
    quickActions: {
      consultation: 'Schedule a consultation',
      insurance: 'Ask an insurance question',
      funding: 'How paying for a hand works',
      compare: 'Compare the hands',
      demo: 'Watch the demo',
    },
    /** Under the form: what a request is used for, and where the privacy notice is. */
    privacyNote: {
      text: 'We use what you send only to answer your request and arrange your consultation.',
      link: 'Read our privacy notice',
    },
    mapTitle: 'Find us',
    mapPlaceholder: 'Interactive map coming soon',
    /** The page a form sent without JavaScript answers with. */
    sentPage: { back: 'Back to the page you came from', another: 'Send another message' },
  },
  /** What a visitor reads when a field is refused, by the browser's rules mirrored here or by the receiver. */
  fieldErrors: {
    required: 'Please fill in this field.',
    email: 'Please enter an email address such as name@example.com.',
    tooLong: (max: string) => `Please keep this under ${max} characters.`,
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
    reply: (hours: string) => `We reply within ${hours}`,
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
  funding: {
    title: 'Paying for a hand',
    intro:
      'A prosthetic hand is usually paid for, in whole or in part, by a health insurer, a public health system or another payer. This page explains how that usually works and links each statement to its official source. It is general information, not legal or insurance advice: rules change, and your payer decides each case.',
    source: 'Source:',
    regions: {
      us: 'In the United States',
      de: 'In Germany',
      es: 'In Spain',
      elsewhere: 'Elsewhere',
    },
    items: {
      medicare: {
        title: 'Medicare',
        text: 'Medicare Part B covers prosthetic devices, artificial limbs among them, when a Medicare-enrolled doctor orders them and you get them from a Medicare-enrolled supplier. After the Part B deductible you usually pay 20% of the Medicare-approved amount.',
      },
      privateInsurance: {
        title: 'Private insurance',
        text: 'What a private plan pays for a prosthesis, and whether it must approve it first, depends on the plan: ask your insurer for its written policy on upper-limb prostheses. Plans sold on the Health Insurance Marketplace must cover rehabilitative and habilitative services and devices.',
      },
      va: {
        title: 'The VA',
        text: 'Veterans enrolled in VA health care who have a medical need for a prosthesis can usually receive it through the VA’s Prosthetic and Sensory Aids Service. Further criteria may apply to some programs.',
      },
      workersComp: {
        title: 'Workers’ compensation',
        text: 'If you lost your hand in an accident at work, workers’ compensation usually pays for your medical treatment. Federal employees are covered by the Department of Labor’s programs; others should contact their state’s workers’ compensation board and ask whether a prosthesis is included.',
      },
      letter: {
        title: 'A letter of medical necessity',
        text: 'Payers usually ask for a prescription and a letter from your doctor explaining why the hand is medically necessary: your limb difference, the everyday tasks it makes possible, and why a simpler device would not do.',
      },
      prescription: {
        title: 'The prescription',
        text: 'Statutory health insurance covers prostheses that are needed in the individual case to compensate for a disability (§ 33 SGB V). It starts with a prescription from your doctor.',
      },
      estimate: {
        title: 'The cost estimate',
        text: 'With the prescription, your orthopedic technician usually prepares a cost estimate (Kostenvoranschlag) and sends it to your Krankenkasse. The GKV-Spitzenverband’s list of medical aids (Hilfsmittelverzeichnis) sets the quality requirements a prosthesis must meet.',
      },
      approval: {
        title: 'The Krankenkasse’s approval',
        text: 'Your Krankenkasse decides whether it covers the costs (Kostenübernahme). The coverage includes the training in the use of the prosthesis and its necessary repairs and replacement. Adults usually pay a small statutory co-payment.',
      },
      appeal: {
        title: 'If the answer is no',
        text: 'You can object to a refusal (Widerspruch) within one month of receiving it; the decision letter says where and how. A statement from your doctor usually helps.',
      },
      benefit: {
        title: 'The orthoprosthetic benefit',
        text: 'The National Health System’s orthoprosthetic benefit (prestación ortoprotésica) includes external prostheses, upper-limb prostheses among them. A doctor of the public health service, usually a specialist, prescribes the prosthesis.',
      },
      regional: {
        title: 'Regional differences',
        text: 'Each autonomous community runs the benefit: which products it finances, up to what amount, and whether it pays the supplier directly or refunds you differ from region to region. Ask your regional health service which rules apply to you.',
      },
      ask: {
        title: 'What to ask your insurer or health service',
        text: 'Wherever you live, these questions usually tell you where you stand:',
      },
    },
    questions: [
      'Are myoelectric upper-limb prostheses covered, and up to what amount?',
      'Which prescription and documents do you need from me and from my doctor?',
      'Must you approve the hand before it is fitted?',
      'Which suppliers and clinics do you work with?',
      'How do I appeal if you refuse?',
    ],
    helpTitle: 'How we help',
    help: 'We prepare the paperwork your payer usually asks for: a description and the specifications of the hand you choose, and a quote. We help your doctor with what a letter of medical necessity usually covers, and we answer your payer’s questions about the hand. We cannot decide or promise what your payer pays.',
    helpAction: 'Ask an insurance question',
  },
  fitting: {
    title: 'How fitting works',
    intro:
      'From the first conversation to daily life with your hand, a fitting is a series of steps with you, your doctor, a prosthetist and a therapist. From the first consultation to the fitting usually takes a few weeks to a few months, mostly depending on how quickly the funding is approved and how your residual limb has healed.',
    who: 'Who is involved',
    time: 'How long',
    steps: {
      consultation: {
        title: 'Consultation',
        text: 'We talk about your goals, your daily life and your limb difference, show you the hands and explain the next steps and how funding usually works.',
        who: 'You, your family if you like, one of our clinicians',
        time: 'Usually about an hour',
      },
      assessment: {
        title: 'Assessment',
        text: 'Your prosthetist examines your residual limb and measures your muscle signals with sensors on the skin, to see how you can control a hand. Your doctor writes the prescription.',
        who: 'Your prosthetist, your doctor',
        time: 'One or two appointments',
      },
      trial: {
        title: 'Test socket and trial',
        text: 'A test socket is made and adjusted until it fits well, and you try the hand with it.',
        who: 'Your prosthetist',
        time: 'Usually several appointments over a few weeks',
      },
      fitting: {
        title: 'Fitting',
        text: 'Your final socket is made, and the hand is set up and tuned to your muscle signals and the grips you need.',
        who: 'Your prosthetist, one of our clinicians',
        time: 'Usually one or two appointments',
      },
      training: {
        title: 'Training with a therapist',
        text: 'An occupational therapist trains you to control the hand and to use it in everyday tasks.',
        who: 'An occupational therapist',
        time: 'Usually several sessions over weeks to months',
      },
      followUp: {
        title: 'Follow-up',
        text: 'Check-ups, adjustments when your residual limb changes, and repairs under the warranty. For emergencies our support is available 24/7.',
        who: 'Your prosthetist, our support team',
        time: 'For as long as you wear the hand',
      },
    },
    suitsTitle: 'Who each hand suits',
    suitsIntro:
      'Each of our hands is controlled by the muscle signals of your residual limb. Whether a hand suits your level of limb difference, and whether it suits a child, only the assessment can tell: ask us.',
    suits: {
      'neural-pro-x1': (patterns: string, force: string) =>
        `The most grip patterns in our range (${patterns}) and a grip force of up to ${force}: for people who want a grip for every task.`,
      'flexigrip-elite': (weight: string, charging: string) =>
        `Our lightest hand (${weight}), charged in ${charging}: for people who wear their hand all day and value comfort.`,
      'smarthand-ai': (battery: string, warranty: string) =>
        `AI-assisted grip prediction, the longest battery life (${battery}) and the longest warranty (${warranty}) of our range.`,
    },
    askUs: 'Ask us whether a hand suits you',
  },
  faq: {
    title: 'Questions and answers',
    intro: 'What patients and families often ask us. Your question is not here? Write to us.',
    items: {
      cost: {
        question: 'What does a Phoenix hand cost?',
        answer: (prices: string) =>
          `Prices start at ${prices}. What you pay yourself depends on your insurer or public health system.`,
      },
      afterInsurance: {
        question: 'How much will I pay after insurance?',
        answer:
          'That depends on your coverage: Medicare, for example, usually leaves you 20% of the approved amount after the deductible, and a Krankenkasse in Germany usually a small co-payment. Send us an insurance question and we help you find out before anything is ordered.',
      },
      consultation: {
        question: 'What happens at the consultation?',
        answer:
          'We talk about your goals, your daily life and your limb difference, show you the hands, and explain the next steps and how funding usually works. Bring your questions, and your medical records and insurance details if you have them.',
      },
      howLong: {
        question: 'How long until I have my hand?',
        answer:
          'From the first consultation to the fitting usually takes a few weeks to a few months, mostly depending on how quickly the funding is approved. Training with a therapist follows.',
      },
      control: {
        question: 'How do I control the hand?',
        answer:
          'Sensors resting on the skin of your residual limb pick up the signals of the muscles you tense, and the hand turns them into a grip. It does not read thoughts. SmartHand AI also predicts the grip you are likely to need.',
      },
      suits: {
        question: 'Is a Phoenix hand right for me or my child?',
        answer:
          'That depends on your level of limb difference and your residual limb, which only an assessment can tell. Ask us, and we will tell you honestly.',
      },
      warranty: {
        question: 'What warranty do the hands have?',
        answer: (warranties: string) => `The warranty is ${warranties}.`,
      },
      repairs: {
        question: 'What if my hand needs a repair?',
        answer:
          'Contact our support: around the clock for emergencies, otherwise during our opening hours. During the warranty we repair or replace the hand under its warranty terms.',
      },
      battery: {
        question: 'How long does the battery last?',
        answer: (batteries: string) => `Up to ${batteries} on a full charge, depending on how you use the hand.`,
      },
      charging: {
        question: 'How long does charging take?',
        answer: (times: string) => `A full charge takes ${times}.`,
      },
      languages: {
        question: 'In which languages can I write to you?',
        answer: 'In English, German, Spanish or Arabic, the languages of this site.',
      },
      data: {
        question: 'What data do you keep about me?',
        answer: (days: string) =>
          `Only what you send us in the form: your name, email address, phone number if you give it, the inquiry type, the subject and the message. We use it to answer you and delete it after ${days} days, or sooner if you ask.`,
      },
    },
    /** One hand's figure in an answer ("2 years for the FlexiGrip Elite"). */
    figureOf: (product: string, figure: string) => `${figure} for the ${product}`,
  },
  privacy: {
    title: 'Privacy notice',
    intro: 'What we do with the details you send us through this site, and your rights.',
    sections: {
      controller: {
        title: 'Who is responsible',
        text: 'The company named in our legal notice is responsible for your data. For questions about your data, write to:',
      },
      collected: {
        title: 'What we collect',
        text: 'Only what you send in the contact form: your name, email address, phone number if you give it, the inquiry type, the subject and your message, with the language and the page you sent it from. A message about a prosthetic hand may contain health information: give only what you want us to know.',
      },
      purpose: {
        title: 'What we use it for',
        text: 'To answer your request and, if you ask for one, to arrange your consultation. We do not use it for advertising and we do not sell it.',
      },
      basis: {
        title: 'On what basis',
        text: 'Your consent, which you give by sending the form (Art. 6(1)(a) GDPR, and Art. 9(2)(a) GDPR for health information). You can withdraw it at any time; this does not affect what was done before.',
      },
      recipients: {
        title: 'Who sees it',
        text: 'The people in our team who answer your request, and the providers that deliver our email and store our records on our behalf, bound by contract to our instructions.',
      },
      retention: {
        title: 'How long we keep it',
        text: (days: string) => `We delete a request ${days} days after it arrives, or sooner if you ask us.`,
      },
      rights: {
        title: 'Your rights',
        text: 'You may ask for a copy of your data, its correction or its deletion, restrict or object to its use, and receive it in a portable form. You may also complain to a data protection supervisory authority.',
      },
      browser: {
        title: 'In your browser',
        text: 'This site sets no cookies and loads nothing from other sites. While you type, the form keeps your unsent message in your browser’s session storage, so that it is not lost; it is removed when the message is sent or the browser tab is closed.',
      },
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
      vatId: 'Tax ID',
      responsible: 'Responsible for the content',
    },
  },
  notFound: {
    title: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    action: 'Return to Home',
  },
};

/** Widens every string literal to `string`, keeping the shape: what each language file must provide. */
type Shape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer E)[]
      ? readonly Shape<E>[]
      : { readonly [K in keyof T]: Shape<T[K]> };

export type Catalogue = Shape<typeof en>;
