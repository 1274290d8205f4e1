/**
 * The words of the patient's page and of the e-mails about their request, in the site's four languages. (Kept here,
 * beside the page, until the language files carry them; the field labels come from the language files.)
 */
import { type Language, languageCodes } from '../../src/content/i18n/languages.ts';

export interface PatientWords {
  title: string;
  intro: string;
  sent: string;
  receivedAt: string;
  recipients: string;
  team: string;
  outcome: { sent: string; pending: string; held: string; failed: string; withheld: string; withdrawn: string };
  consents: string;
  health: string;
  clinic: (clinic: string) => string;
  given: (at: string) => string;
  withdrawn: (at: string) => string;
  notGiven: string;
  withdrawHealth: string;
  withdrawClinic: string;
  withdrawNote: string;
  erase: string;
  eraseText: string;
  eraseConfirm: string;
  eraseButton: string;
  done: { health: string; clinic: string; nothing: string; confirmMissing: string };
  erased: { title: string; text: string };
  invalid: { title: string; text: string };
  expired: { title: string; text: string };
  refused: { title: string; text: string };
  mail: {
    confirmSubject: string;
    confirm: (link: string, until: string) => string[];
    withdrawnSubject: string;
    withdrawnHealth: (at: string) => string[];
    withdrawnClinic: (clinic: string, at: string) => string[];
    erasedSubject: string;
    erased: (at: string) => string[];
    clinicErasedSubject: (id: string) => string;
    clinicErased: (id: string, at: string) => string[];
    teamWithdrawnSubject: (id: string) => string;
    teamWithdrawn: (id: string, at: string) => string[];
  };
}

const en: PatientWords = {
  title: 'Your request',
  intro: 'This page is only for you. Anyone with its link can see and erase your request: do not share it.',
  sent: 'What you sent',
  receivedAt: 'Received',
  recipients: 'Who received it',
  team: 'Our team',
  outcome: {
    sent: 'Delivered',
    pending: 'Being delivered',
    held: 'Waiting to be sent',
    failed: 'Could not be delivered',
    withheld: 'Not sent',
    withdrawn: 'Not sent: you withdrew your consent',
  },
  consents: 'Your consents',
  health: 'Using the health details in your message',
  clinic: (clinic) => `Sending your request to ${clinic}`,
  given: (at) => `Given on ${at}`,
  withdrawn: (at) => `Withdrawn on ${at}`,
  notGiven: 'Not given',
  withdrawHealth: 'Withdraw consent to use health details',
  withdrawClinic: 'Withdraw consent to send it to the clinic',
  withdrawNote: 'Withdrawing takes effect at once. What was done before stays lawful.',
  erase: 'Erase your request',
  eraseText:
    'We delete your request and everything stored with it at once, and tell every clinic that received a copy to erase theirs.',
  eraseConfirm: 'Yes, erase my request',
  eraseButton: 'Erase my request',
  done: {
    health: 'Your consent to use health details is withdrawn. We sent you an e-mail to confirm it.',
    clinic: 'Your consent to send your request to the clinic is withdrawn. We sent you an e-mail to confirm it.',
    nothing: 'This consent was already withdrawn.',
    confirmMissing: 'Tick the box to confirm, then press the button again.',
  },
  erased: {
    title: 'Your request was erased',
    text: 'Nothing of it is stored with us any more. Every clinic that received a copy is told to erase theirs.',
  },
  invalid: {
    title: 'This link does not work',
    text: 'It may have been changed or cut off. Open the whole link from our e-mail again, or write to us.',
  },
  expired: {
    title: 'This link has expired',
    text: 'Links work only while we keep a request. Write to us if you have a question about your data.',
  },
  refused: {
    title: 'Your change was not made',
    text: 'The form was not sent from this page. Open the link from our e-mail and try again.',
  },
  mail: {
    confirmSubject: 'We received your request',
    confirm: (link, until) => [
      'Thank you. We received your request and will reply soon.',
      'On your own page you can see what you sent and who received it, withdraw your consents, or erase the request:',
      link,
      `The link works until ${until}. Do not forward this e-mail: anyone with the link can see and erase your request.`,
    ],
    withdrawnSubject: 'Your consent is withdrawn',
    withdrawnHealth: (at) => [`You withdrew your consent to use the health details in your request on ${at}.`],
    withdrawnClinic: (clinic, at) => [`You withdrew your consent to send your request to ${clinic} on ${at}.`],
    erasedSubject: 'Your request was erased',
    erased: (at) => [`Your request was erased on ${at}. Every clinic that received a copy is told to erase theirs.`],
    clinicErasedSubject: (id) => `Request ${id} was erased: please erase your copy`,
    clinicErased: (id, at) => [
      `The request ${id} that we sent you was erased on ${at}.`,
      'Please erase your copy and everything you keep about it (Art. 17 and 19 GDPR).',
    ],
    teamWithdrawnSubject: (id) => `Consent withdrawn: request ${id}`,
    teamWithdrawn: (id, at) => [
      `The patient withdrew their consent to use the health details in request ${id} on ${at}.`,
      'Do not use health details from it any more.',
    ],
  },
};

const de: PatientWords = {
  title: 'Ihre Anfrage',
  intro:
    'Diese Seite ist nur für Sie. Wer ihren Link hat, kann Ihre Anfrage sehen und löschen: Geben Sie ihn nicht weiter.',
  sent: 'Was Sie gesendet haben',
  receivedAt: 'Eingegangen',
  recipients: 'Wer sie erhalten hat',
  team: 'Unser Team',
  outcome: {
    sent: 'Zugestellt',
    pending: 'Wird zugestellt',
    held: 'Wartet auf Versand',
    failed: 'Konnte nicht zugestellt werden',
    withheld: 'Nicht gesendet',
    withdrawn: 'Nicht gesendet: Sie haben Ihre Einwilligung widerrufen',
  },
  consents: 'Ihre Einwilligungen',
  health: 'Nutzung der Gesundheitsdaten in Ihrer Nachricht',
  clinic: (clinic) => `Weitergabe Ihrer Anfrage an ${clinic}`,
  given: (at) => `Erteilt am ${at}`,
  withdrawn: (at) => `Widerrufen am ${at}`,
  notGiven: 'Nicht erteilt',
  withdrawHealth: 'Einwilligung zu Gesundheitsdaten widerrufen',
  withdrawClinic: 'Einwilligung zur Weitergabe an die Klinik widerrufen',
  withdrawNote: 'Der Widerruf wirkt sofort. Was vorher geschah, bleibt rechtmäßig.',
  erase: 'Ihre Anfrage löschen',
  eraseText:
    'Wir löschen Ihre Anfrage und alles dazu Gespeicherte sofort und bitten jede Klinik, die eine Kopie erhalten hat, ihre zu löschen.',
  eraseConfirm: 'Ja, meine Anfrage löschen',
  eraseButton: 'Meine Anfrage löschen',
  done: {
    health:
      'Ihre Einwilligung zur Nutzung der Gesundheitsdaten ist widerrufen. Wir haben Ihnen eine Bestätigung gemailt.',
    clinic: 'Ihre Einwilligung zur Weitergabe an die Klinik ist widerrufen. Wir haben Ihnen eine Bestätigung gemailt.',
    nothing: 'Diese Einwilligung war schon widerrufen.',
    confirmMissing: 'Setzen Sie das Häkchen zur Bestätigung und drücken Sie die Schaltfläche noch einmal.',
  },
  erased: {
    title: 'Ihre Anfrage wurde gelöscht',
    text: 'Bei uns ist nichts mehr davon gespeichert. Jede Klinik mit einer Kopie wird gebeten, ihre zu löschen.',
  },
  invalid: {
    title: 'Dieser Link funktioniert nicht',
    text: 'Er wurde vielleicht verändert oder abgeschnitten. Öffnen Sie den ganzen Link aus unserer E-Mail noch einmal oder schreiben Sie uns.',
  },
  expired: {
    title: 'Dieser Link ist abgelaufen',
    text: 'Links gelten nur, solange wir eine Anfrage aufbewahren. Schreiben Sie uns bei Fragen zu Ihren Daten.',
  },
  refused: {
    title: 'Ihre Änderung wurde nicht ausgeführt',
    text: 'Das Formular kam nicht von dieser Seite. Öffnen Sie den Link aus unserer E-Mail und versuchen Sie es noch einmal.',
  },
  mail: {
    confirmSubject: 'Wir haben Ihre Anfrage erhalten',
    confirm: (link, until) => [
      'Vielen Dank. Wir haben Ihre Anfrage erhalten und antworten bald.',
      'Auf Ihrer eigenen Seite sehen Sie, was Sie gesendet haben und wer es erhalten hat, können Einwilligungen widerrufen oder die Anfrage löschen:',
      link,
      `Der Link gilt bis ${until}. Leiten Sie diese E-Mail nicht weiter: Wer den Link hat, kann Ihre Anfrage sehen und löschen.`,
    ],
    withdrawnSubject: 'Ihre Einwilligung ist widerrufen',
    withdrawnHealth: (at) => [
      `Sie haben Ihre Einwilligung zur Nutzung der Gesundheitsdaten in Ihrer Anfrage am ${at} widerrufen.`,
    ],
    withdrawnClinic: (clinic, at) => [`Sie haben Ihre Einwilligung zur Weitergabe an ${clinic} am ${at} widerrufen.`],
    erasedSubject: 'Ihre Anfrage wurde gelöscht',
    erased: (at) => [
      `Ihre Anfrage wurde am ${at} gelöscht. Jede Klinik mit einer Kopie wird gebeten, ihre zu löschen.`,
    ],
    clinicErasedSubject: (id) => `Anfrage ${id} wurde gelöscht: Bitte löschen Sie Ihre Kopie`,
    clinicErased: (id, at) => [
      `Die Anfrage ${id}, die wir Ihnen gesendet haben, wurde am ${at} gelöscht.`,
      'Bitte löschen Sie Ihre Kopie und alles, was Sie dazu aufbewahren (Art. 17 und 19 DSGVO).',
    ],
    teamWithdrawnSubject: (id) => `Einwilligung widerrufen: Anfrage ${id}`,
    teamWithdrawn: (id, at) => [
      `Die Patientin oder der Patient hat die Einwilligung zur Nutzung der Gesundheitsdaten in Anfrage ${id} am ${at} widerrufen.`,
      'Nutzen Sie keine Gesundheitsdaten daraus mehr.',
    ],
  },
};

const es: PatientWords = {
  title: 'Su solicitud',
  intro: 'Esta página es solo para usted. Quien tenga su enlace puede ver y borrar su solicitud: no lo comparta.',
  sent: 'Lo que envió',
  receivedAt: 'Recibida',
  recipients: 'Quién la recibió',
  team: 'Nuestro equipo',
  outcome: {
    sent: 'Entregada',
    pending: 'Entregándose',
    held: 'Esperando envío',
    failed: 'No se pudo entregar',
    withheld: 'No enviada',
    withdrawn: 'No enviada: retiró su consentimiento',
  },
  consents: 'Sus consentimientos',
  health: 'Uso de los datos de salud de su mensaje',
  clinic: (clinic) => `Envío de su solicitud a ${clinic}`,
  given: (at) => `Dado el ${at}`,
  withdrawn: (at) => `Retirado el ${at}`,
  notGiven: 'No dado',
  withdrawHealth: 'Retirar el consentimiento sobre datos de salud',
  withdrawClinic: 'Retirar el consentimiento para enviarla a la clínica',
  withdrawNote: 'La retirada surte efecto de inmediato. Lo hecho antes sigue siendo lícito.',
  erase: 'Borrar su solicitud',
  eraseText:
    'Borramos al instante su solicitud y todo lo guardado con ella, y pedimos a cada clínica que recibió una copia que borre la suya.',
  eraseConfirm: 'Sí, borrar mi solicitud',
  eraseButton: 'Borrar mi solicitud',
  done: {
    health: 'Su consentimiento para usar los datos de salud está retirado. Le enviamos un correo de confirmación.',
    clinic:
      'Su consentimiento para enviar la solicitud a la clínica está retirado. Le enviamos un correo de confirmación.',
    nothing: 'Este consentimiento ya estaba retirado.',
    confirmMissing: 'Marque la casilla para confirmar y pulse el botón de nuevo.',
  },
  erased: {
    title: 'Su solicitud fue borrada',
    text: 'Ya no guardamos nada de ella. Pedimos a cada clínica que recibió una copia que borre la suya.',
  },
  invalid: {
    title: 'Este enlace no funciona',
    text: 'Puede que se haya cambiado o cortado. Abra de nuevo el enlace completo de nuestro correo, o escríbanos.',
  },
  expired: {
    title: 'Este enlace ha caducado',
    text: 'Los enlaces solo funcionan mientras guardamos una solicitud. Escríbanos si tiene preguntas sobre sus datos.',
  },
  refused: {
    title: 'Su cambio no se hizo',
    text: 'El formulario no se envió desde esta página. Abra el enlace de nuestro correo e inténtelo de nuevo.',
  },
  mail: {
    confirmSubject: 'Recibimos su solicitud',
    confirm: (link, until) => [
      'Gracias. Recibimos su solicitud y le responderemos pronto.',
      'En su propia página puede ver lo que envió y quién lo recibió, retirar sus consentimientos o borrar la solicitud:',
      link,
      `El enlace funciona hasta el ${until}. No reenvíe este correo: quien tenga el enlace puede ver y borrar su solicitud.`,
    ],
    withdrawnSubject: 'Su consentimiento está retirado',
    withdrawnHealth: (at) => [`Retiró su consentimiento para usar los datos de salud de su solicitud el ${at}.`],
    withdrawnClinic: (clinic, at) => [`Retiró su consentimiento para enviar su solicitud a ${clinic} el ${at}.`],
    erasedSubject: 'Su solicitud fue borrada',
    erased: (at) => [
      `Su solicitud fue borrada el ${at}. Pedimos a cada clínica que recibió una copia que borre la suya.`,
    ],
    clinicErasedSubject: (id) => `La solicitud ${id} fue borrada: borre su copia`,
    clinicErased: (id, at) => [
      `La solicitud ${id} que le enviamos fue borrada el ${at}.`,
      'Borre su copia y todo lo que guarde sobre ella (art. 17 y 19 del RGPD).',
    ],
    teamWithdrawnSubject: (id) => `Consentimiento retirado: solicitud ${id}`,
    teamWithdrawn: (id, at) => [
      `El paciente retiró su consentimiento para usar los datos de salud de la solicitud ${id} el ${at}.`,
      'No use más datos de salud de ella.',
    ],
  },
};

const ar: PatientWords = {
  title: 'طلبك',
  intro: 'هذه الصفحة لك وحدك. من يملك رابطها يستطيع رؤية طلبك ومحوه: لا تشاركه.',
  sent: 'ما أرسلته',
  receivedAt: 'تاريخ الاستلام',
  recipients: 'من استلمه',
  team: 'فريقنا',
  outcome: {
    sent: 'تم التسليم',
    pending: 'جارٍ التسليم',
    held: 'في انتظار الإرسال',
    failed: 'تعذّر التسليم',
    withheld: 'لم يُرسل',
    withdrawn: 'لم يُرسل: لقد سحبت موافقتك',
  },
  consents: 'موافقاتك',
  health: 'استخدام المعلومات الصحية في رسالتك',
  clinic: (clinic) => `إرسال طلبك إلى ${clinic}`,
  given: (at) => `أُعطيت في ${at}`,
  withdrawn: (at) => `سُحبت في ${at}`,
  notGiven: 'لم تُعطَ',
  withdrawHealth: 'سحب الموافقة على استخدام المعلومات الصحية',
  withdrawClinic: 'سحب الموافقة على إرساله إلى العيادة',
  withdrawNote: 'يسري السحب فورًا. ويبقى ما تم قبله مشروعًا.',
  erase: 'محو طلبك',
  eraseText: 'نمحو طلبك وكل ما حُفظ معه فورًا، ونطلب من كل عيادة استلمت نسخة أن تمحو نسختها.',
  eraseConfirm: 'نعم، امحُ طلبي',
  eraseButton: 'امحُ طلبي',
  done: {
    health: 'سُحبت موافقتك على استخدام المعلومات الصحية. أرسلنا إليك رسالة تأكيد بالبريد الإلكتروني.',
    clinic: 'سُحبت موافقتك على إرسال طلبك إلى العيادة. أرسلنا إليك رسالة تأكيد بالبريد الإلكتروني.',
    nothing: 'هذه الموافقة مسحوبة من قبل.',
    confirmMissing: 'ضع علامة في المربع للتأكيد، ثم اضغط الزر مرة أخرى.',
  },
  erased: {
    title: 'تم محو طلبك',
    text: 'لم يعد شيء منه محفوظًا لدينا. ونطلب من كل عيادة استلمت نسخة أن تمحو نسختها.',
  },
  invalid: {
    title: 'هذا الرابط لا يعمل',
    text: 'ربما تغيّر أو انقطع. افتح الرابط كاملًا من رسالتنا مرة أخرى، أو راسلنا.',
  },
  expired: {
    title: 'انتهت صلاحية هذا الرابط',
    text: 'تعمل الروابط ما دمنا نحتفظ بالطلب فقط. راسلنا إن كان لديك سؤال عن بياناتك.',
  },
  refused: {
    title: 'لم يُنفَّذ التغيير',
    text: 'لم يُرسل النموذج من هذه الصفحة. افتح الرابط من رسالتنا وحاول مرة أخرى.',
  },
  mail: {
    confirmSubject: 'استلمنا طلبك',
    confirm: (link, until) => [
      'شكرًا لك. استلمنا طلبك وسنرد قريبًا.',
      'في صفحتك الخاصة ترى ما أرسلته ومن استلمه، ويمكنك سحب موافقاتك أو محو الطلب:',
      link,
      `يعمل الرابط حتى ${until}. لا تعِد توجيه هذه الرسالة: من يملك الرابط يستطيع رؤية طلبك ومحوه.`,
    ],
    withdrawnSubject: 'سُحبت موافقتك',
    withdrawnHealth: (at) => [`سحبت موافقتك على استخدام المعلومات الصحية في طلبك في ${at}.`],
    withdrawnClinic: (clinic, at) => [`سحبت موافقتك على إرسال طلبك إلى ${clinic} في ${at}.`],
    erasedSubject: 'تم محو طلبك',
    erased: (at) => [`تم محو طلبك في ${at}. ونطلب من كل عيادة استلمت نسخة أن تمحو نسختها.`],
    clinicErasedSubject: (id) => `تم محو الطلب ${id}: يرجى محو نسختكم`,
    clinicErased: (id, at) => [
      `تم محو الطلب ${id} الذي أرسلناه إليكم في ${at}.`,
      'يرجى محو نسختكم وكل ما تحتفظون به عنه (المادتان 17 و19 من اللائحة العامة لحماية البيانات).',
    ],
    teamWithdrawnSubject: (id) => `سُحبت الموافقة: الطلب ${id}`,
    teamWithdrawn: (id, at) => [
      `سحب المريض موافقته على استخدام المعلومات الصحية في الطلب ${id} في ${at}.`,
      'لا تستخدموا معلومات صحية منه بعد الآن.',
    ],
  },
};

const written: Partial<Record<Language, PatientWords>> = { en, de, es, ar };

/**
 * The words of the patient's page and e-mails in each language of the site. A language added to the site (CONTRIBUTING: a new
 * language) reads English here until its words are written in this file.
 */
export const patientWords = Object.fromEntries(languageCodes.map((lang) => [lang, written[lang] ?? en])) as Record<
  Language,
  PatientWords
>;
