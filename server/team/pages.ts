/**
 * The team inbox's pages: server-rendered HTML with plain forms (no script), one stylesheet, in the team member's
 * language (right to left in Arabic). Each page has one h1, a skip link, banner, navigation and main landmarks; every
 * control has a visible label that is its accessible name, and a target of at least 44 px.
 */
import { type Language, languageCodes, languages } from '../../src/content/i18n/languages.ts';
import type { StoredInquiry } from '../../src/inquiry/record.ts';
import { escapeHtml } from '../delivery/notification.ts';
import type { Delivery } from '../delivery/outbox.ts';
import { readingOrder, wordsFor } from '../delivery/words.ts';
import type { AuditEntry, HistoryEntry, Note, RequestState, Role, Status, TeamUser } from './store.ts';
import { statuses } from './store.ts';
import { type TeamWords, teamWords } from './words.ts';

const esc = escapeHtml;

/** Who is looking, for the header: their name, roles and the session's CSRF token for its forms. */
export interface Viewer {
  email: string;
  name: string;
  roles: Role[];
  csrf: string;
}

interface PageContext {
  lang: Language;
  /** The page's own path and query, for the language links. */
  path: string;
  viewer?: Viewer;
}

const csrfField = (viewer: Viewer) => `<input type="hidden" name="_csrf" value="${esc(viewer.csrf)}">`;

function withLang(path: string, lang: Language) {
  const url = new URL(path, 'http://x');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
}

/** The page around `body`: header with the navigation, the language links and sign-out; `title` is the h1. */
export function page(context: PageContext, title: string, body: string): string {
  const { lang, viewer } = context;
  const w = teamWords[lang];
  const links: [string, string][] = viewer
    ? [
        ['/team', w.requests],
        ...(viewer.roles.includes('privacy') ? ([['/team/retention', w.retention]] as [string, string][]) : []),
        ...(viewer.roles.includes('privacy') || viewer.roles.includes('admin')
          ? ([['/team/audit', w.auditLog]] as [string, string][])
          : []),
        ...(viewer.roles.includes('admin') ? ([['/team/roles', w.roles]] as [string, string][]) : []),
      ]
    : [];
  const current = context.path.split('?')[0];
  const nav = links.length
    ? `<nav aria-label="${esc(w.mainNav)}"><ul class="links">${links
        .map(
          ([href, text]) =>
            `<li><a href="${href}"${href === current ? ' aria-current="page"' : ''}>${esc(text)}</a></li>`,
        )
        .join('')}</ul></nav>`
    : '';
  const account = viewer
    ? `<div class="account"><p>${esc(w.signedInAs({ name: viewer.name }))}</p>
       <form method="post" action="/team/sign-out">${csrfField(viewer)}<button type="submit">${esc(w.signOut)}</button></form></div>`
    : '';
  const switcher = `<nav aria-label="${esc(w.language)}"><ul class="links">${languageCodes
    .map(
      (code) =>
        `<li><a href="${esc(withLang(context.path, code))}" lang="${code}" hreflang="${code}"${code === lang ? ' aria-current="true"' : ''}>${languages[code].name}</a></li>`,
    )
    .join('')}</ul></nav>`;
  return `<!doctype html>
<html lang="${lang}" dir="${languages[lang].dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} · ${esc(w.inbox)}</title>
<link rel="stylesheet" href="/team/team.css">
</head>
<body>
<a class="skip" href="#main">${esc(w.skip)}</a>
<header><p class="brand">${esc(w.inbox)}</p>${nav}${account}${switcher}</header>
<main id="main" tabindex="-1">
<h1>${esc(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** A time as the team reads it: date and time in UTC, in the page's language. */
export const when = (iso: string | null | undefined, lang: Language) =>
  iso
    ? `${new Intl.DateTimeFormat(languages[lang].locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`
    : '';

const duration = (ms: number, w: TeamWords) => {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  return w.hours({ h: Math.floor(minutes / 60), m: minutes % 60 });
};

/** The hours within which the site promises a first answer (the words say it: team.summarySubject, summaryLead). */
export const promisedHours = 24;

/** The days the inbox's median time to a first answer looks back over (team.medianAnswer says it). */
export const medianDays = 30;

/** Whether a request has waited past the promised 24 hours without a first answer. */
export const isOverdue = (inquiry: StoredInquiry, state: RequestState | undefined, now: number) =>
  !state?.answeredAt &&
  (state?.status ?? 'new') !== 'closed' &&
  now - Date.parse(inquiry.receivedAt) > promisedHours * 3_600_000;

export interface Filters {
  q: string;
  status: string;
  clinic: string;
  language: string;
  type: string;
}

const select = (name: string, label: string, options: [string, string][], chosen: string) =>
  `<div class="field"><label for="f-${name}">${esc(label)}</label><select id="f-${name}" name="${name}">${options
    .map(([value, text]) => `<option value="${esc(value)}"${value === chosen ? ' selected' : ''}>${esc(text)}</option>`)
    .join('')}</select></div>`;

/**
 * What a form just saved, after its redirect: focused as the page loads (no script: `autofocus`), so a screen reader
 * says it first (named by its own words: a status has no name of its own), and a keyboard continues from there.
 */
const savedNote = (text: string) =>
  `<p role="status" id="saved-note" aria-labelledby="saved-note" class="saved" tabindex="-1" autofocus>${esc(text)}</p>`;

/** A table in a region that scrolls sideways on a narrow screen, reachable by keyboard. */
const scrolling = (id: string, caption: string, table: string) =>
  `<div class="scroll" role="region" aria-labelledby="${id}" tabindex="0"><table><caption id="${id}">${esc(caption)}</caption>${table}</table></div>`;

interface InboxRow {
  inquiry: StoredInquiry;
  state?: RequestState;
  clinicName: string | null;
}

export function inboxPage(
  context: PageContext,
  rows: InboxRow[],
  filters: Filters,
  choices: { clinics: [string, string][]; types: string[]; answerTimes: number[] },
  now: number,
): string {
  const { lang } = context;
  const w = teamWords[lang];
  const words = wordsFor(lang);
  const statusOptions: [string, string][] = [
    ['', w.any],
    ...statuses.map((status): [string, string] => [status, w.statuses[status]]),
    ['overdue', w.overdue],
  ];
  const form = `<form method="get" action="/team" class="filters" aria-labelledby="filters-title">
  <h2 id="filters-title">${esc(w.filters)}</h2>
  <div class="field"><label for="f-q">${esc(w.search)}</label><input id="f-q" name="q" type="search" value="${esc(filters.q)}"></div>
  ${select('status', w.status, statusOptions, filters.status)}
  ${select('clinic', w.clinic, [['', w.any], ...choices.clinics], filters.clinic)}
  ${select('language', w.lang, [['', w.any], ...languageCodes.map((code): [string, string] => [code, languages[code].name])], filters.language)}
  ${select('type', w.type, [['', w.any], ...choices.types.map((type): [string, string] => [type, words.typeName(type)])], filters.type)}
  <div class="actions"><button type="submit">${esc(w.filter)}</button> <a href="/team">${esc(w.clearFilters)}</a></div>
</form>`;
  const head = `<thead><tr><th scope="col">${esc(w.received)}</th><th scope="col">${esc(w.from)}</th><th scope="col">${esc(w.type)}</th><th scope="col">${esc(w.clinic)}</th><th scope="col">${esc(w.lang)}</th><th scope="col">${esc(w.status)}</th><th scope="col">${esc(w.owner)}</th><th scope="col">${esc(w.firstAnswer)}</th></tr></thead>`;
  const body = rows
    .map(({ inquiry, state, clinicName }) => {
      const status = state?.status ?? 'new';
      const overdue = isOverdue(inquiry, state, now);
      const answered = state?.answeredAt
        ? duration(Date.parse(state.answeredAt) - Date.parse(inquiry.receivedAt), w)
        : w.notYet;
      // The link shows the request's reference beside the name: two requests from one name are never one "click".
      return `<tr><td>${esc(when(inquiry.receivedAt, lang))}</td><th scope="row"><a href="/team/requests/${encodeURIComponent(inquiry.id)}">${esc(inquiry.name)}<span class="ref"> (${esc(inquiry.id.slice(0, 8))})</span></a></th><td>${esc(words.typeName(inquiry.inquiry))}</td><td>${esc(clinicName ?? inquiry.clinic ?? '')}</td><td>${esc(inquiry.lang ?? '')}</td><td>${esc(w.statuses[status])}${overdue ? ` <strong class="overdue">${esc(w.overdue)}</strong>` : ''}</td><td>${esc(state?.owner ?? '')}</td><td>${esc(answered)}</td></tr>`;
    })
    .join('');
  // The median of the first answers given in the last 30 days (of every request, whatever the filters).
  const answered = choices.answerTimes;
  const median = answered.length
    ? `<p id="median-answer">${esc(
        w.medianAnswer({
          time: duration(answered[Math.floor((answered.length - 1) / 2)], w),
          count: answered.length,
          days: medianDays,
        }),
      )}</p>`
    : '';
  const list = rows.length
    ? scrolling('requests-caption', w.count({ shown: rows.length }), `${head}<tbody>${body}</tbody>`)
    : `<p role="status">${esc(w.none)}</p>`;
  return page(
    context,
    w.requests,
    `${median}${form}<section><h2>${esc(w.count({ shown: rows.length }))}</h2>${list}</section>`,
  );
}

interface RequestView {
  inquiry: StoredInquiry;
  state?: RequestState;
  clinicName: string | null;
  deliveries: Delivery[];
  /** The consents the patient withdrew on their own page (the inquiry no longer carries them). */
  withdrawals?: readonly { kind: string; givenAt: string | null; withdrawnAt: string }[];
  history: HistoryEntry[];
  notes: Note[];
  users: TeamUser[];
  /** What was just saved: the status (said with the status it now has), or anything else ("Saved."). */
  saved?: 'status' | 'other';
}

export function requestPage(context: PageContext, view: RequestView, now: number): string {
  const { lang } = context;
  const viewer = context.viewer as Viewer;
  const w = teamWords[lang];
  const words = wordsFor(lang);
  const { inquiry, state } = view;
  const id = encodeURIComponent(inquiry.id);
  const status: Status = state?.status ?? 'new';
  const sent = `<section aria-labelledby="sent-title"><h2 id="sent-title">${esc(w.sent)}</h2><dl>${readingOrder
    .filter((field) => !/Consent/.test(field) && field !== 'idempotencyKey')
    .map((field) => {
      const value = inquiry[field] ?? '';
      const shown =
        field === 'inquiry'
          ? words.typeName(String(value))
          : field === 'receivedAt'
            ? when(String(value), lang)
            : String(value);
      return `<dt>${esc(words.labels[field])}</dt><dd${field === 'message' ? ' class="message"' : ''}>${esc(shown)}</dd>`;
    })
    .join('')}</dl></section>`;
  const withdrawn = (kind: string) => view.withdrawals?.find((withdrawal) => withdrawal.kind === kind);
  const consent = (kind: string, at: string | null, notice: string | null) => {
    const taken = withdrawn(kind);
    if (taken)
      return w.consentWithdrawn({
        withdrawnAt: when(taken.withdrawnAt, lang),
        givenAt: taken.givenAt ? when(taken.givenAt, lang) : '—',
      });
    return at ? w.consentGiven({ at: when(at, lang), notice: notice ?? '—' }) : w.consentMissing;
  };
  const consents = `<section aria-labelledby="consents-title"><h2 id="consents-title">${esc(w.consents)}</h2><dl>
    <dt>${esc(w.healthConsent)}</dt><dd>${esc(consent('health', inquiry.healthConsentAt, inquiry.healthConsentNotice))}</dd>
    <dt>${esc(w.clinicConsent)}</dt><dd>${esc(consent('clinic', inquiry.clinicConsentAt, inquiry.clinicConsentNotice))}</dd>
    <dt>${esc(w.privacyNotice)}</dt><dd>${esc(inquiry.healthConsentNotice ?? inquiry.clinicConsentNotice ?? '—')}</dd>
    <dt>${esc(w.clinic)}</dt><dd>${esc(view.clinicName ?? inquiry.clinic ?? w.noClinic)}</dd></dl></section>`;
  const deliveries = view.deliveries.length
    ? scrolling(
        'deliveries-caption',
        w.deliveries,
        `<thead><tr><th scope="col">${esc(w.recipient)}</th><th scope="col">${esc(w.channel)}</th><th scope="col">${esc(w.state)}</th><th scope="col">${esc(w.attempts)}</th><th scope="col">${esc(w.at)}</th></tr></thead><tbody>${view.deliveries
          .map(
            (d) =>
              `<tr><th scope="row">${esc(d.recipient === 'team' ? w.team : d.recipient.replace(/^clinic:/, `${w.clinic}: `))}</th><td>${esc(d.kind)}</td><td>${esc(w.deliveryStates[d.state] ?? d.state)}${d.lastError ? ` (${esc(d.lastError)})` : ''}</td><td>${d.attempts}</td><td>${esc(when(d.sentAt ?? d.createdAt, lang))}</td></tr>`,
          )
          .join('')}</tbody>`,
      )
    : `<p>${esc(w.noDeliveries)}</p>`;
  const firstAnswer = state?.answeredAt
    ? duration(Date.parse(state.answeredAt) - Date.parse(inquiry.receivedAt), w)
    : w.waiting({ time: duration(now - Date.parse(inquiry.receivedAt), w) });
  const overdue = isOverdue(inquiry, state, now);
  const work = `<section aria-labelledby="work-title"><h2 id="work-title">${esc(w.handling)}</h2>
  ${view.saved ? savedNote(view.saved === 'status' ? w.statusSaved({ status: w.statuses[status] }) : w.saved) : ''}
  <dl><dt>${esc(w.status)}</dt><dd id="current-status">${esc(w.statuses[status])}${overdue ? ` <strong class="overdue">${esc(w.overdue)}</strong>` : ''}${state?.statusBy ? ` (${esc(state.statusBy)}, ${esc(when(state.statusAt, lang))})` : ''}</dd>
  <dt>${esc(w.timeToFirstAnswer)}</dt><dd id="first-answer">${esc(firstAnswer)}</dd></dl>
  <form method="post" action="/team/requests/${id}/status">${csrfField(viewer)}
    ${select(
      'status',
      w.status,
      statuses.map((s): [string, string] => [s, w.statuses[s]]),
      status,
    )}
    <div class="actions"><button type="submit">${esc(w.setStatus)}</button></div></form>
  <form method="post" action="/team/requests/${id}/owner">${csrfField(viewer)}
    ${select('owner', w.owner, [['', w.noOwner], ...view.users.map((u): [string, string] => [u.email, u.name === u.email ? u.email : `${u.name} (${u.email})`])], state?.owner ?? '')}
    <div class="actions"><button type="submit">${esc(w.setOwner)}</button></div></form></section>`;
  const history = view.history.length
    ? `<section aria-labelledby="history-title"><h2 id="history-title">${esc(w.history)}</h2><ol>${view.history
        .map(
          (h) =>
            `<li>${esc(when(h.at, lang))}: ${esc(h.what === 'status' ? w.statusSet({ status: w.statuses[h.value as Status] ?? h.value ?? '', who: h.actor }) : w.ownerSet({ owner: h.value ?? w.noOwner, who: h.actor }))}</li>`,
        )
        .join('')}</ol></section>`
    : '';
  const notes = `<section aria-labelledby="notes-title"><h2 id="notes-title">${esc(w.notes)}</h2>${
    view.notes.length
      ? `<ul class="notes">${view.notes.map((n) => `<li><p class="meta">${esc(n.author)}, ${esc(when(n.at, lang))}</p><p class="message">${esc(n.text)}</p></li>`).join('')}</ul>`
      : `<p>${esc(w.noNotes)}</p>`
  }<form method="post" action="/team/requests/${id}/notes">${csrfField(viewer)}
    <div class="field"><label for="f-note">${esc(w.note)}</label><textarea id="f-note" name="note" rows="4" maxlength="5000" required></textarea></div>
    <div class="actions"><button type="submit">${esc(w.addNote)}</button></div></form></section>`;
  const privacy = viewer.roles.includes('privacy')
    ? `<section aria-labelledby="privacy-title"><h2 id="privacy-title">${esc(w.privacy)}</h2>
    <p><a class="button" href="/team/requests/${id}/export.json" download>${esc(w.exportJson)}</a></p>
    <form method="post" action="/team/requests/${id}/erase">${csrfField(viewer)}
      <div class="check"><input type="checkbox" id="f-confirm" name="confirm" value="yes" required><label for="f-confirm">${esc(w.eraseConfirm)}</label></div>
      <div class="actions"><button type="submit" class="danger">${esc(w.erase)}</button></div></form></section>`
    : '';
  return page(
    context,
    w.requestFrom({ name: inquiry.name }),
    `<p><a href="/team">${esc(w.backToInbox)}</a></p>${work}${sent}${consents}<section><h2>${esc(w.deliveries)}</h2>${deliveries}</section>${history}${notes}${privacy}`,
  );
}

/** A page that only says something (signed out, refused, not found), with a way on. */
export function messagePage(context: PageContext, title: string, text: string, link?: [string, string]): string {
  return page(
    context,
    title,
    `<p role="status">${esc(text)}</p>${link ? `<p><a class="button" href="${esc(link[0])}">${esc(link[1])}</a></p>` : ''}`,
  );
}

export function signInPage(context: PageContext, notice?: string): string {
  const w = teamWords[context.lang];
  return page(
    context,
    w.signInTitle,
    `${notice ? `<p role="status" class="notice">${esc(notice)}</p>` : ''}<p>${esc(w.signInLead)}</p><p><a class="button" href="/team/login">${esc(w.signIn)}</a></p>`,
  );
}

export function retentionPage(
  context: PageContext,
  days: number,
  rows: { id: string; name: string; receivedAt: string }[],
): string {
  const { lang } = context;
  const w = teamWords[lang];
  const day = 24 * 3_600_000;
  const table = rows.length
    ? scrolling(
        'retention-caption',
        w.stored({ count: rows.length }),
        `<thead><tr><th scope="col">${esc(w.request)}</th><th scope="col">${esc(w.received)}</th><th scope="col">${esc(w.erasedOn)}</th></tr></thead><tbody>${rows
          .map(
            (r) =>
              `<tr><th scope="row"><a href="/team/requests/${encodeURIComponent(r.id)}">${esc(r.name)}</a></th><td>${esc(when(r.receivedAt, lang))}</td><td>${esc(when(new Date(Date.parse(r.receivedAt) + days * day).toISOString(), lang))}</td></tr>`,
          )
          .join('')}</tbody>`,
      )
    : `<p>${esc(w.stored({ count: 0 }))}</p>`;
  return page(
    context,
    w.retention,
    `<p>${esc(w.retentionLead({ days }))}</p><p>${esc(w.stored({ count: rows.length }))}</p>${table}`,
  );
}

export function auditPage(context: PageContext, entries: AuditEntry[]): string {
  const { lang } = context;
  const w = teamWords[lang];
  const table = scrolling(
    'audit-caption',
    w.auditLog,
    `<thead><tr><th scope="col">${esc(w.at)}</th><th scope="col">${esc(w.actor)}</th><th scope="col">${esc(w.action)}</th><th scope="col">${esc(w.request)}</th><th scope="col">${esc(w.detail)}</th></tr></thead><tbody>${entries
      .map(
        (e) =>
          `<tr><td>${esc(when(e.at, lang))}</td><td>${esc(e.actor)}</td><td>${esc(e.action)}</td><td>${esc(e.inquiryId ?? '')}</td><td>${esc(e.detail ?? '')}</td></tr>`,
      )
      .join('')}</tbody>`,
  );
  return page(
    context,
    w.auditLog,
    `<p>${esc(w.auditLead)}</p><ul class="links"><li><a class="button" href="/team/audit.csv" download>${esc(w.downloadCsv)}</a></li><li><a class="button" href="/team/audit.json" download>${esc(w.downloadJson)}</a></li></ul>${table}`,
  );
}

export function rolesPage(context: PageContext, users: TeamUser[], admins: readonly string[], saved?: boolean): string {
  const { lang } = context;
  const viewer = context.viewer as Viewer;
  const w = teamWords[lang];
  const rows = users
    .map((user, i) => {
      // Each box and button names the person it is for: several "Save" or "Privacy" would be ambiguous by voice.
      const person = user.name === user.email ? user.email : user.name;
      const boxes = (['privacy', 'admin'] as const)
        .map((role) => {
          const fixed = role === 'admin' && admins.includes(user.email);
          return `<div class="check"><input type="checkbox" id="r-${i}-${role}" name="roles" value="${role}"${user.roles.includes(role) || fixed ? ' checked' : ''}${fixed ? ' disabled' : ''}><label for="r-${i}-${role}">${esc(w.roleOf({ role: w.roleNames[role], person }))}</label></div>`;
        })
        .join('');
      return `<li><form method="post" action="/team/roles" aria-labelledby="r-${i}-name">${csrfField(viewer)}<input type="hidden" name="email" value="${esc(user.email)}">
        <h2 id="r-${i}-name">${esc(user.name === user.email ? user.email : `${user.name} (${user.email})`)}</h2>
        <p>${esc(w.lastSignIn)}: ${esc(when(user.signedInAt, lang))}</p>
        <fieldset><legend>${esc(w.roles)}</legend>${boxes}</fieldset>
        <div class="actions"><button type="submit">${esc(w.saveRolesOf({ person }))}</button></div></form></li>`;
    })
    .join('');
  return page(
    context,
    w.roles,
    `${saved ? savedNote(w.saved) : ''}<p>${esc(w.rolesLead)}</p><ul class="people">${rows}</ul>`,
  );
}

/** The stylesheet: system fonts, 44 px targets, a visible focus ring, logical properties for right to left. */
export const stylesheet = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#fff}
body{margin:0}
header{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;padding:.5rem 1rem;border-block-end:1px solid #767676;background:#f4f4f4}
.brand{font-weight:700;margin:0}
main{padding:1rem;max-width:80rem}
h1{font-size:1.75rem;margin:.5rem 0 1rem}
h2{font-size:1.25rem;margin:1.5rem 0 .5rem}
a{color:#0b4fa8}
a,button,input,select,textarea,summary{min-height:44px}
a{display:inline-flex;align-items:center;min-width:44px}
.links{display:flex;flex-wrap:wrap;gap:.25rem .75rem;list-style:none;margin:0;padding:0}
.links a{padding:0 .5rem}
[aria-current]{font-weight:700}
:focus-visible{outline:3px solid #0b4fa8;outline-offset:2px}
.skip{position:absolute;inset-inline-start:-999rem}
.skip:focus{position:static}
button,.button{font:inherit;padding:.5rem 1rem;border:2px solid #0b4fa8;border-radius:4px;background:#0b4fa8;color:#fff;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center}
.danger{background:#a30000;border-color:#a30000}
.account{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.account p{margin:0}
.account button{background:#fff;color:#0b4fa8}
.field{display:flex;flex-direction:column;gap:.25rem;margin-block:.5rem;max-width:30rem}
.field input,.field select,.field textarea{font:inherit;padding:.5rem;border:1px solid #595959;border-radius:4px;width:100%}
.check{display:flex;gap:.5rem;align-items:center;margin-block:.5rem}
.check input{width:44px;height:44px;margin:0;flex:none}
.check label{min-height:44px;display:inline-flex;align-items:center}
.filters{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:0 1rem;align-items:end}
.filters h2,.filters .actions{grid-column:1/-1}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin-block:.5rem}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;min-width:100%}
caption{text-align:start;font-weight:700;padding:.25rem 0}
th,td{text-align:start;vertical-align:top;padding:.5rem;border-block-end:1px solid #bbb}
thead th{border-block-end:2px solid #1a1a1a}
.overdue{color:#a30000}
.ref{margin-inline-start:.3em;unicode-bidi:isolate}
.message{white-space:pre-wrap;overflow-wrap:break-word}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem}
dt{font-weight:700}
dd{margin:0;overflow-wrap:break-word;min-width:0}
.notes,.people{list-style:none;padding:0}
.notes li,.people li{border-block-end:1px solid #bbb;padding-block:.5rem}
.meta{color:#4a4a4a;margin:0}
fieldset{border:1px solid #bbb;margin:0;padding:.5rem 1rem}
@media (max-width:40rem){dl{grid-template-columns:1fr}dd{margin-block-end:.5rem}}
`;
