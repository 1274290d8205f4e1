/** English: the words every element needs. */
import type { Format } from '../format';

export const words = {
  site: {
    elementError: 'This part of the page could not be shown.',
    routeErrorTitle: 'Unexpected Application Error!',
    toastDismiss: 'Dismiss notification',
  },
  hours: {
    weekdays: (from: number, to: number, f: Format) => `Monday to Friday: ${f.hour(from)} to ${f.hour(to)}`,
    saturday: (from: number, to: number, f: Format) => `Saturday: ${f.hour(from)} to ${f.hour(to)}`,
    emergency: '24/7 emergency support for problems with your hand (in a medical emergency, call 911 or 112)',
    reply: (hours: number, f: Format) => `We reply within ${f.hours(hours)}`,
  },
};
