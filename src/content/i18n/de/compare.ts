/** German: the words of compare. */
import type { Words } from '../words';

export const words: Words<'compare'> = {
  compare: {
    title: 'Die Hände im Vergleich',
    intro:
      'Unsere Hände im direkten Vergleich. Wählen Sie aus, welche Hände Sie vergleichen möchten; der beste Wert jedes Merkmals ist markiert.',
    chooseHands: 'Hände zum Vergleichen',
    keepOne: 'Mindestens eine Hand bleibt im Vergleich.',
    caption: 'Die ausgewählten Hände, Merkmal für Merkmal',
    figure: 'Merkmal',
    rows: {
      price: 'Preis',
      weight: 'Gewicht',
      battery: 'Akkulaufzeit',
      charging: 'Ladezeit',
      gripForce: 'Griffkraft',
      gripPatterns: 'Griffmuster',
      warranty: 'Garantie',
      grips: 'Griffe',
    },
    best: {
      price: 'niedrigster Preis',
      weight: 'am leichtesten',
      battery: 'längste Akkulaufzeit',
      charging: 'am schnellsten geladen',
      gripForce: 'höchste Griffkraft',
      gripPatterns: 'meiste Griffmuster',
      warranty: 'längste Garantie',
    },
    notPublished: 'keine Angabe',
    requestConsultation: 'Beratung anfragen',
    scrollRegion: 'Vergleichstabelle',
  },
};
