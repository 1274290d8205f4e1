import type { Articles } from '../en/articles';
import type { Format } from '../format';
import { fitting } from '../../files/fitting-words/de';
import { funding } from '../../files/funding-words/de';
import { notices } from './notices';

/** The words of the site's long pages in German: the same shape as en/articles.ts. */
export const articles: Articles = {
  funding,
  fitting: {
    ...fitting,
    /** Whom each hand suits, with its figures (the page's other words: content/pages/fitting.de.md). */
    suits: {
      'neural-pro-x1': (patterns: number, newtons: number, f: Format) =>
        `Die meisten Griffmuster unserer Hände (${f.number(patterns)}) und eine Griffkraft bis zu ${f.number(newtons)} N. Für alle, die für jede Aufgabe einen Griff wollen.`,
      'flexigrip-elite': (grams: number, minutes: number, f: Format) =>
        `Unsere leichteste Hand (${f.grams(grams)}), geladen in ${f.duration(minutes)}. Für alle, die ihre Hand den ganzen Tag tragen und Wert auf Komfort legen.`,
      'smarthand-ai': (hours: number, years: number, f: Format) =>
        `KI-gestützte Griffvorhersage, die längste Akkulaufzeit (${f.hours(hours)}) und die längste Garantie (${f.years(years)}) unserer Hände.`,
    },
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
