/** German: the words of contact, fieldErrors, delivery. */
import type { Format } from '../format';
import type { Words } from '../words';

export const words: Words<'contact'> = {
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
      clinics: 'Versorger finden',
    },
    consent: {
      health: {
        label: (company: string) =>
          `Ich willige ein, dass ${company} die Gesundheitsdaten in meiner Nachricht nutzt, um meine Anfrage zu beantworten.`,
        hint: (privacyEmail: string) =>
          `Gesundheitsdaten sind zum Beispiel Angaben zu Ihrer Gliedmaße, Ihrer Gesundheit oder Ihrer Behandlung. Sie können Ihre Einwilligung jederzeit widerrufen: über den Link in der Bestätigungs-E-Mail, die wir Ihnen senden, oder per E-Mail an ${privacyEmail}. Was wir vorher getan haben, bleibt rechtmäßig.`,
        missing:
          'Bitte setzen Sie hier ein Häkchen, um Ihre Nachricht zu senden. Gesundheitsdaten dürfen wir nur mit Ihrer Einwilligung lesen. Wenn Sie nicht einwilligen möchten, rufen Sie uns an oder schreiben Sie uns eine E-Mail.',
      },
      /** The second box, shown only when the request names a partner clinic: send it to that clinic too. */
      clinic: {
        label: (clinic: string, country: string) =>
          `Meine Anfrage mit allen Gesundheitsdaten darin auch an ${clinic} (${country}) senden, damit der Versorger mich kontaktieren kann.`,
        hint: 'Ohne dieses Häkchen erhält nur unser Team Ihre Anfrage. Mit ihm erhält auch dieser Versorger Ihren Namen, Ihre Kontaktdaten und Ihre Nachricht.',
        /** Under the hint: what the law of the clinic's country means for the visitor's details (Art. 49(1)(a) GDPR). */
        transfer: {
          adequacy: (country: string) =>
            `${country} liegt außerhalb der EU. Die EU hat beschlossen, dass das Recht dort personenbezogene Daten ausreichend schützt (ein Angemessenheitsbeschluss).`,
          none: (country: string) =>
            `${country} liegt außerhalb der EU, und kein bekannter Angemessenheitsbeschluss der EU gilt für diesen Versorger: Die EU hat nicht festgestellt, dass das Recht dort Ihre Daten ausreichend schützt. Dort sind sie vielleicht weniger geschützt, und Ihre Rechte sind schwerer durchzusetzen. Wir senden sie nur dorthin, wenn Sie hier ein Häkchen setzen.`,
        },
        missing: '',
      },
      privacyLink: 'Unsere Datenschutzerklärung lesen',
    },
    /** Der Betreff einer Beratungsanfrage bei einem Versorger. */
    /** Above the form when the request names a partner clinic. */
    forClinic: (clinic: string) => `Ihre Anfrage betrifft eine Beratung bei ${clinic}.`,
    subjectAtClinic: (clinic: string) => `Beratung bei ${clinic}`,
    mapTitle: 'Unsere Versorger',
    allClinics: 'Alle Versorger ansehen',
    sentPage: { back: 'Zurück zur vorherigen Seite', another: 'Weitere Nachricht senden' },
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
    },
    noReceiver: (phone: string, email: string) =>
      `Von dieser Seite aus kann das Formular keine Nachrichten senden. Bitte rufen Sie uns unter ${phone} an oder schreiben Sie uns an ${email}.`,
    fieldsNeedAttention: 'Bitte prüfen Sie die markierten Felder.',
    consentNeeded:
      'Ihre Nachricht wurde noch nicht gesendet. Bitte setzen Sie das Häkchen bei den Gesundheitsdaten und senden Sie sie dann erneut. Alles, was Sie geschrieben haben, steht noch hier.',
  },
};
