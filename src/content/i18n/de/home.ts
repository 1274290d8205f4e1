/** German: the words of home. */
import type { Format } from '../format';
import type { Words } from '../words';

export const words: Words<'home'> = {
  home: {
    hero: {
      eyebrow: 'Myoelektrische Handprothesen',
      title: 'Prothesen für die Hand, gesteuert von Ihren Muskeln',
      text: (batteryHours: number, product: string, f: Format) =>
        `Handprothesen, die auf Ihre eigenen Muskelsignale reagieren – mit bis zu ${f.hours(batteryHours)} Akkulaufzeit bei der ${product}.`,
      primary: 'Beratung vereinbaren',
      secondary: 'Demo ansehen',
      imageAlt: 'Illustration einer Handprothese, geöffnet und nach vorn ausgestreckt',
    },
    featuresTitle: 'Warum sich Menschen für Phoenix entscheiden',
    features: {
      technology: {
        title: 'Fortschrittliche Technik',
        text: 'Myoelektrische Steuerung mit Mustererkennung: Sensoren auf der Haut nehmen die Signale der Muskeln auf, die Sie anspannen, und die Hand macht aus ihrem Muster einen Griff. Die SmartHand AI ergänzt eine KI-gestützte Griffvorhersage.',
      },
      durable: {
        title: 'Robust & zuverlässig',
        text: (batteryHours: number, warrantyYears: number, f: Format) =>
          `Gebaut für den Alltag – je nach Hand mit bis zu ${f.hours(batteryHours)} Akkulaufzeit und bis zu ${f.years(warrantyYears)} Garantie.`,
      },
      fit: {
        title: 'Individuelle Passform',
        text: 'Ihr Sanitätshaus formt den Schaft und stellt die Griffe auf Sie ein, den Menschen, der die Hand trägt.',
      },
      funding: {
        title: 'Hilfe bei der Kostenübernahme',
        text: 'Wir bereiten die Unterlagen vor, die Kostenträger oft verlangen, und beantworten die Fragen Ihres Kostenträgers zur Hand.',
      },
    },
    productsTitle: 'Unsere Handprothesen',
    productsText: 'Drei Hände, jede gesteuert von Ihren eigenen Muskelsignalen.',
    viewAllProducts: 'Alle Produkte ansehen',
    benefitsTitle: 'Leben mit einer Phoenix-Hand',
    benefits: [
      'Steuern Sie Ihre Hand mit Ihren eigenen Muskelsignalen',
      'Eine Auswahl an Griffmustern für den Alltag',
      'Anpassung im Sanitätshaus und Training in der Ergotherapie',
      'Unterstützung bei Fragen zur Kostenübernahme',
    ],
    benefitsLink: 'Mehr über unsere Geschichte',
    benefitsFundingLink: 'So wird eine Hand bezahlt',
    closing: {
      title: 'Bereit für den nächsten Schritt?',
      text: 'Sprechen Sie mit unserem Fachteam darüber, was eine Phoenix-Hand für Sie leisten kann.',
      action: 'Beratung vereinbaren',
    },
  },
};
