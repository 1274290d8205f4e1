/** English: the words every element needs. */
import type { Format } from '../format';

export const words = {
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
  hours: {
    weekdays: (from: number, to: number, f: Format) => `Monday to Friday: ${f.hour(from)} to ${f.hour(to)}`,
    saturday: (from: number, to: number, f: Format) => `Saturday: ${f.hour(from)} to ${f.hour(to)}`,
    emergency: '24/7 emergency support for problems with your hand (in a medical emergency, call 911 or 112)',
    reply: (hours: number, f: Format) => `We reply within ${f.hours(hours)}`,
  },
};
