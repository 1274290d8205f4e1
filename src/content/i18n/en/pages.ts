/** English: the words of pages. */
export const words = {
  pages: {
    home: {
      nav: 'Home',
      title: 'Phoenix Bionics: myoelectric prosthetic hands',
      description:
        'Prosthetic hands controlled by your own muscle signals, fitted by prosthetists and supported by our team. Ask for a consultation.',
    },
    about: {
      nav: 'About Us',
      title: 'About Us | Phoenix Bionics',
      description: 'Who we are, what we value, and how Phoenix Bionics came to make myoelectric prosthetic hands.',
    },
    products: {
      nav: 'Products',
      title: 'Products | Phoenix Bionics',
      description: 'Neural Pro X1, FlexiGrip Elite and SmartHand AI: prices, features and full specifications.',
    },
    contact: {
      nav: 'Contact Us',
      title: 'Contact Us | Phoenix Bionics',
      description: 'Ask for a consultation, technical support or help with insurance.',
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
        'How a prosthetic hand is usually paid for in the United States, Germany and Spain, with links to the official sources, what payers ask for, and how we help.',
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
        'Partner clinics in the United States, Germany, Spain and the Gulf that fit our hands: search by city, filter by hand and language, and ask us for a consultation at one.',
    },
    notFound: {
      nav: 'Page not found',
      title: 'Page not found | Phoenix Bionics',
      description: 'The page you are looking for does not exist or has moved.',
    },
  },
  /** The navigation bar's and the router's own words (the language switcher is a navigation landmark). */
  navigation: {
    skipLink: 'Skip to main content',
    menu: 'Menu',
    mainNavigation: 'Main',
    homeLink: (company: string) => `${company}, home`,
    getStarted: 'Get Started',
    languages: 'Language',
  },
};
