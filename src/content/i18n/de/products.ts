/** German: the words of products. */
import type { Format } from '../format';
import type { Words } from '../words';
import { items } from '../../files/product-words/de';

export const words: Words<'products'> = {
  products: {
    title: 'Unsere Produkte',
    intro: 'Drei Handprothesen – jede von einem Sanitätshaus auf den Menschen abgestimmt, der sie trägt.',
    keyFeatures: 'Das Wichtigste',
    specifications: 'Technische Daten',
    requestConsultation: 'Beratung anfragen',
    closingTitle: 'Unsicher, welche Hand zu Ihnen passt?',
    closingText:
      'Wir helfen Ihnen bei der Auswahl. Ein Sanitätshaus passt die Hand an, und in der Ergotherapie lernen Sie den Umgang.',
    closingAction: 'Beratung vereinbaren',
    seeGrips: 'Griffe ansehen',
    compareLink: 'Hände vergleichen',
    price: (usd: number, f: Format) => `ab ${f.usd(usd)}`,
    specs: {
      weight: 'Gewicht',
      battery: 'Akkulaufzeit',
      charging: 'Ladezeit',
      gripForce: 'Griffkraft',
      warranty: 'Garantie',
      gripPatterns: 'Griffmuster',
    },
    upToNewtons: (newtons: number, f: Format) => `Bis zu ${f.number(newtons)} N`,
    features: {
      gripPatterns: (count: number, f: Format) => `${f.number(count)} Griffmuster`,
      myoelectricControl: 'Myoelektrische Steuerung mit Mustererkennung',
      battery: (hours: number, f: Format) =>
        `${f.number(hours)} ${f.plural(hours) === 'one' ? 'Stunde' : 'Stunden'} Akkulaufzeit`,
      gripForce: (newtons: number, f: Format) => `Griffkraft bis zu ${f.number(newtons)} N`,
      lightweight: (grams: number, f: Format) => `Leichtbauweise mit nur ${f.grams(grams)}`,
      fastCharging: (minutes: number, f: Format) => `In ${f.duration(minutes)} aufgeladen`,
      gripPrediction: 'KI-gestützte Griffvorhersage',
      warranty: (years: number, f: Format) =>
        `${f.number(years)} ${f.plural(years) === 'one' ? 'Jahr' : 'Jahre'} Garantie`,
    },
    /** Each hand's words: content/products/<id>.de.md. */
    items,
  },
};
