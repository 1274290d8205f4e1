import type { Articles } from '../en/articles';
import type { Format } from '../format';
import { notices } from './notices';

/** The words of the site's long pages in German: the same shape as en/articles.ts. */
export const articles: Articles = {
  funding: {
    title: 'Kostenübernahme',
    intro:
      'Meist zahlt eine Krankenversicherung, ein öffentliches Gesundheitssystem oder ein anderer Kostenträger eine Handprothese ganz oder zum Teil. Diese Seite erklärt, wie das oft abläuft. Jede Aussage verlinkt die amtliche Quelle, die sie trifft. Dies ist eine allgemeine Information, keine Rechts- oder Versicherungsberatung. Regeln ändern sich, und Ihr Kostenträger entscheidet im Einzelfall.',
    source: 'Quelle:',
    checked: (date: string) => `Quellen zuletzt geprüft am ${date}.`,
    choose: 'Zuerst anzeigen:',
    countries: {
      us: 'USA',
      de: 'Deutschland',
      es: 'Spanien',
      gulf: 'Vereinigte Arabische Emirate, Saudi-Arabien, Katar',
    },
    regions: {
      us: 'In den USA',
      de: 'In Deutschland',
      es: 'In Spanien',
      gulf: 'In den Vereinigten Arabischen Emiraten, Saudi-Arabien und Katar',
      elsewhere: 'In anderen Ländern',
    },
    items: {
      medicare: {
        title: 'Medicare',
        text: 'Medicare Teil B übernimmt Prothesen, die einen Körperteil ersetzen, etwa künstliche Gliedmaßen. Eine bei Medicare zugelassene Ärztin oder ein zugelassener Arzt muss sie verordnen. Sie müssen sie von einem bei Medicare zugelassenen Anbieter erhalten. Nach dem Selbstbehalt von Teil B zahlen Sie {claim:medicare-part-b-share} % des von Medicare anerkannten Betrags.',
      },
      medicareAdvantage: {
        title: 'Medicare Advantage',
        text: 'Ein Medicare-Advantage-Plan ist ein anderer Weg zu Ihrem Schutz aus Medicare Teil A und Teil B, über ein privates Unternehmen, das Medicare zulässt. Der Plan muss übernehmen, was Original Medicare übernimmt, aber Kosten und Regeln können anders sein: etwa, welche Anbieter Sie nutzen dürfen und ob der Plan die Hand vorher genehmigen muss. Fragen Sie Ihren Plan.',
      },
      medicaid: {
        title: 'Medicaid',
        text: 'Jeder Bundesstaat führt sein eigenes Medicaid-Programm nach Bundesregeln. Manche Leistungen muss er übernehmen, andere kann er wählen. Fragen Sie Ihr Medicaid-Büro, ob es eine Handprothese für Erwachsene übernimmt. Für Kinder und junge Menschen unter {claim:medicaid-children-age} muss Medicaid die medizinisch notwendigen Leistungen aus dem Medicaid-Bundesgesetz übernehmen, auch solche, die der Staat für Erwachsene nicht übernimmt.',
      },
      privateInsurance: {
        title: 'Private Versicherung',
        text: 'Was ein privater Tarif zahlt, hängt vom Tarif ab. Vielleicht muss die Versicherung die Hand auch vorher genehmigen. Fragen Sie Ihre Versicherung nach ihren schriftlichen Regeln für Arm- und Handprothesen. Tarife aus dem Health Insurance Marketplace müssen rehabilitative und habilitative Leistungen und Hilfsmittel abdecken.',
      },
      tricare: {
        title: 'TRICARE',
        text: 'TRICARE übernimmt Prothesen, die wegen einer schweren Erkrankung nötig sind: nach einer Verletzung, durch eine Krankheit oder seit der Geburt. Es übernimmt auch das Training im Gebrauch, Reparaturen und eine neue Prothese, wenn Sie wachsen oder sich Ihr Zustand ändert. Für manche Leistungen gelten besondere Regeln oder Grenzen.',
      },
      va: {
        title: 'Die Veteranenbehörde (VA)',
        text: 'Veteraninnen und Veteranen, die bei der VA-Gesundheitsversorgung angemeldet sind und eine Prothese medizinisch brauchen, erhalten sie über den Prosthetic and Sensory Aids Service der VA. Für manche Programme gelten weitere Regeln.',
      },
      workersComp: {
        title: 'Arbeitsunfallversicherung (Workers’ Compensation)',
        text: 'Haben Sie Ihre Hand durch Ihre Arbeit verloren? Wenn Sie für die Bundesregierung arbeiten, zahlen die Programme des Arbeitsministeriums die medizinische Behandlung. Arbeiten Sie für ein privates Unternehmen oder für einen Bundesstaat oder eine Gemeinde, wenden Sie sich an die Workers’-Compensation-Behörde Ihres Bundesstaats. Fragen Sie, ob sie eine Prothese bezahlt.',
      },
      right: {
        title: 'Ihr Anspruch',
        text: 'Ihre gesetzliche Krankenkasse übernimmt eine Prothese, die Sie im Einzelfall brauchen, um eine Behinderung auszugleichen (§ 33 SGB V). Dazu gehören auch notwendige Änderungen, Reparaturen und Ersatz sowie die Ausbildung im Gebrauch. Die Prothese muss die Qualitätsanforderungen des Hilfsmittelverzeichnisses erfüllen.',
      },
      prescription: {
        title: 'Die Verordnung',
        text: 'Eine Ärztin oder ein Arzt verordnet die Prothese. Die Regeln dafür stehen in der Hilfsmittel-Richtlinie. Die Hand passt ein Vertragspartner Ihrer Krankenkasse an, zum Beispiel ein Sanitätshaus (§ 33 SGB V). Ihre Krankenkasse entscheidet über die Kostenübernahme.',
      },
      copayment: {
        title: 'Was Sie zahlen',
        text: 'Ab {claim:de-copayment-age} Jahren zahlen Sie eine Zuzahlung von {claim:de-copayment-share} % des Preises. Sie beträgt mindestens {claim:de-copayment-minimum} € und höchstens {claim:de-copayment-maximum} €, aber nie mehr als der Preis (§ 33 und § 61 SGB V). Wählen Sie eine Hand oder Extras, die über das Maß des Notwendigen hinausgehen? Dann tragen Sie die Mehrkosten selbst, und auch höhere Folgekosten. Ihre Krankenkasse zahlt sie nicht. Fragen Sie sie schriftlich, was sie zahlt, bevor die Hand bestellt wird.',
      },
      appeal: {
        title: 'Wenn die Krankenkasse ablehnt',
        text: 'Gegen eine Ablehnung können Sie innerhalb eines Monats nach Erhalt Widerspruch einlegen (§ 84 SGG).',
      },
      accident: {
        title: 'Nach einem Arbeitsunfall',
        text: 'Haben Sie Ihre Hand bei einem Arbeitsunfall oder durch eine Berufskrankheit verloren? Dann fragen Sie die gesetzliche Unfallversicherung: Ihre Berufsgenossenschaft oder Unfallkasse. Sie übernimmt Prothesen, die eine Ärztin oder ein Arzt verordnet, mit den nötigen Änderungen, Reparaturen, Ersatz und der Ausbildung im Gebrauch (§ 31 SGB VII).',
      },
      pkv: {
        title: 'Private Krankenversicherung',
        text: 'Sind Sie privat krankenversichert? Dann zahlt Ihr Versicherer so, wie es Ihr Vertrag und Ihr Tarif vorsehen (§ 192 VVG). Was das für eine Prothese bedeutet, ist von Vertrag zu Vertrag verschieden. Fragen Sie Ihren Versicherer schriftlich, was er zahlt, bevor die Hand bestellt wird.',
      },
      beihilfe: {
        title: 'Beihilfe',
        text: 'Sind Sie Bundesbeamtin oder Bundesbeamter? Dann zahlt die Beihilfe anteilig für eine Prothese, die eine Ärztin oder ein Arzt verordnet und die Sie im Einzelfall brauchen, um eine Behinderung auszugleichen, auch für Reparatur, Ersatz und die Unterweisung im Gebrauch (§ 25 BBhV). Den Rest zahlt Ihre private Krankenversicherung nach Ihrem Vertrag. Arbeiten Sie für ein Bundesland, gelten dessen eigene Beihilferegeln: Fragen Sie Ihre Beihilfestelle.',
      },
      benefit: {
        title: 'Die orthoprothetische Leistung',
        text: 'Die orthoprothetische Leistung des spanischen Nationalen Gesundheitssystems (prestación ortoprotésica) umfasst äußere Prothesen, etwa Arm- und Handprothesen. Eine Fachärztin oder ein Facharzt des öffentlichen Gesundheitsdienstes muss die Prothese verordnen.',
      },
      catalogue: {
        title: 'Ein landesweiter Katalog',
        text: 'Ein landesweiter Katalog nennt die Produkte und den Höchstbetrag, den das öffentliche System für jedes zahlt (importe máximo de financiación). Dieselben Regeln sehen auch vor, dass Sie einen Teil des Preises zahlen (aportación del usuario), wie bei Arzneimitteln. Fragen Sie Ihren regionalen Gesundheitsdienst, was Sie zahlen würden.',
      },
      regional: {
        title: 'Ihre Region',
        text: 'Jeder regionale Gesundheitsdienst hat im Rahmen dieser Regeln einen eigenen Katalog. Er legt auch fest, wie Sie die Leistung beantragen und wie er zahlt: zum Beispiel, ob er den Anbieter bezahlt oder Ihnen die Kosten erstattet.',
      },
      mutua: {
        title: 'Nach einem Arbeitsunfall',
        text: 'Haben Sie Ihre Hand bei einem Arbeitsunfall oder durch eine Berufskrankheit verloren? Dann ist meist die Mutua Ihres Arbeitgebers (mutua colaboradora con la Seguridad Social) für Ihre Behandlung zuständig, die Rehabilitation eingeschlossen. Fragen Sie Ihre Mutua, welche Prothese sie übernimmt.',
      },
      civilServants: {
        title: 'Mutualitäten der Beamtinnen und Beamten',
        text: 'Sind Sie bei MUFACE versichert und haben Sie einen privaten Versicherer gewählt, der mit ihr zusammenarbeitet? Dann zahlt MUFACE für äußere Prothesen aus ihrem eigenen Katalog (Catálogo General de Material Ortoprotésico), bis zu dem Betrag, den sie dort festlegt. Haben Sie den öffentlichen Gesundheitsdienst gewählt, stellt Ihr regionaler Gesundheitsdienst die Prothese bereit, mit demselben Höchstbetrag. Die Mutualitäten der Streitkräfte (ISFAS) und der Justiz (MUGEJU) haben eigene Regeln, die wir noch nicht aus einer amtlichen Quelle bestätigen konnten: Fragen Sie dort nach.',
      },
      roadAccident: {
        title: 'Ein Verkehrsunfall',
        text: 'Haben Sie Ihre Hand bei einem Verkehrsunfall verloren? Dann ersetzt die Kfz-Pflichtversicherung des verantwortlichen Fahrzeugs den Personenschaden nach einer gesetzlichen Tabelle (baremo). Was sie für eine Handprothese zahlt, konnten wir noch nicht aus dem amtlichen Text bestätigen. Fragen Sie den Versicherer oder eine Anwältin oder einen Anwalt, bevor etwas bestellt wird.',
      },
      saudi: {
        title: 'Saudi-Arabien',
        text: 'Der Rat für Krankenversicherung (Council of Health Insurance, CHI) veröffentlicht die Police der kooperativen Krankenversicherung, an die sich Krankenversicherer in Saudi-Arabien halten müssen, mit ihren Leistungsgrenzen. Was sie für eine Handprothese vorsieht, konnten wir daraus noch nicht bestätigen. Bitten Sie Ihren Versicherer um eine schriftliche Antwort, bevor etwas bestellt wird.',
      },
      gulf: {
        title: 'Was wir sagen können',
        text: 'Für die Vereinigten Arabischen Emirate und Katar haben wir noch keine amtliche Quelle gefunden, die wir hier nennen können, zur Bezahlung einer Handprothese. Deshalb sagt diese Seite nichts darüber, was ein Kostenträger dort übernimmt. Fragen Sie Ihre Krankenversicherung nach ihren schriftlichen Regeln und fragen Sie den Versorger, bevor etwas bestellt wird.',
      },
      ask: {
        title: 'Was Sie Ihre Versicherung oder Ihren Gesundheitsdienst fragen sollten',
        text: 'Wo Sie auch leben, diese Fragen helfen Ihnen herauszufinden, woran Sie sind:',
      },
    },
    questions: [
      'Übernehmen Sie myoelektrische Arm- und Handprothesen? Bis zu welchem Betrag?',
      'Welche Verordnung und welche Unterlagen brauchen Sie von mir und von meiner Ärztin oder meinem Arzt?',
      'Müssen Sie die Hand genehmigen, bevor sie angepasst wird?',
      'Mit welchen Anbietern und Versorgern arbeiten Sie zusammen?',
      'Was zahle ich selbst?',
      'Wie lege ich Widerspruch ein, wenn Sie ablehnen?',
    ],
    payers: {
      title: 'Was Kostenträger verlangen',
      text: 'Die meisten Kostenträger zahlen nur, was für Sie medizinisch notwendig ist. Um das zu zeigen, verlangen sie oft:',
      list: [
        'eine ärztliche Verordnung',
        'ein ärztliches Schreiben zu Ihrer Gliedmaßendifferenz, zu den Alltagsaufgaben, bei denen die Hand hilft, und dazu, warum ein einfacheres Hilfsmittel nicht genügt (in den USA ein „Letter of Medical Necessity“)',
        'einen Bericht Ihres Sanitätshauses dazu, wie Ihre Muskelsignale die Hand steuern können und wie eine Erprobung verlief',
        'einen Kostenvoranschlag des Anbieters',
      ],
    },
    alternatives: {
      title: 'Körperkraftbetriebene und passive Hände',
      intro:
        'Eine Hand, die Ihre Muskelsignale liest (eine myoelektrische Hand), ist eine Art von Handprothese. Es gibt weitere. Ihre Ärztin oder Ihr Arzt und Ihr Sanitätshaus sagen Ihnen, welche zu Ihnen passen.',
      bodyPowered: {
        title: 'Körperkraftbetriebene Hände',
        text: 'Eine Bandage und ein Zug bewegen eine körperkraftbetriebene Hand oder einen Haken. Sie öffnen und schließen sie, indem Sie Schulter oder Oberarm bewegen. Sie hat keinen Akku zum Laden und keine Elektronik, die trocken bleiben muss. Sie kann zu Menschen passen, die ein einfaches, robustes Hilfsmittel wollen, oder ein zweites für schwere, schmutzige oder nasse Arbeit.',
      },
      passive: {
        title: 'Passive Hände',
        text: 'Eine passive Hand bewegt sich nicht von selbst. Sie stellen ihre Haltung mit der anderen Hand ein. Sie kann Dinge halten oder stützen, und sie sieht aus wie eine Hand. Sie kann zu Menschen passen, die eine leichte Hand ohne Laden wollen.',
      },
      whyAsk: {
        title: 'Warum Kostenträger danach fragen',
        text: 'Eine myoelektrische Hand kostet mehr. Deshalb fragt ein Kostenträger vielleicht zuerst, ob eine körperkraftbetriebene oder passive Hand genügt. Die schriftlichen Regeln mancher Versicherungen übernehmen eine myoelektrische Hand nur, wenn eine körperkraftbetriebene nicht nutzbar ist oder nicht genügt. Ihre Ärztin oder Ihr Arzt und Ihr Sanitätshaus können aufschreiben, was Sie täglich tun müssen und warum eine einfachere Hand das nicht leistet.',
      },
    },
    helpTitle: 'Wie wir helfen',
    help: 'Wir bereiten die Unterlagen vor, die Kostenträger oft verlangen: eine Beschreibung der gewählten Hand, ihre technischen Daten und ein Angebot. Wir sagen Ihrer Ärztin oder Ihrem Arzt, was ein Schreiben zur Hand meist enthält. Wir beantworten auch Fragen Ihres Kostenträgers zur Hand. Was Ihr Kostenträger zahlt, können wir weder entscheiden noch versprechen.',
    helpAction: 'Frage zur Kostenübernahme stellen',
  },
  fitting: {
    title: 'So läuft die Versorgung',
    /** Under a step that names a claim (an emergency number): its source and the day it was checked. */
    source: 'Quelle:',
    claimChecked: (date: string) => `geprüft am ${date}`,
    intro:
      'Eine Hand zu bekommen, ist eine Reihe von Schritten. Sie gehen sie mit Ihrer Ärztin oder Ihrem Arzt, Ihrem Sanitätshaus und einer Therapeutin oder einem Therapeuten. Vom ersten Beratungsgespräch bis zur Anpassung vergehen meist einige Wochen bis einige Monate. Das hängt vor allem davon ab, wie schnell die Kostenübernahme genehmigt wird und wie Ihr Stumpf verheilt ist.',
    note: 'Diese Seite ist eine allgemeine Information, keine ärztliche Beratung. Was für Sie richtig ist, entscheiden Ihre Ärztin oder Ihr Arzt, Ihr Sanitätshaus und Ihre Therapeutin oder Ihr Therapeut.',
    who: 'Beteiligt',
    time: 'Dauer',
    steps: {
      consultation: {
        title: 'Beratung',
        text: 'Wir sprechen über Ihre Ziele, Ihren Alltag und Ihre Gliedmaßendifferenz. Wir zeigen Ihnen die Hände und erklären die nächsten Schritte und wie die Kostenübernahme oft abläuft.',
        who: 'Sie, auf Wunsch Ihre Familie, und unser Team',
        time: 'Meist etwa eine Stunde',
      },
      assessment: {
        title: 'Untersuchung',
        text: 'Ihr Sanitätshaus sieht sich Ihren Stumpf an. Sensoren auf der Haut messen Ihre Muskelsignale, um zu sehen, wie Sie eine Hand steuern könnten. Ihre Ärztin oder Ihr Arzt stellt die Verordnung aus.',
        who: 'Ihr Sanitätshaus, Ihre Ärztin oder Ihr Arzt',
        time: 'Ein oder zwei Termine',
      },
      trial: {
        title: 'Probeschaft und Erprobung',
        text: 'Ihr Sanitätshaus fertigt einen Probeschaft und passt ihn an, bis er gut sitzt. Dann erproben Sie die Hand damit.',
        who: 'Ihr Sanitätshaus',
        time: 'Meist mehrere Termine über einige Wochen',
      },
      fitting: {
        title: 'Anpassung',
        text: 'Ihr Sanitätshaus fertigt Ihren endgültigen Schaft und stellt die Hand auf Ihre Muskelsignale und die Griffe ein, die Sie brauchen.',
        who: 'Ihr Sanitätshaus',
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
        text: 'Sie bekommen Kontrolltermine und Änderungen, wenn sich Ihr Stumpf verändert. Reparaturen während der Garantie folgen ihren Bedingungen. Wenn Ihre Hand nicht mehr funktioniert, wenden Sie sich an unseren Support. In einem medizinischen Notfall rufen Sie die örtliche Notrufnummer an ({claim:emergency-number-eu} in der EU, {claim:emergency-number-us} in den USA).',
        who: 'Ihr Sanitätshaus und unser Support-Team',
        time: 'So lange Sie die Hand tragen',
      },
    },
    suitsTitle: 'Für wen welche Hand passt',
    suitsIntro:
      'Jede unserer Hände wird über die Muskelsignale Ihres Stumpfs gesteuert. Ob eine Hand zu Ihrer Gliedmaßendifferenz passt oder zu einem Kind, zeigt nur eine Untersuchung. Fragen Sie uns.',
    suits: {
      'neural-pro-x1': (patterns: number, newtons: number, f: Format) =>
        `Die meisten Griffmuster unserer Hände (${f.number(patterns)}) und eine Griffkraft bis zu ${f.number(newtons)} N. Für alle, die für jede Aufgabe einen Griff wollen.`,
      'flexigrip-elite': (grams: number, minutes: number, f: Format) =>
        `Unsere leichteste Hand (${f.grams(grams)}), geladen in ${f.duration(minutes)}. Für alle, die ihre Hand den ganzen Tag tragen und Wert auf Komfort legen.`,
      'smarthand-ai': (hours: number, years: number, f: Format) =>
        `KI-gestützte Griffvorhersage, die längste Akkulaufzeit (${f.hours(hours)}) und die längste Garantie (${f.years(years)}) unserer Hände.`,
    },
    askUs: 'Fragen Sie uns, ob eine Hand zu Ihnen passt',
  },
  faq: {
    title: 'Fragen und Antworten',
    intro: 'Was Patientinnen, Patienten und Familien uns oft fragen. Ihre Frage ist nicht dabei? Schreiben Sie uns.',
    note: 'Diese Antworten sind eine allgemeine Information, keine ärztliche Beratung.',
    items: {
      cost: {
        question: 'Was kostet eine Phoenix-Hand?',
        answer: (prices: string) =>
          `Die Preise beginnen bei ${prices}. Was Sie selbst zahlen, hängt von Ihrer Krankenversicherung oder Ihrem öffentlichen Gesundheitssystem ab.`,
      },
      afterInsurance: {
        question: 'Wie viel zahle ich nach der Kostenübernahme selbst?',
        answer:
          'Das hängt von Ihrem Kostenträger und Ihrem Tarif ab. Unsere Seite zur Kostenübernahme erklärt die Regeln in den USA, in Deutschland und in Spanien, mit den amtlichen Quellen. Stellen Sie uns eine Frage zur Kostenübernahme. Wir helfen Ihnen, es herauszufinden, bevor etwas bestellt wird.',
      },
      consultation: {
        question: 'Was passiert im Beratungsgespräch?',
        answer:
          'Wir sprechen über Ihre Ziele, Ihren Alltag und Ihre Gliedmaßendifferenz. Wir zeigen Ihnen die Hände und erklären die nächsten Schritte und wie die Kostenübernahme oft abläuft. Bringen Sie Ihre Fragen mit. Bringen Sie auch Ihre Arztunterlagen und Versicherungsdaten mit, falls Sie sie haben.',
      },
      howLong: {
        question: 'Wie lange dauert es, bis ich meine Hand habe?',
        answer:
          'Vom ersten Beratungsgespräch bis zur Anpassung vergehen meist einige Wochen bis einige Monate. Das hängt vor allem davon ab, wie schnell die Kostenübernahme genehmigt wird. Danach folgt das Training mit einer Therapeutin oder einem Therapeuten.',
      },
      control: {
        question: 'Wie steuere ich die Hand?',
        answer:
          'Sensoren auf der Haut Ihres Stumpfs erfassen die Signale der Muskeln, die Sie anspannen. Die Hand setzt sie in einen Griff um. Sie liest keine Gedanken. Die SmartHand AI sagt zusätzlich voraus, welchen Griff Sie wahrscheinlich brauchen.',
      },
      suits: {
        question: 'Passt eine Phoenix-Hand zu mir oder zu meinem Kind?',
        answer:
          'Das hängt von Ihrer Gliedmaßendifferenz und Ihrem Stumpf ab. Das zeigt nur eine Untersuchung. Fragen Sie uns – wir sagen es Ihnen ehrlich.',
      },
      warranty: {
        question: 'Welche Garantie haben die Hände?',
        answer: (warranties: string) => `Die Garantie beträgt ${warranties}.`,
      },
      repairs: {
        question: 'Was, wenn meine Hand repariert werden muss?',
        answer:
          'Wenden Sie sich an unseren Support. Wir antworten zu unseren Öffnungszeiten. Während der Garantie reparieren oder ersetzen wir die Hand nach ihren Garantiebedingungen. In einem medizinischen Notfall rufen Sie die örtliche Notrufnummer an.',
      },
      battery: {
        question: 'Wie lange hält der Akku?',
        answer: (batteries: string) =>
          `Mit einer vollen Ladung bis zu ${batteries}, je nachdem, wie Sie die Hand nutzen.`,
      },
      charging: {
        question: 'Wie lange dauert das Laden?',
        answer: (times: string) => `Eine volle Ladung dauert ${times}.`,
      },
      languages: {
        question: 'In welchen Sprachen kann ich Ihnen schreiben?',
        answer: 'Auf Deutsch, Englisch, Spanisch oder Arabisch, in den Sprachen dieser Website.',
      },
      data: {
        question: 'Welche Daten speichern Sie über mich?',
        answer: (collected: string, kept: string) =>
          `Was Sie uns im Formular senden und was das Formular hinzufügt: ${collected}. Wir nutzen es nur, um Ihnen zu antworten. ${kept}`,
      },
    },
    /** Der Wert einer Hand in einer Antwort: „2 Jahre (FlexiGrip Elite)“. */
    figureOf: (product: string, figure: string) => `${figure} (${product})`,
  },
  ...notices,
};
