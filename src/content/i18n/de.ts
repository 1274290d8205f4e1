/**
 * Alles, was Besucherinnen und Besucher lesen oder hören, auf Deutsch. Gleiche Form wie en.ts (Typ `Catalogue`);
 * Zahlen kommen bereits deutsch formatiert herein ("45.000 US$", "16 Stunden", "3 Jahre").
 */
import type { Catalogue } from './en';
import type { Format } from './format';

export const de: Catalogue = {
  language: {
    switcher: 'Sprache',
    current: 'aktuelle Sprache',
  },
  site: {
    skipLink: 'Zum Hauptinhalt springen',
    menu: 'Menü',
    mainNavigation: 'Hauptnavigation',
    homeLink: (company: string) => `${company}, Startseite`,
    logoAlt: (company: string) => `Logo von ${company}`,
    elementError: 'Dieser Teil der Seite konnte nicht angezeigt werden.',
    routeErrorTitle: 'Unerwarteter Anwendungsfehler!',
    toastDismiss: 'Benachrichtigung schließen',
    getStarted: 'Kontakt aufnehmen',
  },
  pages: {
    home: {
      nav: 'Startseite',
      title: 'Phoenix Bionics: neuronal gesteuerte Handprothesen',
      description:
        'Handprothesen, gesteuert von Ihren eigenen Muskelsignalen, angepasst und betreut von unserem Fachteam. Fragen Sie eine Beratung an.',
    },
    about: {
      nav: 'Über uns',
      title: 'Über uns | Phoenix Bionics',
      description:
        'Seit 2009 hat Phoenix Bionics mehr als 10.000 Menschen geholfen, sich mit neuronal gesteuerten Händen wieder natürlich zu bewegen.',
    },
    products: {
      nav: 'Produkte',
      title: 'Produkte | Phoenix Bionics',
      description: 'Neural Pro X1, FlexiGrip Elite und SmartHand AI: Preise, Funktionen und alle technischen Daten.',
    },
    contact: {
      nav: 'Kontakt',
      title: 'Kontakt | Phoenix Bionics',
      description:
        'Beratung, technische Hilfe oder Fragen zur Kostenübernahme? Schreiben Sie uns. Wir antworten innerhalb von 24 Stunden.',
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
      nav: 'Klinik finden',
      title: 'Klinik finden | Phoenix Bionics',
      description:
        'Partnerkliniken in den USA, Deutschland, Spanien und am Golf, die unsere Hände anpassen: nach Stadt suchen, nach Hand und Sprache filtern und eine Beratung anfragen.',
    },
    notFound: {
      nav: 'Seite nicht gefunden',
      title: 'Seite nicht gefunden | Phoenix Bionics',
      description: 'Die gesuchte Seite gibt es nicht oder sie ist umgezogen.',
    },
  },
  home: {
    hero: {
      eyebrow: 'Neuronal gesteuerte Prothetik',
      title: 'Wieder natürlich in Bewegung',
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
        text: 'Myoelektrische Steuerung liest die Muskeln, die Sie anspannen; die SmartHand AI ergänzt eine KI-gestützte Griffvorhersage.',
      },
      durable: {
        title: 'Robust & zuverlässig',
        text: (batteryHours: number, warrantyYears: number, f: Format) =>
          `Gebaut für den Alltag – je nach Hand mit bis zu ${f.hours(batteryHours)} Akkulaufzeit und bis zu ${f.years(warrantyYears)} Garantie.`,
      },
      fit: {
        title: 'Individuelle Passform',
        text: 'Unser Fachteam formt jeden Schaft und stimmt jeden Griff genau auf den Menschen ab, der die Hand trägt.',
      },
      award: {
        title: 'Preisgekrönt',
        text: 'Entwickelt mit Fachleuten aus der Klinik und mit den Menschen, die unsere Hände tragen – und mit ihnen erprobt, bevor eine Hand erscheint.',
      },
    },
    productsTitle: 'Unsere Handprothesen',
    productsText: 'Drei Hände, ein Ziel: die Bewegung, die Sie im Sinn haben.',
    viewAllProducts: 'Alle Produkte ansehen',
    benefitsTitle: 'Leben mit einer Phoenix-Hand',
    benefits: [
      'Steuern Sie Ihre Hand mit Ihren eigenen Muskelsignalen',
      'Griffe, die sich dem anpassen, was Sie gerade halten',
      'Anpassung, Training und Nachsorge durch unser Fachteam',
      'Unterstützung bei Fragen zu Kostenübernahme und Finanzierung',
      'Notdienst rund um die Uhr und Antwort innerhalb von 24 Stunden',
    ],
    benefitsLink: 'Mehr über unsere Geschichte',
    benefitsFundingLink: 'So wird eine Hand bezahlt',
    closing: {
      title: 'Bereit für den nächsten Schritt?',
      text: 'Sprechen Sie mit unserem Fachteam darüber, was eine Phoenix-Hand für Sie leisten kann.',
      action: 'Beratung vereinbaren',
    },
  },
  about: {
    title: 'Über uns',
    intro: 'Wir bauen Handprothesen, die Menschen die Bewegungen zurückgeben, auf die es ihnen ankommt.',
    missionTitle: 'Unsere Mission',
    mission: [
      'Phoenix Bionics hat ein Ziel: Menschen, denen eine Hand oder ein Arm fehlt – von Geburt an oder nach einer Amputation –, natürliche Bewegung zu ermöglichen. Wir verbinden neuronale Signalsteuerung mit künstlicher Intelligenz. So folgt die Prothese der eigenen Absicht, nicht starren Befehlen.',
      'Jede unserer Hände wird von Fachleuten angepasst, eingestellt und begleitet, die zuerst zuhören. Denn die beste Technik ist die, die zu Ihrem Leben passt.',
    ],
    statsTitle: 'Unsere Arbeit in Zahlen',
    stats: {
      livesChanged: 'Versorgte Menschen',
      yearsExperience: 'Jahre Erfahrung',
      researchPartners: 'Forschungspartner',
      satisfaction: 'Zufriedenheit',
    },
    atLeast: (figure: string) => `${figure}+`,
    valuesTitle: 'Unsere Werte',
    values: {
      care: {
        title: 'Der Mensch im Mittelpunkt',
        text: 'Jede Entscheidung beginnt bei den Menschen, die unsere Hände tragen, und bei ihren Familien.',
      },
      innovation: {
        title: 'Innovation',
        text: 'Wir machen aus Forschung zu neuronaler Steuerung und maschinellem Lernen Bewegung für den Alltag.',
      },
      collaboration: {
        title: 'Zusammenarbeit',
        text: 'Wir arbeiten mit Fachleuten aus Klinik und Forschung und mit Patientinnen und Patienten als ein Team.',
      },
      excellence: {
        title: 'Höchste Qualität',
        text: 'Wir messen jede Hand an dem Anspruch, den wir für unsere eigene Familie hätten.',
      },
    },
    timelineTitle: 'Unser Weg',
    milestones: {
      founded: {
        title: 'Gründung',
        text: 'Fachleute aus Technik und Klinik gründen Phoenix Bionics – mit einem Ziel: natürliche Bewegung.',
      },
      firstProduct: {
        title: 'Erstes Serienprodukt',
        text: 'Unsere erste neuronal gesteuerte Hand erreicht die ersten Patientinnen und Patienten.',
      },
      expansion: {
        title: 'Weltweites Wachstum',
        text: 'Partnerkliniken außerhalb der USA beginnen, Phoenix-Hände anzupassen.',
      },
      nextGeneration: { title: 'Die nächste Generation', text: 'Mit SmartHand AI kommen KI-gestützte Griffe.' },
    },
  },
  products: {
    title: 'Unsere Produkte',
    intro: 'Drei Handprothesen – jede von unserem Fachteam angepasst und auf den Menschen abgestimmt, der sie trägt.',
    keyFeatures: 'Das Wichtigste',
    specifications: 'Technische Daten',
    requestConsultation: 'Beratung anfragen',
    closingTitle: 'Unsicher, welche Hand zu Ihnen passt?',
    closingText: 'Unser Fachteam hilft Ihnen bei der Auswahl, passt Ihre neue Hand an und übt mit Ihnen den Umgang.',
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
      neuralControl: 'Neuronale Signalsteuerung',
      battery: (hours: number, f: Format) =>
        `${f.number(hours)} ${f.plural(hours) === 'one' ? 'Stunde' : 'Stunden'} Akkulaufzeit`,
      gripForce: (newtons: number, f: Format) => `Griffkraft bis zu ${f.number(newtons)} N`,
      lightweight: (grams: number, f: Format) => `Leichtbauweise mit nur ${f.grams(grams)}`,
      fastCharging: (minutes: number, f: Format) => `In ${f.duration(minutes)} aufgeladen`,
      gripPrediction: 'KI-gestützte Griffvorhersage',
      warranty: (years: number, f: Format) =>
        `${f.number(years)} ${f.plural(years) === 'one' ? 'Jahr' : 'Jahre'} Garantie`,
    },
    items: {
      'neural-pro-x1': {
        summary: 'Unser neuronal gesteuertes Spitzenmodell – mit dem passenden Griff für jede Aufgabe.',
        description:
          'Die Neural Pro X1 liest die Signale Ihrer Restmuskulatur und setzt Ihre Absicht in Bewegung um. Ihre Griffmuster reichen vom festen Händedruck bis zum Aufheben einer Münze.',
        imageAlt: 'Illustration der Neural Pro X1: eine dunkle Handprothese mit leuchtendem Sensorband am Handgelenk',
      },
      'flexigrip-elite': {
        summary: 'Leicht und beweglich – angenehm zu tragen, den ganzen Tag.',
        description:
          'Die FlexiGrip Elite ist unsere leichteste Hand, gebaut für hohen Tragekomfort vom Morgen bis zum Abend. Mit ihren Griffmustern und der Schnellladung hält sie auch an vollen Tagen mit.',
        imageAlt:
          'Illustration der FlexiGrip Elite: eine schlanke, leichte Handprothese mit beweglichen Fingergelenken',
      },
      'smarthand-ai': {
        summary: 'Eine KI-gestützte Hand, die lernt, wie Sie sich bewegen.',
        description:
          'Die SmartHand AI lernt Ihre Bewegungen und erkennt im Voraus, welchen Griff Sie brauchen. Mit der längsten Akkulaufzeit und der längsten Garantie unseres Sortiments ist sie unsere leistungsstärkste Hand.',
        imageAlt: 'Illustration der SmartHand AI: eine Handprothese mit Platinenmuster auf der Handfläche',
      },
    },
  },
  contact: {
    title: 'Kontakt',
    intro: 'Fragen zu einer Handprothese, zu einem Beratungstermin oder zur Kostenübernahme? Schreiben Sie uns.',
    formTitle: 'Schreiben Sie uns eine Nachricht',
    fields: {
      name: 'Vor- und Nachname',
      email: 'E-Mail-Adresse',
      phone: 'Telefonnummer',
      inquiry: 'Art der Anfrage',
      subject: 'Betreff',
      message: 'Nachricht',
    },
    inquiryTypes: {
      general: 'Allgemeine Informationen',
      consultation: 'Beratung vereinbaren',
      support: 'Technische Hilfe',
      insurance: 'Fragen zur Kostenübernahme',
      partnership: 'Partnerschaften und Kooperationen',
    },
    subjectAbout: (product: string) => `Beratung zur ${product}`,
    optional: '(optional)',
    requiredNote: 'Alle Felder außer der Telefonnummer sind Pflichtfelder.',
    submit: 'Nachricht senden',
    sending: 'Wird gesendet…',
    success: {
      title: 'Nachricht erfolgreich gesendet!',
      text: (hours: number, f: Format) => `Wir melden uns innerhalb von ${f.hours(hours)} bei Ihnen.`,
    },
    infoTitle: 'Kontaktdaten',
    labels: { address: 'Adresse', phone: 'Telefon', email: 'E-Mail', hours: 'Öffnungszeiten' },
    quickActionsTitle: 'Schnell erledigt',
    quickActions: {
      consultation: 'Beratung vereinbaren',
      insurance: 'Frage zur Kostenübernahme stellen',
      funding: 'So wird eine Hand bezahlt',
      compare: 'Die Hände vergleichen',
      demo: 'Demo ansehen',
      clinics: 'Klinik finden',
    },
    privacyNote: {
      text: 'Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten und Ihre Beratung zu vereinbaren.',
      link: 'Unsere Datenschutzerklärung lesen',
    },
    /** Der Betreff einer Beratungsanfrage bei einer Partnerklinik. */
    subjectAtClinic: (clinic: string) => `Beratung bei ${clinic}`,
    mapTitle: 'Unsere Partnerkliniken',
    sentPage: { back: 'Zurück zur vorherigen Seite', another: 'Weitere Nachricht senden' },
  },
  inquiryRecord: {
    id: 'Referenz',
    receivedAt: 'Eingegangen',
    pageUrl: 'Gesendet von der Seite',
    idempotencyKey: 'Anfrageschlüssel',
    lang: 'Sprache',
    clinic: 'Partnerklinik',
    notificationSubject: (type: string, name: string) => `${type}: ${name}`,
    notificationIntro:
      'Über die Website ist eine neue Anfrage eingegangen. Antworten Sie auf diese E-Mail, um dem Besucher zu antworten.',
  },
  fieldErrors: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    email: 'Bitte geben Sie eine E-Mail-Adresse ein, zum Beispiel name@example.com.',
    tooLong: (max: number, f: Format) => `Bitte geben Sie höchstens ${f.number(max)} Zeichen ein.`,
    inquiry: 'Bitte wählen Sie eine Art der Anfrage aus der Liste.',
    invalid: 'Bitte überprüfen Sie dieses Feld.',
  },
  delivery: {
    errorTitle: 'Ihre Nachricht wurde nicht gesendet',
    errorText: 'Es ist nichts verloren: Ihre Nachricht steht noch im Formular.',
    retry: 'Erneut versuchen',
    reasons: {
      network: 'Wir konnten unseren Server nicht erreichen. Bitte prüfen Sie Ihre Internetverbindung.',
      timeout: 'Unser Server hat nicht rechtzeitig geantwortet.',
      server: 'Unser Server konnte die Nachricht gerade nicht annehmen.',
      invalid: 'Einige Felder müssen noch korrigiert werden.',
      rateLimited: 'Zu viele Nachrichten in kurzer Zeit. Bitte warten Sie einen Moment.',
      endpoint:
        'Dieses Formular ist nicht für den Versand von Nachrichten eingerichtet. Bitte erreichen Sie uns telefonisch oder per E-Mail.',
    },
    fieldsNeedAttention: 'Bitte prüfen Sie die markierten Felder.',
  },
  hours: {
    weekdays: (from: number, to: number, _f: Format) => `Montag bis Freitag: ${from}–${to} Uhr`,
    saturday: (from: number, to: number, _f: Format) => `Samstag: ${from}–${to} Uhr`,
    emergency: 'Notdienst rund um die Uhr',
    reply: (hours: number, f: Format) => `Wir antworten innerhalb von ${f.hours(hours)}`,
  },
  footer: {
    blurb: 'Natürliche Bewegung mit Handprothesen, gesteuert von Ihren eigenen Muskelsignalen.',
    patientsHeading: 'Für Patienten',
    legalLinks: 'Rechtliches',
    quickLinksHeading: 'Schnellzugriff',
    contactHeading: 'Kontakt',
    hoursHeading: 'Öffnungszeiten',
    copyright: (year: string, company: string) => `© ${year} ${company}. Alle Rechte vorbehalten.`,
  },
  demo: {
    title: 'Die Griffe in Aktion',
    intro:
      'Wählen Sie einen Griff: Sie sehen, wie die Hand ihn formt, wobei er im Alltag hilft und welche unserer Hände ihn beherrschen.',
    dialogTitle: 'Die Hände bei der Arbeit',
    close: 'Schließen',
    gripsLabel: 'Griffe',
    gripsOf: (product: string) => `Griffe der ${product}`,
    play: 'Rundgang starten',
    pause: 'Rundgang anhalten',
    usedFor: 'Im Alltag',
    offeredBy: 'Verfügbar bei',
    signalTitle: 'Vom Muskelsignal zum Griff',
    signalText:
      'Sensoren, die auf der Haut aufliegen, erfassen die schwachen elektrischen Signale der Muskeln, die Sie anspannen. Die Hand erkennt an ihrem Muster den Griff, den Sie trainiert haben, und schließt sich umso weiter, je stärker das Signal wird.',
    signalMeter: 'Muskelsignal',
    poseNow: (grip: string, pose: string) => `${grip}: ${pose}`,
    grips: {
      power: {
        name: 'Kraftgriff',
        use: 'Eine Tasse, eine Flasche oder einen Handlauf mit der ganzen Hand halten.',
        pose: 'Alle vier Finger beugen sich fest ein, der Daumen schließt sich darüber.',
      },
      tripod: {
        name: 'Dreipunktgriff',
        use: 'Mit einem Stift schreiben, mit der Gabel essen, ein kleines Spielzeug aufheben.',
        pose: 'Der Daumen trifft auf Zeige- und Mittelfinger; die beiden anderen Finger ruhen halb gebeugt.',
      },
      pinch: {
        name: 'Spitzgriff',
        use: 'Eine Münze, eine Tablette oder eine Nähnadel aufheben.',
        pose: 'Die Daumenspitze berührt die Spitze des Zeigefingers; die übrigen Finger bleiben geöffnet.',
      },
      key: {
        name: 'Schlüsselgriff',
        use: 'Einen Schlüssel drehen, eine Karte halten oder einen Teller tragen.',
        pose: 'Die Finger sind eingebeugt, der Daumen drückt gegen die Seite des Zeigefingers.',
      },
      point: {
        name: 'Zeigegriff',
        use: 'Auf einer Tastatur tippen, einen Aufzugknopf drücken, einen Touchscreen bedienen.',
        pose: 'Der Zeigefinger bleibt gestreckt, die übrigen Finger beugen sich unter den Daumen.',
      },
      open: {
        name: 'Offene Hand',
        use: 'Ein Tablett tragen, eine Tür aufdrücken, zur Begrüßung winken.',
        pose: 'Alle Finger und der Daumen sind flach ausgestreckt und gespreizt.',
      },
      hook: {
        name: 'Hakengriff',
        use: 'Eine Einkaufstasche oder einen Koffer am Griff tragen.',
        pose: 'Die vier Finger beugen sich zu einem Haken; der Daumen bleibt unbeteiligt zur Seite.',
      },
      mouse: {
        name: 'Mausgriff',
        use: 'Eine Computermaus bedienen: Die Hand liegt auf ihr, der Zeigefinger klickt.',
        pose: 'Die Finger wölben sich leicht nach vorn, der Daumen liegt seitlich an.',
      },
    },
  },
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
  clinics: {
    title: 'Klinik finden',
    intro:
      'Partnerkliniken, die unsere Hände anpassen. Suchen Sie nach Stadt, Land oder Name, oder sortieren Sie nach Entfernung.',
    search: 'Stadt, Land oder Name der Klinik',
    filters: 'Kliniken filtern',
    hand: 'Hand',
    anyHand: 'Jede Hand',
    language: 'Gesprochene Sprache',
    anyLanguage: 'Jede Sprache',
    nearMe: 'In meiner Nähe',
    locating: 'Ihr Standort wird ermittelt …',
    sortedByDistance: 'Nach Entfernung sortiert, die nächste zuerst.',
    denied:
      'Ihr Standort wurde nicht freigegeben, die Kliniken bleiben in ihrer üblichen Reihenfolge. Sie können stattdessen nach Stadt suchen.',
    failed:
      'Ihr Standort konnte nicht ermittelt werden, die Kliniken bleiben in ihrer üblichen Reihenfolge. Sie können stattdessen nach Stadt suchen.',
    shown: (count: number, f: Format) => `${f.number(count)} ${f.plural(count) === 'one' ? 'Klinik' : 'Kliniken'}`,
    none: 'Keine Klinik passt. Versuchen Sie eine andere Stadt oder setzen Sie die Filter zurück.',
    clear: 'Filter zurücksetzen',
    away: (km: number, f: Format) => `${f.kilometres(km)} entfernt`,
    fits: 'Passt',
    speaks: 'Sprachen',
    phone: 'Telefon',
    website: 'Website',
    request: 'Hier Beratung anfragen',
    askTitle: (clinic: string) => `Beratung bei ${clinic} anfragen`,
    list: 'Partnerkliniken',
    map: (count: number, countries: string, f: Format) =>
      count === 0
        ? 'Karte ohne Kliniken'
        : `Karte mit ${f.number(count)} ${f.plural(count) === 'one' ? 'Klinik' : 'Kliniken'} in ${countries}`,
    mapCredit: 'Karte: Natural Earth',
    allClinics: 'Alle Partnerkliniken ansehen',
    countries: {
      us: 'Vereinigte Staaten',
      de: 'Deutschland',
      es: 'Spanien',
      ae: 'Vereinigte Arabische Emirate',
      sa: 'Saudi-Arabien',
      qa: 'Katar',
    },
    languages: {
      en: 'Englisch',
      de: 'Deutsch',
      es: 'Spanisch',
      ar: 'Arabisch',
      fr: 'Französisch',
      tr: 'Türkisch',
      ru: 'Russisch',
      hi: 'Hindi',
      ur: 'Urdu',
    },
  },
  notFound: {
    title: 'Hoppla! Seite nicht gefunden',
    text: 'Die gesuchte Seite gibt es nicht oder sie ist umgezogen.',
    action: 'Zurück zur Startseite',
  },
};
