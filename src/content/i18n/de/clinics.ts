/** German: the words of clinics. */
import type { Format } from '../format';
import type { Words } from '../words';

export const words: Words<'clinics'> = {
  clinics: {
    title: 'Versorger finden',
    intro:
      'Sanitätshäuser, orthopädietechnische Werkstätten und Kliniken, die unsere Hände anpassen. Suchen Sie nach Stadt, Land oder Name, oder sortieren Sie nach Entfernung. Eine Beratungsanfrage, die Sie hier senden, geht an Phoenix Bionics. Wir antworten Ihnen und vereinbaren die Beratung beim Versorger mit Ihnen.',
    search: 'Stadt, Land oder Name',
    filters: 'Versorger filtern',
    skipToList: 'Zur Liste der Versorger springen',
    hand: 'Hand',
    anyHand: 'Jede Hand',
    language: 'Gesprochene Sprache',
    anyLanguage: 'Jede Sprache',
    nearMe: 'In meiner Nähe',
    locating: 'Ihr Standort wird ermittelt …',
    sortedByDistance: 'Nach Entfernung sortiert, die nächste zuerst.',
    denied:
      'Ihr Standort wurde nicht freigegeben, die Versorger bleiben in ihrer üblichen Reihenfolge. Sie können stattdessen nach Stadt suchen.',
    failed:
      'Ihr Standort konnte nicht ermittelt werden, die Versorger bleiben in ihrer üblichen Reihenfolge. Sie können stattdessen nach Stadt suchen.',
    shown: (count: number, f: Format) => `${f.number(count)} Versorger.`,
    none: 'Kein Versorger passt. Versuchen Sie eine andere Stadt oder setzen Sie die Filter zurück.',
    clear: 'Filter zurücksetzen',
    away: (km: number, f: Format) => `${f.kilometres(km)} entfernt`,
    fits: 'Passt',
    speaks: 'Sprachen',
    phone: 'Telefon',
    website: 'Website',
    request: 'Hier Beratung anfragen',
    askTitle: (clinic: string) => `Über Phoenix Bionics eine Beratung bei ${clinic} anfragen`,
    list: 'Versorger',
    map: (count: number, countries: string, f: Format) =>
      count === 0
        ? 'Karte ohne Versorger'
        : `Karte mit ${f.number(count)} Versorger${f.plural(count) === 'one' ? '' : 'n'} in ${countries}`,
    mapCredit: 'Karte: Natural Earth',
    countryCount: (count: number, f: Format) => `${f.number(count)} ${f.plural(count) === 'one' ? 'Land' : 'Ländern'}`,
    mapHelp:
      'Ziehen Sie die Karte oder zoomen Sie mit zwei Fingern; ist sie fokussiert, bewegen die Pfeiltasten sie, + und − zoomen. Die Liste enthält jeden Versorger.',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    showAll: 'Alle zeigen',
    mapControls: 'Kartensteuerung',
    group: (count: number, f: Format) => `${f.number(count)} Versorger hier: zum Vergrößern wählen`,
    send: 'Suchen',
    unknown: 'Dieser Versorger gehört nicht (mehr) zu unseren Versorgungspartnern.',
    loading: 'Die Versorger werden geladen …',
    unavailable: 'Die Versorger konnten nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    sample:
      'Beispieldaten: Diese Versorger sind erfunden und dienen zum Ausprobieren der Suche. Das Unternehmen ersetzt sie durch seine eigene Liste.',
    details: 'Adresse, Kontakt und Öffnungszeiten',
    email: 'E-Mail',
    hours: 'Öffnungszeiten',
    days: { Mo: 'Mo', Tu: 'Di', We: 'Mi', Th: 'Do', Fr: 'Fr', Sa: 'Sa', Su: 'So' },
    earlier: 'Vorherige Versorger',
    later: 'Weitere Versorger',
    range: (from: number, to: number, f: Format) => `Versorger ${f.number(from)}–${f.number(to)}`,
  },
};
