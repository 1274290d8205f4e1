/** English: the words of clinics. */
import type { Format } from '../format';

export const words = {
  clinics: {
    title: 'Find a clinic',
    intro:
      'Partner clinics that fit our hands. Search by city, country or name, or sort them by distance from you. A consultation request you send from here goes to Phoenix Bionics. We reply within 24 hours, and we arrange the consultation at the clinic with you.',
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
    shown: (count: number, f: Format) => `${f.number(count)} ${f.plural(count) === 'one' ? 'clinic' : 'clinics'}.`,
    none: 'No clinic matches. Try another city, or clear the filters.',
    clear: 'Clear filters',
    away: (km: number, f: Format) => `${f.kilometres(km)} away`,
    fits: 'Fits',
    speaks: 'Languages',
    phone: 'Phone',
    website: 'Website',
    request: 'Request Consultation here',
    askTitle: (clinic: string) => `Request a consultation at ${clinic} through Phoenix Bionics`,
    list: 'Partner clinics',
    map: (count: number, countries: string, f: Format) =>
      count === 0
        ? 'Map without clinics'
        : `Map of ${f.number(count)} ${f.plural(count) === 'one' ? 'clinic' : 'clinics'} in ${countries}`,
    mapCredit: 'Map: Natural Earth',
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
};
