/**
 * The team inbox's words in the site's four languages (its pages are the server's own, not the bundle's). The
 * fields of a request and its types come from the language files, through delivery/words.ts.
 */
import { type Language, languageCodes } from '../../src/content/i18n/languages.ts';
import type { Role, Status } from './store.ts';

export interface TeamWords {
  inbox: string;
  skip: string;
  signInTitle: string;
  signInLead: string;
  signIn: string;
  signOut: string;
  signedInAs: (name: string) => string;
  signedOut: string;
  expired: string;
  refusedTitle: string;
  refused: string;
  failedTitle: string;
  failed: string;
  errorTitle: string;
  error: string;
  forbiddenTitle: string;
  forbidden: string;
  notFoundTitle: string;
  notFound: string;
  mainNav: string;
  language: string;
  requests: string;
  filters: string;
  search: string;
  status: string;
  clinic: string;
  lang: string;
  type: string;
  any: string;
  filter: string;
  clearFilters: string;
  count: (shown: number) => string;
  none: string;
  received: string;
  from: string;
  owner: string;
  noOwner: string;
  firstAnswer: string;
  medianAnswer: (time: string, count: number) => string;
  overdue: string;
  notYet: string;
  statuses: Record<Status, string>;
  requestFrom: (name: string) => string;
  backToInbox: string;
  sent: string;
  consents: string;
  consentGiven: (at: string, notice: string) => string;
  consentMissing: string;
  /** A consent the patient withdrew on their own page (docs/patient-link.md). */
  consentWithdrawn: (withdrawnAt: string, givenAt: string) => string;
  healthConsent: string;
  clinicConsent: string;
  privacyNotice: string;
  noClinic: string;
  deliveries: string;
  recipient: string;
  channel: string;
  state: string;
  attempts: string;
  at: string;
  noDeliveries: string;
  deliveryStates: Record<string, string>;
  team: string;
  handling: string;
  setStatus: string;
  setOwner: string;
  timeToFirstAnswer: string;
  waiting: (time: string) => string;
  history: string;
  statusSet: (status: string, who: string) => string;
  ownerSet: (owner: string, who: string) => string;
  notes: string;
  noNotes: string;
  note: string;
  addNote: string;
  saved: string;
  /** Said (and focused) after a status was saved: which status the request has now. */
  statusSaved: (status: string) => string;
  privacy: string;
  exportJson: string;
  erase: string;
  eraseConfirm: string;
  erased: string;
  retention: string;
  retentionLead: (days: number) => string;
  stored: (count: number) => string;
  erasedOn: string;
  auditLog: string;
  auditLead: string;
  downloadCsv: string;
  downloadJson: string;
  actor: string;
  action: string;
  request: string;
  detail: string;
  roles: string;
  rolesLead: string;
  lastSignIn: string;
  /** A person's roles form's button: each names whose roles it saves, so "click Save" is never ambiguous. */
  saveRolesOf: (person: string) => string;
  /** A role's box in a person's form, naming the person. */
  roleOf: (role: string, person: string) => string;
  roleNames: Record<Role, string>;
  hours: (h: number, m: number) => string;
  summarySubject: (count: number) => string;
  summaryLead: (count: number) => string;
}

const en: TeamWords = {
  inbox: 'Team inbox',
  skip: 'Skip to content',
  signInTitle: 'Sign in to the team inbox',
  signInLead: 'Use your company account. Only members of the team may enter.',
  signIn: 'Sign in',
  signOut: 'Sign out',
  signedInAs: (name) => `Signed in as ${name}`,
  signedOut: 'You have signed out.',
  expired: 'Your session has ended. Sign in again to continue.',
  refusedTitle: 'No access',
  refused: 'This account may not use the team inbox. Ask an admin of the inbox if you need access.',
  failedTitle: 'Sign-in failed',
  failed: 'The sign-in could not be completed. Try again.',
  errorTitle: 'Something went wrong',
  error: 'The inbox could not do this just now. Try again in a moment.',
  forbiddenTitle: 'Not allowed',
  forbidden: 'Your role does not allow this, or the form had expired. Go back, reload the page and try again.',
  notFoundTitle: 'Not found',
  notFound: 'There is no such request. It may have been erased.',
  mainNav: 'Team inbox',
  language: 'Language',
  requests: 'Requests',
  filters: 'Filter requests',
  search: 'Search',
  status: 'Status',
  clinic: 'Clinic',
  lang: 'Language',
  type: 'Type',
  any: 'Any',
  filter: 'Apply filters',
  clearFilters: 'Clear filters',
  count: (shown) => (shown === 1 ? '1 request' : `${shown} requests`),
  none: 'No requests match.',
  received: 'Received',
  from: 'From',
  owner: 'Owner',
  noOwner: 'Nobody',
  firstAnswer: 'First answer',
  medianAnswer: (time, count) =>
    `Median time to first answer over the last 30 days: ${time} (${count} ${count === 1 ? 'request' : 'requests'}).`,
  overdue: 'Overdue',
  notYet: 'Not yet',
  statuses: { new: 'New', 'in-progress': 'In progress', answered: 'Answered', closed: 'Closed' },
  requestFrom: (name) => `Request from ${name}`,
  backToInbox: 'Back to the inbox',
  sent: 'What the patient sent',
  consents: 'Consents',
  consentGiven: (at, notice) => `Given ${at} (privacy notice ${notice})`,
  consentMissing: 'Not given',
  consentWithdrawn: (withdrawnAt, givenAt) => `Withdrawn by the patient ${withdrawnAt} (given ${givenAt})`,
  healthConsent: 'Use of health details',
  clinicConsent: 'Sharing with the clinic',
  privacyNotice: 'Privacy notice version',
  noClinic: 'No clinic named',
  deliveries: 'Deliveries',
  recipient: 'Recipient',
  channel: 'Channel',
  state: 'Outcome',
  attempts: 'Attempts',
  at: 'When',
  noDeliveries: 'No e-mail or webhook was configured.',
  deliveryStates: { pending: 'Pending', sent: 'Sent', failed: 'Failed', withheld: 'Withheld', held: 'Held' },
  team: 'Team',
  handling: 'Status and owner',
  setStatus: 'Save status',
  setOwner: 'Save owner',
  timeToFirstAnswer: 'Time to first answer',
  waiting: (time) => `Waiting for ${time}`,
  history: 'History',
  statusSet: (status, who) => `Status ${status}, by ${who}`,
  ownerSet: (owner, who) => `Owner ${owner}, by ${who}`,
  notes: 'Notes',
  noNotes: 'No notes yet.',
  note: 'New note',
  addNote: 'Add note',
  saved: 'Saved.',
  statusSaved: (status) => `Status saved: ${status}.`,
  privacy: 'Privacy',
  exportJson: 'Export as JSON',
  erase: 'Erase this request',
  eraseConfirm: 'I confirm: erase this request, its deliveries and notes now',
  erased: 'The request was erased.',
  retention: 'Retention',
  retentionLead: (days) => `Requests are erased ${days} days after they were received.`,
  stored: (count) => (count === 1 ? '1 request stored.' : `${count} requests stored.`),
  erasedOn: 'Erased on',
  auditLog: 'Audit log',
  auditLead: 'Every view and action in the inbox: who, what, which request, when. Never what a request says.',
  downloadCsv: 'Download as CSV',
  downloadJson: 'Download as JSON',
  actor: 'Who',
  action: 'What',
  request: 'Request',
  detail: 'Detail',
  roles: 'Roles',
  rolesLead: 'Everyone who may enter reads requests, sets statuses and writes notes. Give more here.',
  lastSignIn: 'Last sign-in',
  saveRolesOf: (person) => `Save roles of ${person}`,
  roleOf: (role, person) => `${role} for ${person}`,
  roleNames: { team: 'Team', privacy: 'Privacy (export, erase, retention)', admin: 'Admin (roles)' },
  hours: (h, m) => (h ? `${h} h ${m} min` : `${m} min`),
  summarySubject: (count) => `Team inbox: ${count} ${count === 1 ? 'request' : 'requests'} waiting over 24 hours`,
  summaryLead: (count) =>
    `${count} ${count === 1 ? 'request has' : 'requests have'} waited more than the promised 24 hours for a first answer:`,
};

const de: TeamWords = {
  inbox: 'Team-Posteingang',
  skip: 'Zum Inhalt springen',
  signInTitle: 'Beim Team-Posteingang anmelden',
  signInLead: 'Melden Sie sich mit Ihrem Firmenkonto an. Nur Mitglieder des Teams haben Zugang.',
  signIn: 'Anmelden',
  signOut: 'Abmelden',
  signedInAs: (name) => `Angemeldet als ${name}`,
  signedOut: 'Sie haben sich abgemeldet.',
  expired: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an.',
  refusedTitle: 'Kein Zugang',
  refused: 'Dieses Konto darf den Team-Posteingang nicht nutzen. Bitten Sie einen Admin um Zugang.',
  failedTitle: 'Anmeldung fehlgeschlagen',
  failed: 'Die Anmeldung konnte nicht abgeschlossen werden. Versuchen Sie es erneut.',
  errorTitle: 'Etwas ist schiefgegangen',
  error: 'Der Posteingang konnte das gerade nicht ausführen. Versuchen Sie es gleich noch einmal.',
  forbiddenTitle: 'Nicht erlaubt',
  forbidden:
    'Ihre Rolle erlaubt das nicht, oder das Formular war abgelaufen. Gehen Sie zurück, laden Sie die Seite neu und versuchen Sie es erneut.',
  notFoundTitle: 'Nicht gefunden',
  notFound: 'Diese Anfrage gibt es nicht. Vielleicht wurde sie gelöscht.',
  mainNav: 'Team-Posteingang',
  language: 'Sprache',
  requests: 'Anfragen',
  filters: 'Anfragen filtern',
  search: 'Suche',
  status: 'Status',
  clinic: 'Klinik',
  lang: 'Sprache',
  type: 'Art',
  any: 'Alle',
  filter: 'Filter anwenden',
  clearFilters: 'Filter zurücksetzen',
  count: (shown) => (shown === 1 ? '1 Anfrage' : `${shown} Anfragen`),
  none: 'Keine Anfrage passt.',
  received: 'Eingegangen',
  from: 'Von',
  owner: 'Zuständig',
  noOwner: 'Niemand',
  firstAnswer: 'Erste Antwort',
  medianAnswer: (time, count) =>
    `Mittlere Zeit bis zur ersten Antwort in den letzten 30 Tagen: ${time} (${count} ${count === 1 ? 'Anfrage' : 'Anfragen'}).`,
  overdue: 'Überfällig',
  notYet: 'Noch nicht',
  statuses: { new: 'Neu', 'in-progress': 'In Bearbeitung', answered: 'Beantwortet', closed: 'Abgeschlossen' },
  requestFrom: (name) => `Anfrage von ${name}`,
  backToInbox: 'Zurück zum Posteingang',
  sent: 'Was der Patient gesendet hat',
  consents: 'Einwilligungen',
  consentGiven: (at, notice) => `Erteilt ${at} (Datenschutzhinweis ${notice})`,
  consentMissing: 'Nicht erteilt',
  consentWithdrawn: (withdrawnAt, givenAt) => `Vom Patienten widerrufen ${withdrawnAt} (erteilt ${givenAt})`,
  healthConsent: 'Nutzung der Gesundheitsangaben',
  clinicConsent: 'Weitergabe an die Klinik',
  privacyNotice: 'Version des Datenschutzhinweises',
  noClinic: 'Keine Klinik genannt',
  deliveries: 'Zustellungen',
  recipient: 'Empfänger',
  channel: 'Kanal',
  state: 'Ergebnis',
  attempts: 'Versuche',
  at: 'Wann',
  noDeliveries: 'Keine E-Mail und kein Webhook eingerichtet.',
  deliveryStates: {
    pending: 'Ausstehend',
    sent: 'Gesendet',
    failed: 'Fehlgeschlagen',
    withheld: 'Zurückgehalten',
    held: 'Angehalten',
  },
  team: 'Team',
  handling: 'Status und Zuständigkeit',
  setStatus: 'Status speichern',
  setOwner: 'Zuständigkeit speichern',
  timeToFirstAnswer: 'Zeit bis zur ersten Antwort',
  waiting: (time) => `Wartet seit ${time}`,
  history: 'Verlauf',
  statusSet: (status, who) => `Status ${status}, von ${who}`,
  ownerSet: (owner, who) => `Zuständig ${owner}, von ${who}`,
  notes: 'Notizen',
  noNotes: 'Noch keine Notizen.',
  note: 'Neue Notiz',
  addNote: 'Notiz hinzufügen',
  saved: 'Gespeichert.',
  statusSaved: (status) => `Status gespeichert: ${status}.`,
  privacy: 'Datenschutz',
  exportJson: 'Als JSON exportieren',
  erase: 'Diese Anfrage löschen',
  eraseConfirm: 'Ich bestätige: diese Anfrage, ihre Zustellungen und Notizen jetzt löschen',
  erased: 'Die Anfrage wurde gelöscht.',
  retention: 'Aufbewahrung',
  retentionLead: (days) => `Anfragen werden ${days} Tage nach Eingang gelöscht.`,
  stored: (count) => (count === 1 ? '1 Anfrage gespeichert.' : `${count} Anfragen gespeichert.`),
  erasedOn: 'Gelöscht am',
  auditLog: 'Protokoll',
  auditLead: 'Jede Ansicht und Aktion im Posteingang: wer, was, welche Anfrage, wann. Nie der Inhalt einer Anfrage.',
  downloadCsv: 'Als CSV herunterladen',
  downloadJson: 'Als JSON herunterladen',
  actor: 'Wer',
  action: 'Was',
  request: 'Anfrage',
  detail: 'Detail',
  roles: 'Rollen',
  rolesLead: 'Alle mit Zugang lesen Anfragen, setzen den Status und schreiben Notizen. Mehr Rechte vergeben Sie hier.',
  lastSignIn: 'Letzte Anmeldung',
  saveRolesOf: (person) => `Rollen von ${person} speichern`,
  roleOf: (role, person) => `${role} für ${person}`,
  roleNames: { team: 'Team', privacy: 'Datenschutz (Export, Löschen, Aufbewahrung)', admin: 'Admin (Rollen)' },
  hours: (h, m) => (h ? `${h} Std. ${m} Min.` : `${m} Min.`),
  summarySubject: (count) =>
    `Team-Posteingang: ${count} ${count === 1 ? 'Anfrage wartet' : 'Anfragen warten'} über 24 Stunden`,
  summaryLead: (count) =>
    `${count} ${count === 1 ? 'Anfrage wartet' : 'Anfragen warten'} länger als die versprochenen 24 Stunden auf eine erste Antwort:`,
};

const es: TeamWords = {
  inbox: 'Bandeja del equipo',
  skip: 'Saltar al contenido',
  signInTitle: 'Iniciar sesión en la bandeja del equipo',
  signInLead: 'Use su cuenta de la empresa. Solo pueden entrar los miembros del equipo.',
  signIn: 'Iniciar sesión',
  signOut: 'Cerrar sesión',
  signedInAs: (name) => `Sesión iniciada como ${name}`,
  signedOut: 'Ha cerrado la sesión.',
  expired: 'Su sesión ha terminado. Inicie sesión de nuevo para continuar.',
  refusedTitle: 'Sin acceso',
  refused: 'Esta cuenta no puede usar la bandeja del equipo. Pida acceso a un administrador.',
  failedTitle: 'No se pudo iniciar sesión',
  failed: 'No se pudo completar el inicio de sesión. Inténtelo de nuevo.',
  errorTitle: 'Algo salió mal',
  error: 'La bandeja no pudo hacerlo ahora. Inténtelo de nuevo en un momento.',
  forbiddenTitle: 'No permitido',
  forbidden:
    'Su rol no lo permite, o el formulario había caducado. Vuelva atrás, recargue la página e inténtelo de nuevo.',
  notFoundTitle: 'No encontrado',
  notFound: 'No existe esa solicitud. Puede que se haya borrado.',
  mainNav: 'Bandeja del equipo',
  language: 'Idioma',
  requests: 'Solicitudes',
  filters: 'Filtrar solicitudes',
  search: 'Buscar',
  status: 'Estado',
  clinic: 'Clínica',
  lang: 'Idioma',
  type: 'Tipo',
  any: 'Todos',
  filter: 'Aplicar filtros',
  clearFilters: 'Quitar filtros',
  count: (shown) => (shown === 1 ? '1 solicitud' : `${shown} solicitudes`),
  none: 'Ninguna solicitud coincide.',
  received: 'Recibida',
  from: 'De',
  owner: 'Responsable',
  noOwner: 'Nadie',
  firstAnswer: 'Primera respuesta',
  medianAnswer: (time, count) =>
    `Mediana del tiempo hasta la primera respuesta en los últimos 30 días: ${time} (${count} ${count === 1 ? 'solicitud' : 'solicitudes'}).`,
  overdue: 'Atrasada',
  notYet: 'Todavía no',
  statuses: { new: 'Nueva', 'in-progress': 'En curso', answered: 'Respondida', closed: 'Cerrada' },
  requestFrom: (name) => `Solicitud de ${name}`,
  backToInbox: 'Volver a la bandeja',
  sent: 'Lo que envió el paciente',
  consents: 'Consentimientos',
  consentGiven: (at, notice) => `Dado ${at} (aviso de privacidad ${notice})`,
  consentMissing: 'No dado',
  consentWithdrawn: (withdrawnAt, givenAt) => `Retirado por el paciente ${withdrawnAt} (dado ${givenAt})`,
  healthConsent: 'Uso de los datos de salud',
  clinicConsent: 'Compartir con la clínica',
  privacyNotice: 'Versión del aviso de privacidad',
  noClinic: 'Ninguna clínica indicada',
  deliveries: 'Envíos',
  recipient: 'Destinatario',
  channel: 'Canal',
  state: 'Resultado',
  attempts: 'Intentos',
  at: 'Cuándo',
  noDeliveries: 'No se configuró ningún correo ni webhook.',
  deliveryStates: { pending: 'Pendiente', sent: 'Enviado', failed: 'Fallido', withheld: 'Retenido', held: 'En espera' },
  team: 'Equipo',
  handling: 'Estado y responsable',
  setStatus: 'Guardar estado',
  setOwner: 'Guardar responsable',
  timeToFirstAnswer: 'Tiempo hasta la primera respuesta',
  waiting: (time) => `Esperando desde hace ${time}`,
  history: 'Historial',
  statusSet: (status, who) => `Estado ${status}, por ${who}`,
  ownerSet: (owner, who) => `Responsable ${owner}, por ${who}`,
  notes: 'Notas',
  noNotes: 'Aún no hay notas.',
  note: 'Nota nueva',
  addNote: 'Añadir nota',
  saved: 'Guardado.',
  statusSaved: (status) => `Estado guardado: ${status}.`,
  privacy: 'Privacidad',
  exportJson: 'Exportar como JSON',
  erase: 'Borrar esta solicitud',
  eraseConfirm: 'Confirmo: borrar ahora esta solicitud, sus envíos y notas',
  erased: 'La solicitud se ha borrado.',
  retention: 'Conservación',
  retentionLead: (days) => `Las solicitudes se borran ${days} días después de recibirlas.`,
  stored: (count) => (count === 1 ? '1 solicitud guardada.' : `${count} solicitudes guardadas.`),
  erasedOn: 'Se borra el',
  auditLog: 'Registro de auditoría',
  auditLead: 'Cada consulta y acción en la bandeja: quién, qué, qué solicitud, cuándo. Nunca el contenido.',
  downloadCsv: 'Descargar como CSV',
  downloadJson: 'Descargar como JSON',
  actor: 'Quién',
  action: 'Qué',
  request: 'Solicitud',
  detail: 'Detalle',
  roles: 'Roles',
  rolesLead: 'Todos los que pueden entrar leen solicitudes, cambian el estado y escriben notas. Dé más permisos aquí.',
  lastSignIn: 'Último inicio de sesión',
  saveRolesOf: (person) => `Guardar roles de ${person}`,
  roleOf: (role, person) => `${role} para ${person}`,
  roleNames: {
    team: 'Equipo',
    privacy: 'Privacidad (exportar, borrar, conservación)',
    admin: 'Administración (roles)',
  },
  hours: (h, m) => (h ? `${h} h ${m} min` : `${m} min`),
  summarySubject: (count) =>
    `Bandeja del equipo: ${count} ${count === 1 ? 'solicitud espera' : 'solicitudes esperan'} más de 24 horas`,
  summaryLead: (count) =>
    `${count} ${count === 1 ? 'solicitud ha esperado' : 'solicitudes han esperado'} más de las 24 horas prometidas una primera respuesta:`,
};

const ar: TeamWords = {
  inbox: 'صندوق وارد الفريق',
  skip: 'انتقل إلى المحتوى',
  signInTitle: 'تسجيل الدخول إلى صندوق وارد الفريق',
  signInLead: 'استخدم حساب الشركة. الدخول لأعضاء الفريق فقط.',
  signIn: 'تسجيل الدخول',
  signOut: 'تسجيل الخروج',
  signedInAs: (name) => `مسجّل الدخول باسم ${name}`,
  signedOut: 'لقد سجّلت الخروج.',
  expired: 'انتهت جلستك. سجّل الدخول مرة أخرى للمتابعة.',
  refusedTitle: 'لا يوجد وصول',
  refused: 'لا يمكن لهذا الحساب استخدام صندوق وارد الفريق. اطلب الوصول من أحد المسؤولين.',
  failedTitle: 'تعذّر تسجيل الدخول',
  failed: 'تعذّر إكمال تسجيل الدخول. حاول مرة أخرى.',
  errorTitle: 'حدث خطأ ما',
  error: 'تعذّر على صندوق الوارد تنفيذ ذلك الآن. حاول مرة أخرى بعد قليل.',
  forbiddenTitle: 'غير مسموح',
  forbidden: 'دورك لا يسمح بذلك، أو انتهت صلاحية النموذج. ارجع وأعد تحميل الصفحة وحاول مرة أخرى.',
  notFoundTitle: 'غير موجود',
  notFound: 'لا يوجد طلب كهذا. ربما تم محوه.',
  mainNav: 'صندوق وارد الفريق',
  language: 'اللغة',
  requests: 'الطلبات',
  filters: 'تصفية الطلبات',
  search: 'بحث',
  status: 'الحالة',
  clinic: 'العيادة',
  lang: 'اللغة',
  type: 'النوع',
  any: 'الكل',
  filter: 'تطبيق التصفية',
  clearFilters: 'مسح التصفية',
  count: (shown) => (shown === 1 ? 'طلب واحد' : `${shown} طلبات`),
  none: 'لا توجد طلبات مطابقة.',
  received: 'تاريخ الاستلام',
  from: 'من',
  owner: 'المسؤول',
  noOwner: 'لا أحد',
  firstAnswer: 'أول رد',
  medianAnswer: (time, count) => `الوسيط للوقت حتى أول رد خلال آخر 30 يومًا: ${time} (${count} طلبات).`,
  overdue: 'متأخر',
  notYet: 'ليس بعد',
  statuses: { new: 'جديد', 'in-progress': 'قيد المعالجة', answered: 'تم الرد', closed: 'مغلق' },
  requestFrom: (name) => `طلب من ${name}`,
  backToInbox: 'العودة إلى صندوق الوارد',
  sent: 'ما أرسله المريض',
  consents: 'الموافقات',
  consentGiven: (at, notice) => `مُنحت ${at} (إشعار الخصوصية ${notice})`,
  consentMissing: 'لم تُمنح',
  consentWithdrawn: (withdrawnAt, givenAt) => `سحبها المريض ${withdrawnAt} (مُنحت ${givenAt})`,
  healthConsent: 'استخدام البيانات الصحية',
  clinicConsent: 'المشاركة مع العيادة',
  privacyNotice: 'إصدار إشعار الخصوصية',
  noClinic: 'لم تُذكر عيادة',
  deliveries: 'عمليات الإرسال',
  recipient: 'المستلم',
  channel: 'القناة',
  state: 'النتيجة',
  attempts: 'المحاولات',
  at: 'متى',
  noDeliveries: 'لم يُضبط بريد إلكتروني ولا webhook.',
  deliveryStates: { pending: 'قيد الانتظار', sent: 'أُرسل', failed: 'فشل', withheld: 'محجوب', held: 'معلّق' },
  team: 'الفريق',
  handling: 'الحالة والمسؤول',
  setStatus: 'حفظ الحالة',
  setOwner: 'حفظ المسؤول',
  timeToFirstAnswer: 'الوقت حتى أول رد',
  waiting: (time) => `ينتظر منذ ${time}`,
  history: 'السجل',
  statusSet: (status, who) => `الحالة ${status}، بواسطة ${who}`,
  ownerSet: (owner, who) => `المسؤول ${owner}، بواسطة ${who}`,
  notes: 'الملاحظات',
  noNotes: 'لا توجد ملاحظات بعد.',
  note: 'ملاحظة جديدة',
  addNote: 'إضافة ملاحظة',
  saved: 'تم الحفظ.',
  statusSaved: (status) => `تم حفظ الحالة: ${status}.`,
  privacy: 'الخصوصية',
  exportJson: 'تصدير بصيغة JSON',
  erase: 'محو هذا الطلب',
  eraseConfirm: 'أؤكد: محو هذا الطلب وعمليات إرساله وملاحظاته الآن',
  erased: 'تم محو الطلب.',
  retention: 'الاحتفاظ',
  retentionLead: (days) => `تُمحى الطلبات بعد ${days} يومًا من استلامها.`,
  stored: (count) => (count === 1 ? 'طلب واحد محفوظ.' : `${count} طلبات محفوظة.`),
  erasedOn: 'يُمحى في',
  auditLog: 'سجل التدقيق',
  auditLead: 'كل عرض وإجراء في صندوق الوارد: من، وماذا، وأي طلب، ومتى. دون محتوى الطلب أبدًا.',
  downloadCsv: 'تنزيل بصيغة CSV',
  downloadJson: 'تنزيل بصيغة JSON',
  actor: 'من',
  action: 'ماذا',
  request: 'الطلب',
  detail: 'التفاصيل',
  roles: 'الأدوار',
  rolesLead: 'كل من يمكنه الدخول يقرأ الطلبات ويغيّر الحالة ويكتب الملاحظات. امنح صلاحيات أكثر هنا.',
  lastSignIn: 'آخر تسجيل دخول',
  saveRolesOf: (person) => `حفظ أدوار ${person}`,
  roleOf: (role, person) => `${role} لـ ${person}`,
  roleNames: { team: 'الفريق', privacy: 'الخصوصية (تصدير، محو، احتفاظ)', admin: 'المسؤول (الأدوار)' },
  hours: (h, m) => (h ? `${h} ساعة ${m} دقيقة` : `${m} دقيقة`),
  summarySubject: (count) => `صندوق وارد الفريق: ${count} طلبات تنتظر أكثر من 24 ساعة`,
  summaryLead: (count) => `${count} طلبات انتظرت أكثر من 24 ساعة الموعودة لأول رد:`,
};

const written: Partial<Record<Language, TeamWords>> = { en, de, es, ar };

/**
 * The words of the team's inbox in each language of the site. A language added to the site (CONTRIBUTING: a new
 * language) reads English here until its words are written in this file.
 */
export const teamWords = Object.fromEntries(languageCodes.map((lang) => [lang, written[lang] ?? en])) as Record<
  Language,
  TeamWords
>;
