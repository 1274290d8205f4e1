/** English: the words every element needs. */
import type { Format } from '../format';

export const words = {
  site: {
    /** Wherever the company's details are the repository's sample (its file says so): the note beside them. */
    sample:
      'Sample details: the company on this page is an example, not a real company. Do not send real health details through this site.',
    elementError: 'This part of the page could not be shown.',
    routeErrorTitle: 'Unexpected Application Error!',
    toastDismiss: 'Dismiss notification',
  },
  hours: {
    weekdays: (from: number, to: number, f: Format) => `Monday to Friday: ${f.hour(from)} to ${f.hour(to)}`,
    saturday: (from: number, to: number, f: Format) => `Saturday: ${f.hour(from)} to ${f.hour(to)}`,
    /** Only where the company file names a round-the-clock line (deviceSupport). */
    deviceSupport: (phone: string) => `Around the clock, every day, if your hand stops working: ${phone}`,
    medical: 'In a medical emergency, call your local emergency number.',
    reply: (hours: number, f: Format) => `We reply within ${f.hours(hours)}`,
  },
};
