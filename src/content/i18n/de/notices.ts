import type { Articles } from '../en/articles';

/** Die Datenschutzerklärung und das Impressum auf Deutsch: dieselbe Gestalt wie en/notices.ts. */
export const notices: Pick<Articles, 'privacy' | 'legal'> = {
  privacy: {
    title: 'Datenschutzerklärung',
    intro: 'Was mit den Angaben geschieht, die Sie uns über diese Website senden, und welche Rechte Sie haben.',
    version: (version: string) => `Stand: ${version}`,
    controller: {
      title: 'Wer verantwortlich ist',
      text: (company: string) =>
        `${company} ist für Ihre Daten verantwortlich. Im Datenschutzrecht heißt das „Verantwortlicher“.`,
      write: 'Für alle Fragen zu Ihren Daten schreiben Sie an:',
      officer: 'Unsere Datenschutzbeauftragte oder unser Datenschutzbeauftragter:',
      euRepresentative: 'Unser Vertreter in der EU:',
    },
    collected: {
      title: 'Was wir erheben',
      intro: 'Wenn Sie das Kontaktformular senden, erhalten wir:',
      items: [
        'Ihren Namen und Ihre E-Mail-Adresse',
        'Ihre Telefonnummer, wenn Sie sie angeben',
        'die Art der Anfrage, den Betreff und Ihre Nachricht',
        'die Sprache und die Seite, von der Sie gesendet haben',
        'Ihre Einwilligung und wann Sie sie gegeben haben',
      ],
      health:
        'Ihre Nachricht kann Gesundheitsdaten enthalten, zum Beispiel zu Ihrer Gliedmaße oder Ihrer Behandlung. Schreiben Sie nur, was wir wissen sollen.',
    },
    purposes: {
      title: 'Wofür wir sie nutzen und was uns das erlaubt',
      items: [
        'Wir nutzen Ihre Angaben, um Ihre Anfrage zu beantworten und eine Beratung zu vereinbaren. Das ist erlaubt, weil Sie uns darum gebeten haben (Art. 6 Abs. 1 lit. b DSGVO).',
        'Gesundheitsdaten in Ihrer Nachricht lesen und nutzen wir nur mit Ihrer ausdrücklichen Einwilligung. Sie geben sie mit dem Häkchen im Formular (Art. 9 Abs. 2 lit. a DSGVO).',
        'Die IP-Adresse Ihres Geräts nutzen wir kurz, um eine Flut von Nachrichten abzuwehren. Das ist erlaubt, um unseren Dienst zu schützen (Art. 6 Abs. 1 lit. f DSGVO).',
        'Wenn Sie das Häkchen setzen, das Ihre Anfrage auch an einen Versorger sendet, senden wir sie mit allen Gesundheitsdaten darin an diesen Versorger. Das ist erlaubt, weil Sie einwilligen (Art. 6 Abs. 1 lit. a und Art. 9 Abs. 2 lit. a DSGVO). Liegt der Versorger in einem Land ohne Angemessenheitsbeschluss der EU, erlaubt Ihre ausdrückliche Einwilligung auch, die Anfrage dorthin zu senden (Art. 49 Abs. 1 lit. a DSGVO).',
      ],
      not: 'Wir nutzen Ihre Angaben nicht für Werbung und verkaufen sie nicht. Wir treffen keine automatischen Entscheidungen über Sie.',
      optional:
        'Sie müssen uns nichts senden. Ohne Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht können wir Ihnen aber nicht antworten.',
    },
    consent: {
      title: 'Ihre Einwilligung widerrufen',
      text: 'Sie können Ihre Einwilligung jederzeit widerrufen. Schreiben Sie uns dazu an die Adresse oben. Dann nutzen wir Ihre Gesundheitsdaten nicht mehr. Was wir vorher getan haben, bleibt rechtmäßig.',
    },
    recipients: {
      title: 'Wer Ihre Angaben erhält',
      intro: 'Ihre Angaben gehen an:',
      items: [
        'unser Team, das Ihnen antwortet',
        'das Unternehmen, das unsere Website betreibt und Ihre Anfrage für uns speichert',
        'das Unternehmen, das unsere E-Mails an unser Team zustellt',
      ],
      customerSystem: (name: string) => `unser Kundensystem, ${name}, damit wir nachfassen können`,
      clinic:
        'Ein Versorger erhält Ihre Anfrage nur, wenn Sie das wählen: wenn Sie das Häkchen setzen, Ihre Anfrage auch an diesen Versorger zu senden, damit er Sie kontaktieren kann. Dieser Versorger erhält dann Ihren Namen, Ihre Kontaktdaten und Ihre Nachricht mit allen Gesundheitsdaten darin. Er ist selbst dafür verantwortlich, was er damit tut.',
      processors:
        'Die Unternehmen, die für uns arbeiten, dürfen Ihre Angaben nur nach unseren Weisungen nutzen. Ein Vertrag verpflichtet sie dazu (Art. 28 DSGVO).',
    },
    transfers: {
      title: 'Außerhalb der EU',
      clinics: (countries: string) =>
        `Unsere Versorger sind in diesen Ländern: ${countries}. Ein Versorger erhält Ihre Anfrage nur, wenn Sie sein Häkchen setzen. Beim Häkchen steht, ob die EU für das Land des Versorgers einen Angemessenheitsbeschluss gefasst hat, und was es bedeutet, wenn nicht.`,
      adequacyList: 'Welche Länder einen Angemessenheitsbeschluss der EU haben:',
      checked: (date: string) => `Geprüft am ${date}.`,
      countries: (countries: string) =>
        `Ihre Angaben werden auch in folgenden Ländern gespeichert oder gelesen: ${countries}. Das ist außerhalb der Europäischen Union (EU) und des Europäischen Wirtschaftsraums (EWR).`,
      adequacy:
        'Die EU hat entschieden, dass die Gesetze dort personenbezogene Daten ausreichend schützen. Das nennt man einen Angemessenheitsbeschluss (Art. 45 DSGVO).',
      standardContractualClauses:
        'Wir schützen Ihre Angaben dort mit den Standardvertragsklauseln der EU (Art. 46 DSGVO). Sie können eine Kopie bei uns anfordern.',
      none: 'Ihre Angaben bleiben in der Europäischen Union (EU) und im Europäischen Wirtschaftsraum (EWR).',
    },
    retention: {
      title: 'Wie lange wir sie speichern',
      server: (days: string) => `Unser Server löscht Ihre Anfrage ${days} Tage nach ihrem Eingang.`,
      teamMail: (days: string) =>
        `Unser Team löscht die Kopie in seinen E-Mails spätestens ${days} Tage nach ihrem Eingang.`,
      customerSystem: (name: string, days: string) =>
        `Die Kopie in unserem Kundensystem (${name}) löschen wir spätestens ${days} Tage nach ihrem Eingang.`,
      clinic:
        'Ein Versorger, an den Sie Ihre Anfrage gesendet haben, ist für seine eigene Kopie verantwortlich. Fragen Sie ihn, wie lange er sie speichert.',
      sooner: 'Sie können uns bitten, Ihre Anfrage früher zu löschen.',
    },
    ipAddress: {
      title: 'Ihre IP-Adresse',
      text: 'Wenn Sie das Formular senden, hält unser Server die IP-Adresse Ihres Geräts in seinem Arbeitsspeicher. Er zählt, wie viele Nachrichten in einer Minute von einer Adresse kommen. Er speichert die Adresse nicht mit Ihrer Anfrage, nicht auf der Festplatte und nicht in seinen Protokollen. Er vergisst sie, wenn er neu startet oder den Platz braucht.',
    },
    browser: {
      title: 'In Ihrem Browser',
      noCookies: 'Diese Website setzt keine Cookies. Sie lädt nichts von anderen Websites.',
      draft:
        'Während Sie schreiben, hält das Formular Ihre Nachricht in Ihrem Browser, damit sie beim Neuladen der Seite nicht verloren geht. Sie wird gelöscht, wenn Sie die Nachricht senden oder den Tab schließen.',
      nearMe:
        '„In meiner Nähe“ in der Versorgersuche fragt Ihren Browser nach Ihrem Standort. Ihr Standort bleibt in Ihrem Browser. Er sortiert nur die Versorger nach Entfernung. Wir erhalten ihn nie.',
    },
    rights: {
      title: 'Ihre Rechte',
      intro: 'Sie haben das Recht:',
      items: [
        'eine Kopie Ihrer Angaben zu erhalten (Art. 15 DSGVO)',
        'falsche Angaben berichtigen zu lassen (Art. 16 DSGVO)',
        'Ihre Angaben löschen zu lassen (Art. 17 DSGVO)',
        'ihre Nutzung einschränken zu lassen (Art. 18 DSGVO)',
        'sie in einer Datei zu erhalten, die Sie mitnehmen können (Art. 20 DSGVO)',
        'ihrer Nutzung zu widersprechen (Art. 21 DSGVO)',
        'Ihre Einwilligung zu widerrufen (Art. 7 Abs. 3 DSGVO)',
      ],
      how: 'Um eines dieser Rechte zu nutzen, schreiben Sie uns an die Adresse oben. Nennen Sie die E-Mail-Adresse, die Sie im Formular angegeben haben, damit wir Ihre Anfragen finden.',
      when: 'Wir antworten innerhalb eines Monats. Ist Ihre Anfrage schwer zu beantworten, brauchen wir vielleicht bis zu zwei weitere Monate. Dann sagen wir Ihnen im ersten Monat, warum.',
      complain:
        'Sie können sich auch bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel in dem Land, in dem Sie leben oder arbeiten.',
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
      vatId: 'USt-IdNr.',
      responsible: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      privacy: 'Datenschutz',
      disputes: 'Verbraucherstreitbeilegung',
    },
    disputes: {
      no: 'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      willing: 'Wir sind bereit, an Streitbeilegungsverfahren vor dieser Verbraucherschlichtungsstelle teilzunehmen:',
      obliged:
        'Wir sind verpflichtet, an Streitbeilegungsverfahren vor dieser Verbraucherschlichtungsstelle teilzunehmen:',
    },
  },
};
