import type { Articles } from './articles.en';
import type { Format } from '../format';
import { noticesDe } from './notices.de';

/** The words of the site's long pages in German: the same shape as articles.en.ts. */
export const articlesDe: Articles = {
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
      'neural-pro-x1': (patterns: number, newtons: number, f: Format) =>
        `Die meisten Griffmuster unseres Sortiments (${f.number(patterns)}) und eine Griffkraft bis zu ${f.number(newtons)} N: für alle, die für jede Aufgabe einen Griff wollen.`,
      'flexigrip-elite': (grams: number, minutes: number, f: Format) =>
        `Unsere leichteste Hand (${f.grams(grams)}), geladen in ${f.duration(minutes)}: für alle, die ihre Hand den ganzen Tag tragen und Wert auf Komfort legen.`,
      'smarthand-ai': (hours: number, years: number, f: Format) =>
        `KI-gestützte Griffvorhersage, die längste Akkulaufzeit (${f.hours(hours)}) und die längste Garantie (${f.years(years)}) unseres Sortiments.`,
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
  ...noticesDe,
};
