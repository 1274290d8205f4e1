/** Company-wide facts: names, navigation labels, contact details. Contact details are fictional placeholders. */

export const company = {
  name: 'Phoenix Bionics',
  shortName: 'Phoenix',
  tagline: 'Neural-controlled and AI-assisted prosthetic hands',
  description:
    'Phoenix Bionics designs neural-controlled and AI-assisted prosthetic hands that move the way you mean them to.',
} as const;

export type PagePath = '/' | '/about' | '/products' | '/contact';

export interface NavLink {
  path: PagePath;
  label: string;
}

export const navLinks: readonly NavLink[] = [
  { path: '/', label: 'Home' },
  { path: '/about', label: 'About Us' },
  { path: '/products', label: 'Products' },
  { path: '/contact', label: 'Contact Us' },
];

export const getStarted = { path: '/contact' as PagePath, label: 'Get Started' };

/** Placeholders: the spec does not give real contact details, so these are clearly fictional. */
export const contactDetails = {
  address: ['1200 Example Avenue, Suite 400', 'Springfield, ST 00000'],
  phone: '+1 (555) 010-4200',
  phoneHref: 'tel:+15550104200',
  email: 'hello@example.com',
  emailHref: 'mailto:hello@example.com',
} as const;

export const hours = {
  weekdays: 'Monday to Friday: 8 AM to 6 PM',
  saturday: 'Saturday: 9 AM to 3 PM',
  emergency: '24/7 emergency support',
  reply: 'We reply within 24 hours',
} as const;

export const footer = {
  blurb: 'Restoring natural movement with prosthetic hands that learn from you.',
  quickLinksHeading: 'Quick Links',
  contactHeading: 'Contact',
  hoursHeading: 'Hours',
  copyright: (year: number) => `© ${year} ${company.name}. All rights reserved.`,
} as const;

/** Page titles, used for document.title and headings that name the page. */
export const pageTitles: Record<PagePath | 'notFound', string> = {
  '/': 'Home',
  '/about': 'About Us',
  '/products': 'Products',
  '/contact': 'Contact Us',
  notFound: 'Page not found',
};

export const ui = {
  skipLink: 'Skip to main content',
  menu: 'Menu',
  mainNavigation: 'Main',
  logoAlt: `${company.name} logo`,
  homeLinkLabel: `${company.name}, home`,
  loading: 'Loading…',
  elementError: 'This part of the page could not be shown.',
  routeErrorTitle: 'Unexpected Application Error!',
  toastDismiss: 'Dismiss notification',
} as const;

/** What search engines and link previews read for each page of the standalone site. */
export const pageMeta: Record<PagePath, { title: string; description: string }> = {
  '/': {
    title: `${company.name}: neural-controlled prosthetic hands`,
    description:
      'Prosthetic hands that respond to your own muscle signals and learn from every movement. Book a free consultation.',
  },
  '/about': {
    title: `About Us | ${company.name}`,
    description:
      'Since 2009 Phoenix Bionics has helped more than 10,000 people move naturally again with neural-controlled hands.',
  },
  '/products': {
    title: `Products | ${company.name}`,
    description: 'Neural Pro X1, FlexiGrip Elite and SmartHand AI: prices, features and full specifications.',
  },
  '/contact': {
    title: `Contact Us | ${company.name}`,
    description: 'Ask for a consultation, technical support or help with insurance. We reply within 24 hours.',
  },
};
