/** German: the words of pages. */
import type { Words } from '../words';

export const words: Words<'pages'> = {
  pages: {
    home: {
      nav: 'Startseite',
      title: 'Phoenix Bionics: myoelektrische Handprothesen',
      description:
        'Handprothesen, gesteuert von Ihren eigenen Muskelsignalen, angepasst im Sanitätshaus und betreut von unserem Team. Fragen Sie eine Beratung an.',
    },
    about: {
      nav: 'Über uns',
      title: 'Über uns | Phoenix Bionics',
      description: 'Wer wir sind, was uns wichtig ist und wie Phoenix Bionics zu myoelektrischen Handprothesen kam.',
    },
    products: {
      nav: 'Produkte',
      title: 'Produkte | Phoenix Bionics',
      description: 'Neural Pro X1, FlexiGrip Elite und SmartHand AI: Preise, Funktionen und alle technischen Daten.',
    },
    contact: {
      nav: 'Kontakt',
      title: 'Kontakt | Phoenix Bionics',
      description: 'Beratung, technische Hilfe oder Fragen zur Kostenübernahme? Schreiben Sie uns.',
    },
    compare: {
      nav: 'Vergleich',
      title: 'Hände vergleichen | Phoenix Bionics',
      description:
        'Neural Pro X1, FlexiGrip Elite und SmartHand AI im direkten Vergleich: Preis, Gewicht, Akku, Griffkraft, Griffe und Garantie.',
    },
    funding: {
      nav: 'Kostenübernahme',
      title: 'Kostenübernahme | Phoenix Bionics',
      description:
        'Wie eine Handprothese in den USA, in Deutschland und in Spanien üblicherweise bezahlt wird, mit Links zu den amtlichen Quellen, und wie wir helfen.',
    },
    fitting: {
      nav: 'So läuft die Versorgung',
      title: 'So läuft die Versorgung | Phoenix Bionics',
      description:
        'Vom ersten Beratungsgespräch bis zu Training und Nachsorge: die Schritte einer Versorgung, wer beteiligt ist, wie lange es meist dauert und für wen welche Hand passt.',
    },
    faq: {
      nav: 'Fragen und Antworten',
      title: 'Fragen und Antworten | Phoenix Bionics',
      description:
        'Kosten, Kostenübernahme, Garantie, Reparaturen, Akku, Beratung, Sprachen und Ihre Daten: Antworten auf häufige Fragen.',
    },
    privacy: {
      nav: 'Datenschutzerklärung',
      title: 'Datenschutzerklärung | Phoenix Bionics',
      description: 'Was wir mit Ihren Angaben tun, wie lange wir sie speichern und welche Rechte Sie haben.',
    },
    legal: {
      nav: 'Impressum',
      title: 'Impressum | Phoenix Bionics',
      description: 'Wer diese Website betreibt: Unternehmen, Anschrift, Vertretung und Registereintrag.',
    },
    clinics: {
      nav: 'Versorger finden',
      title: 'Versorger finden | Phoenix Bionics',
      description:
        'Sanitätshäuser, orthopädietechnische Werkstätten und Kliniken in den USA, Deutschland, Spanien und am Golf, die unsere Hände anpassen: nach Stadt suchen, nach Hand und Sprache filtern und bei uns eine Beratung dort anfragen.',
    },
    notFound: {
      nav: 'Seite nicht gefunden',
      title: 'Seite nicht gefunden | Phoenix Bionics',
      description: 'Die gesuchte Seite gibt es nicht oder sie ist umgezogen.',
    },
  },
  navigation: {
    skipLink: 'Zum Hauptinhalt springen',
    menu: 'Menü',
    mainNavigation: 'Hauptnavigation',
    homeLink: (company: string) => `${company}, Startseite`,
    getStarted: 'Kontakt aufnehmen',
    languages: 'Sprache',
  },
};
