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
      text: (batteryHours: string, product: string) =>
        `Handprothesen, die auf Ihre eigenen Muskelsignale reagieren – mit bis zu ${batteryHours} Akkulaufzeit bei der ${product}.`,
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
        text: (batteryHours: string, warrantyYears: string) =>
          `Gebaut für den Alltag – je nach Hand mit bis zu ${batteryHours} Akkulaufzeit und bis zu ${warrantyYears} Garantie.`,
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
    price: (price: string) => `ab ${price}`,
    specs: {
      weight: 'Gewicht',
      battery: 'Akkulaufzeit',
      charging: 'Ladezeit',
      gripForce: 'Griffkraft',
      warranty: 'Garantie',
      gripPatterns: 'Griffmuster',
    },
    upToNewtons: (newtons: string) => `Bis zu ${newtons} N`,
    features: {
      gripPatterns: (count: string) => `${count} Griffmuster`,
      neuralControl: 'Neuronale Signalsteuerung',
      battery: (hours: string) => `${hours} Stunden Akkulaufzeit`,
      gripForce: (newtons: string) => `Griffkraft bis zu ${newtons} N`,
      lightweight: (weight: string) => `Leichtbauweise mit nur ${weight}`,
      fastCharging: (duration: string) => `In ${duration} aufgeladen`,
      gripPrediction: 'KI-gestützte Griffvorhersage',
      warranty: (years: string) => `${years} Jahre Garantie`,
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
      text: (hours: string) => `Wir melden uns innerhalb von ${hours} bei Ihnen.`,
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
    },
    privacyNote: {
      text: 'Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten und Ihre Beratung zu vereinbaren.',
      link: 'Unsere Datenschutzerklärung lesen',
    },
    mapTitle: 'So finden Sie uns',
    mapPlaceholder: 'Interaktive Karte folgt in Kürze',
    sentPage: { back: 'Zurück zur vorherigen Seite', another: 'Weitere Nachricht senden' },
  },
  fieldErrors: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    email: 'Bitte geben Sie eine E-Mail-Adresse ein, zum Beispiel name@example.com.',
    tooLong: (max: string) => `Bitte geben Sie höchstens ${max} Zeichen ein.`,
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
    reply: (hours: string) => `Wir antworten innerhalb von ${hours}`,
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
  funding: {
    title: 'Kostenübernahme',
    intro:
      'Eine Handprothese wird meist ganz oder teilweise von einer Krankenversicherung, einem öffentlichen Gesundheitssystem oder einem anderen Kostenträger bezahlt. Diese Seite erklärt, wie das üblicherweise abläuft, und verlinkt zu jeder Aussage die amtliche Quelle. Sie ist eine allgemeine Information, keine Rechts- oder Versicherungsberatung: Regeln ändern sich, und Ihr Kostenträger entscheidet im Einzelfall.',
    source: 'Quelle:',
    regions: {
      us: 'In den USA',
      de: 'In Deutschland',
      es: 'In Spanien',
      elsewhere: 'In anderen Ländern',
    },
    items: {
      medicare: {
        title: 'Medicare',
        text: 'Medicare Teil B übernimmt Prothesen, darunter künstliche Gliedmaßen, wenn eine bei Medicare zugelassene Ärztin oder ein Arzt sie verordnet und ein bei Medicare zugelassener Anbieter sie liefert. Nach dem Selbstbehalt von Teil B zahlen Sie üblicherweise 20 % des von Medicare anerkannten Betrags.',
      },
      privateInsurance: {
        title: 'Private Versicherung',
        text: 'Was ein privater Tarif für eine Prothese zahlt und ob er sie vorher genehmigen muss, hängt vom Tarif ab: Fragen Sie Ihre Versicherung nach ihren schriftlichen Regeln für Armprothesen. Tarife aus dem Health Insurance Marketplace müssen rehabilitative Leistungen und Hilfsmittel abdecken.',
      },
      va: {
        title: 'Die Veteranenbehörde (VA)',
        text: 'Veteraninnen und Veteranen, die bei der VA-Gesundheitsversorgung angemeldet sind und eine Prothese medizinisch benötigen, erhalten sie üblicherweise über den Prosthetic and Sensory Aids Service der VA. Für einzelne Programme können weitere Voraussetzungen gelten.',
      },
      workersComp: {
        title: 'Arbeitsunfallversicherung (Workers’ Compensation)',
        text: 'Haben Sie Ihre Hand bei einem Arbeitsunfall verloren, zahlt die Workers’ Compensation üblicherweise Ihre medizinische Behandlung. Bundesbedienstete sind über die Programme des Arbeitsministeriums versichert; alle anderen wenden sich an die Behörde ihres Bundesstaats und fragen, ob eine Prothese eingeschlossen ist.',
      },
      letter: {
        title: 'Ärztliche Begründung (Letter of Medical Necessity)',
        text: 'Kostenträger verlangen üblicherweise eine Verordnung und ein ärztliches Schreiben, das die medizinische Notwendigkeit begründet: Ihre Gliedmaßendifferenz, die Alltagsaufgaben, die die Hand möglich macht, und warum ein einfacheres Hilfsmittel nicht genügt.',
      },
      prescription: {
        title: 'Die Verordnung',
        text: 'Die gesetzliche Krankenversicherung übernimmt Prothesen (Körperersatzstücke), die im Einzelfall erforderlich sind, um eine Behinderung auszugleichen (§ 33 SGB V). Am Anfang steht eine ärztliche Verordnung.',
      },
      estimate: {
        title: 'Der Kostenvoranschlag',
        text: 'Mit der Verordnung erstellt Ihr Orthopädietechniker üblicherweise einen Kostenvoranschlag und reicht ihn bei Ihrer Krankenkasse ein. Das Hilfsmittelverzeichnis des GKV-Spitzenverbands legt fest, welche Qualitätsanforderungen eine Prothese erfüllen muss.',
      },
      approval: {
        title: 'Die Genehmigung der Krankenkasse',
        text: 'Ihre Krankenkasse entscheidet über die Kostenübernahme. Der Anspruch umfasst auch die Ausbildung im Gebrauch der Prothese sowie notwendige Reparaturen und Ersatz. Erwachsene zahlen üblicherweise eine kleine gesetzliche Zuzahlung.',
      },
      appeal: {
        title: 'Wenn die Krankenkasse ablehnt',
        text: 'Gegen eine Ablehnung können Sie innerhalb eines Monats nach Erhalt Widerspruch einlegen; wo und wie, steht im Bescheid. Eine Stellungnahme Ihrer Ärztin oder Ihres Arztes hilft meist.',
      },
      benefit: {
        title: 'Die orthoprothetische Leistung',
        text: 'Die orthoprothetische Leistung des spanischen Nationalen Gesundheitssystems (prestación ortoprotésica) umfasst äußere Prothesen, darunter Armprothesen. Eine Ärztin oder ein Arzt des öffentlichen Gesundheitsdienstes, meist aus einer Fachrichtung, verordnet die Prothese.',
      },
      regional: {
        title: 'Regionale Unterschiede',
        text: 'Jede Autonome Gemeinschaft setzt die Leistung selbst um: Welche Produkte sie finanziert, bis zu welchem Betrag und ob sie den Anbieter direkt bezahlt oder Ihnen die Kosten erstattet, ist von Region zu Region verschieden. Fragen Sie Ihren regionalen Gesundheitsdienst, welche Regeln für Sie gelten.',
      },
      ask: {
        title: 'Was Sie Ihre Versicherung oder Ihren Gesundheitsdienst fragen sollten',
        text: 'Wo Sie auch leben, diese Fragen zeigen Ihnen meist, woran Sie sind:',
      },
    },
    questions: [
      'Werden myoelektrische Armprothesen übernommen, und bis zu welchem Betrag?',
      'Welche Verordnung und welche Unterlagen brauchen Sie von mir und von meiner Ärztin oder meinem Arzt?',
      'Müssen Sie die Hand genehmigen, bevor sie angepasst wird?',
      'Mit welchen Anbietern und Kliniken arbeiten Sie zusammen?',
      'Wie lege ich Widerspruch ein, wenn Sie ablehnen?',
    ],
    helpTitle: 'Wie wir helfen',
    help: 'Wir bereiten die Unterlagen vor, die Kostenträger üblicherweise verlangen: eine Beschreibung und die technischen Daten der gewählten Hand und ein Angebot. Wir unterstützen Ihre Ärztin oder Ihren Arzt mit dem, was eine ärztliche Begründung üblicherweise enthält, und beantworten Fragen Ihres Kostenträgers zur Hand. Was Ihr Kostenträger bezahlt, können wir weder entscheiden noch versprechen.',
    helpAction: 'Frage zur Kostenübernahme stellen',
  },
  fitting: {
    title: 'So läuft die Versorgung',
    intro:
      'Vom ersten Gespräch bis zum Alltag mit Ihrer Hand ist eine Versorgung eine Reihe von Schritten mit Ihnen, Ihrer Ärztin oder Ihrem Arzt, Ihrem Orthopädietechniker und einer Therapeutin oder einem Therapeuten. Vom ersten Beratungsgespräch bis zur Anpassung vergehen meist einige Wochen bis einige Monate – vor allem abhängig davon, wie schnell die Kostenübernahme genehmigt wird und wie Ihr Stumpf verheilt ist.',
    who: 'Beteiligt',
    time: 'Dauer',
    steps: {
      consultation: {
        title: 'Beratung',
        text: 'Wir sprechen über Ihre Ziele, Ihren Alltag und Ihre Gliedmaßendifferenz, zeigen Ihnen die Hände und erklären die nächsten Schritte und wie die Kostenübernahme üblicherweise abläuft.',
        who: 'Sie, auf Wunsch Ihre Familie, jemand aus unserem Fachteam',
        time: 'Meist etwa eine Stunde',
      },
      assessment: {
        title: 'Untersuchung',
        text: 'Ihr Orthopädietechniker untersucht Ihren Stumpf und misst mit Sensoren auf der Haut Ihre Muskelsignale, um zu sehen, wie Sie eine Hand steuern können. Ihre Ärztin oder Ihr Arzt stellt die Verordnung aus.',
        who: 'Ihr Orthopädietechniker, Ihre Ärztin oder Ihr Arzt',
        time: 'Ein oder zwei Termine',
      },
      trial: {
        title: 'Probeschaft und Erprobung',
        text: 'Ein Probeschaft wird gefertigt und angepasst, bis er gut sitzt, und Sie erproben die Hand damit.',
        who: 'Ihr Orthopädietechniker',
        time: 'Meist mehrere Termine über einige Wochen',
      },
      fitting: {
        title: 'Anpassung',
        text: 'Ihr endgültiger Schaft wird gefertigt, und die Hand wird auf Ihre Muskelsignale und die Griffe eingestellt, die Sie brauchen.',
        who: 'Ihr Orthopädietechniker, jemand aus unserem Fachteam',
        time: 'Meist ein oder zwei Termine',
      },
      training: {
        title: 'Training mit einer Therapeutin oder einem Therapeuten',
        text: 'In der Ergotherapie lernen Sie, die Hand zu steuern und im Alltag zu nutzen.',
        who: 'Eine Ergotherapeutin oder ein Ergotherapeut',
        time: 'Meist mehrere Termine über Wochen bis Monate',
      },
      followUp: {
        title: 'Nachsorge',
        text: 'Kontrolltermine, Anpassungen, wenn sich Ihr Stumpf verändert, und Reparaturen im Rahmen der Garantie. Für Notfälle ist unser Notdienst rund um die Uhr erreichbar.',
        who: 'Ihr Orthopädietechniker, unser Support-Team',
        time: 'So lange Sie die Hand tragen',
      },
    },
    suitsTitle: 'Für wen welche Hand passt',
    suitsIntro:
      'Jede unserer Hände wird über die Muskelsignale Ihres Stumpfs gesteuert. Ob eine Hand zu Ihrem Amputationsniveau oder Ihrer Gliedmaßendifferenz passt und ob sie für ein Kind geeignet ist, zeigt erst die Untersuchung: Fragen Sie uns.',
    suits: {
      'neural-pro-x1': (patterns: string, force: string) =>
        `Die meisten Griffmuster unseres Sortiments (${patterns}) und eine Griffkraft bis zu ${force}: für alle, die für jede Aufgabe einen Griff wollen.`,
      'flexigrip-elite': (weight: string, charging: string) =>
        `Unsere leichteste Hand (${weight}), geladen in ${charging}: für alle, die ihre Hand den ganzen Tag tragen und Wert auf Komfort legen.`,
      'smarthand-ai': (battery: string, warranty: string) =>
        `KI-gestützte Griffvorhersage, die längste Akkulaufzeit (${battery}) und die längste Garantie (${warranty}) unseres Sortiments.`,
    },
    askUs: 'Fragen Sie uns, ob eine Hand zu Ihnen passt',
  },
  faq: {
    title: 'Fragen und Antworten',
    intro: 'Was Patienten und Familien uns oft fragen. Ihre Frage ist nicht dabei? Schreiben Sie uns.',
    items: {
      cost: {
        question: 'Was kostet eine Phoenix-Hand?',
        answer: (prices: string) =>
          `Einstiegspreise – ${prices}. Was Sie selbst zahlen, hängt von Ihrer Krankenversicherung oder Ihrem öffentlichen Gesundheitssystem ab.`,
      },
      afterInsurance: {
        question: 'Wie viel zahle ich nach der Kostenübernahme selbst?',
        answer:
          'Das hängt von Ihrem Kostenträger ab: Bei Medicare bleiben nach dem Selbstbehalt üblicherweise 20 % des anerkannten Betrags, bei einer deutschen Krankenkasse üblicherweise eine kleine Zuzahlung. Stellen Sie uns eine Frage zur Kostenübernahme, und wir helfen Ihnen, es herauszufinden, bevor etwas bestellt wird.',
      },
      consultation: {
        question: 'Was passiert im Beratungsgespräch?',
        answer:
          'Wir sprechen über Ihre Ziele, Ihren Alltag und Ihre Gliedmaßendifferenz, zeigen Ihnen die Hände und erklären die nächsten Schritte und wie die Kostenübernahme üblicherweise abläuft. Bringen Sie Ihre Fragen mit und, falls vorhanden, Ihre Arztunterlagen und Versicherungsdaten.',
      },
      howLong: {
        question: 'Wie lange dauert es, bis ich meine Hand habe?',
        answer:
          'Vom ersten Beratungsgespräch bis zur Anpassung vergehen meist einige Wochen bis einige Monate, vor allem abhängig davon, wie schnell die Kostenübernahme genehmigt wird. Danach folgt das Training mit einer Therapeutin oder einem Therapeuten.',
      },
      control: {
        question: 'Wie steuere ich die Hand?',
        answer:
          'Sensoren auf der Haut Ihres Stumpfs erfassen die Signale der Muskeln, die Sie anspannen, und die Hand setzt sie in einen Griff um. Sie liest keine Gedanken. Die SmartHand AI sagt zusätzlich voraus, welchen Griff Sie wahrscheinlich brauchen.',
      },
      suits: {
        question: 'Passt eine Phoenix-Hand zu mir oder zu meinem Kind?',
        answer:
          'Das hängt von Ihrem Amputationsniveau und Ihrem Stumpf ab, und das zeigt erst eine Untersuchung. Fragen Sie uns – wir sagen es Ihnen ehrlich.',
      },
      warranty: {
        question: 'Welche Garantie haben die Hände?',
        answer: (warranties: string) => `Garantie – ${warranties}.`,
      },
      repairs: {
        question: 'Was, wenn meine Hand repariert werden muss?',
        answer:
          'Wenden Sie sich an unseren Support: im Notfall rund um die Uhr, sonst zu unseren Öffnungszeiten. Während der Garantie reparieren oder ersetzen wir die Hand nach ihren Garantiebedingungen.',
      },
      battery: {
        question: 'Wie lange hält der Akku?',
        answer: (batteries: string) =>
          `Mit einer vollen Ladung bis zu: ${batteries} – je nachdem, wie Sie die Hand nutzen.`,
      },
      charging: {
        question: 'Wie lange dauert das Laden?',
        answer: (times: string) => `Ladezeit – ${times}.`,
      },
      languages: {
        question: 'In welchen Sprachen kann ich Ihnen schreiben?',
        answer: 'Auf Deutsch, Englisch, Spanisch oder Arabisch, in den Sprachen dieser Website.',
      },
      data: {
        question: 'Welche Daten speichern Sie über mich?',
        answer: (days: string) =>
          `Nur was Sie uns im Formular senden: Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer, falls Sie sie angeben, die Art der Anfrage, den Betreff und die Nachricht. Wir nutzen sie, um Ihnen zu antworten, und löschen sie nach ${days} Tagen oder früher, wenn Sie es wünschen.`,
      },
    },
    figureOf: (product: string, figure: string) => `${product}: ${figure}`,
  },
  privacy: {
    title: 'Datenschutzerklärung',
    intro: 'Was wir mit den Angaben tun, die Sie uns über diese Website senden, und welche Rechte Sie haben.',
    sections: {
      controller: {
        title: 'Verantwortlicher',
        text: 'Verantwortlich für Ihre Daten ist das im Impressum genannte Unternehmen. Für Fragen zu Ihren Daten schreiben Sie an:',
      },
      collected: {
        title: 'Was wir erheben',
        text: 'Nur was Sie im Kontaktformular senden: Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer, falls Sie sie angeben, die Art der Anfrage, den Betreff und Ihre Nachricht, dazu die Sprache und die Seite, von der Sie sie gesendet haben. Eine Nachricht über eine Handprothese kann Gesundheitsdaten enthalten: Geben Sie nur an, was wir wissen sollen.',
      },
      purpose: {
        title: 'Wofür wir sie nutzen',
        text: 'Um Ihre Anfrage zu beantworten und, wenn Sie eine wünschen, Ihre Beratung zu vereinbaren. Wir nutzen Ihre Angaben nicht für Werbung und verkaufen sie nicht.',
      },
      basis: {
        title: 'Rechtsgrundlage',
        text: 'Ihre Einwilligung, die Sie mit dem Absenden des Formulars erteilen (Art. 6 Abs. 1 lit. a DSGVO, für Gesundheitsdaten Art. 9 Abs. 2 lit. a DSGVO). Sie können sie jederzeit widerrufen; das berührt nicht, was bis dahin geschehen ist.',
      },
      recipients: {
        title: 'Wer sie sieht',
        text: 'Die Menschen in unserem Team, die Ihre Anfrage beantworten, und die Dienstleister, die in unserem Auftrag unsere E-Mails zustellen und unsere Daten speichern, vertraglich an unsere Weisungen gebunden.',
      },
      retention: {
        title: 'Wie lange wir sie speichern',
        text: (days: string) =>
          `Wir löschen eine Anfrage ${days} Tage nach ihrem Eingang oder früher, wenn Sie es wünschen.`,
      },
      rights: {
        title: 'Ihre Rechte',
        text: 'Sie können Auskunft über Ihre Daten verlangen, ihre Berichtigung oder Löschung, die Einschränkung ihrer Verarbeitung, ihr widersprechen und sie in einem übertragbaren Format erhalten. Sie können sich auch bei einer Datenschutz-Aufsichtsbehörde beschweren.',
      },
      browser: {
        title: 'In Ihrem Browser',
        text: 'Diese Website setzt keine Cookies und lädt nichts von anderen Websites. Während Sie schreiben, hält das Formular Ihre noch nicht gesendete Nachricht im Sitzungsspeicher Ihres Browsers, damit sie nicht verloren geht; sie wird entfernt, sobald die Nachricht gesendet oder der Tab geschlossen ist.',
      },
    },
  },
  legal: {
    title: 'Impressum',
    intro: 'Angaben zum Anbieter dieser Website.',
    labels: {
      provider: 'Anbieter',
      representedBy: 'Vertreten durch',
      contact: 'Kontakt',
      register: 'Registereintrag',
      vatId: 'Steuernummer',
      responsible: 'Verantwortlich für den Inhalt',
    },
  },
  notFound: {
    title: 'Hoppla! Seite nicht gefunden',
    text: 'Die gesuchte Seite gibt es nicht oder sie ist umgezogen.',
    action: 'Zurück zur Startseite',
  },
};
