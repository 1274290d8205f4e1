/** English: the words of clinics. */
import type { Format } from '../format';

export const words = {
  clinics: {
    title: 'Find a clinic',
    intro:
      'Partner clinics that fit our hands. Search by city, country or name, or sort them by distance from you. A consultation request you send from here goes to Phoenix Bionics. We answer you, and we arrange the consultation at the clinic with you.',
    search: 'City, country or clinic name',
    filters: 'Filter the clinics',
    skipToList: 'Skip to the list of clinics',
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
    countryCount: (count: number, f: Format) =>
      `${f.number(count)} ${f.plural(count) === 'one' ? 'country' : 'countries'}`,
    mapHelp:
      'Drag the map or pinch it; once it is focused, the arrow keys move it and + and − zoom. The list holds every clinic.',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    showAll: 'Show all',
    mapControls: 'Map controls',
    group: (count: number, f: Format) => `${f.number(count)} clinics here: choose to zoom in`,
    send: 'Search',
    unknown: 'This clinic is not among our partner clinics (any more).',
    loading: 'Loading the clinics…',
    unavailable: 'The clinics could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    sample:
      'Sample data: these clinics are fictional, for trying the finder out. The company replaces them with its own list.',
    details: 'Address, contact and hours',
    email: 'E-mail',
    hours: 'Opening hours',
    days: { Mo: 'Mon', Tu: 'Tue', We: 'Wed', Th: 'Thu', Fr: 'Fri', Sa: 'Sat', Su: 'Sun' },
    earlier: 'Previous clinics',
    later: 'More clinics',
    range: (from: number, to: number, f: Format) => `Clinics ${f.number(from)}–${f.number(to)}`,
  },
};
