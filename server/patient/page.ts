/**
 * The patient's page, as HTML of its own (no script, no third-party anything): what they sent, who received it, their
 * consents with a form to withdraw each, and a form to erase the request; or why the link shows nothing. In the
 * request's language (right to left in Arabic), one h1, a header and a main landmark, visible labels, 44 px targets,
 * a visible focus.
 */
import { createHash } from 'node:crypto';
import { company } from '../../src/content/company.ts';
import { type Language, languages } from '../../src/content/i18n/languages.ts';
import { carriesHealthDetails } from '../../src/inquiry/consent.ts';
import { typedFields } from '../../src/inquiry/record.ts';
import type { Delivery } from '../delivery/outbox.ts';
import { escapeHtml } from '../delivery/notification.ts';
import { wordsFor } from '../delivery/words.ts';
import type { PatientView } from './db.ts';
import { when } from './mail.ts';
import { type PatientWords, patientWords } from './words.ts';

const style = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;color:#1a1a1a;background:#fff}
header{background:#0b3d5c;color:#fff;padding:12px 16px}
header p{margin:0;font-weight:600}
main{max-width:42rem;margin:0 auto;padding:16px}
h1{font-size:1.6em;margin:.5em 0}
h2{font-size:1.25em;margin:1.5em 0 .5em}
dl{margin:0}
dt{font-weight:600;margin-top:.75em}
dd{margin:0;white-space:pre-wrap;overflow-wrap:break-word}
ul{padding-inline-start:1.2em}
.status{border:2px solid #1b6e3a;background:#eef8f1;padding:12px;border-radius:4px}
.note{color:#444}
form{margin:.75em 0}
button{min-height:44px;min-width:44px;padding:10px 16px;font:inherit;font-weight:600;border:2px solid #0b3d5c;border-radius:4px;background:#0b3d5c;color:#fff;cursor:pointer}
button.danger{background:#a01d1d;border-color:#a01d1d}
label.check{display:flex;gap:12px;align-items:center;min-height:44px;margin:.5em 0;cursor:pointer}
label.check input{width:24px;height:24px;margin:10px;flex:none}
:focus-visible{outline:3px solid #c25e00;outline-offset:2px}
`;

const styleHash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;

/** The page's own policy: its style alone, forms to itself, in no frame. */
export const pageCsp = `default-src 'none'; style-src ${styleHash}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

function shell(lang: Language, title: string, body: string) {
  const { dir } = languages[lang];
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<header><p>${escapeHtml(company.name)}</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** A page that says why the link shows nothing: invalid, expired, erased, or a post refused. */
export function messagePage(lang: Language, kind: 'invalid' | 'expired' | 'erased' | 'refused') {
  const words = patientWords[lang][kind];
  return shell(lang, words.title, `<h1>${escapeHtml(words.title)}</h1>\n<p>${escapeHtml(words.text)}</p>`);
}

export type Done = 'health' | 'clinic' | 'nothing' | 'confirmMissing';

/** What a clinic's copy became, in the patient's words. */
function outcomeOf(delivery: Delivery, words: PatientWords) {
  if (delivery.state === 'withheld')
    return delivery.lastError === 'NO_SHARE_CONSENT' || delivery.lastError === 'NO_HEALTH_CONSENT'
      ? words.outcome.withdrawn
      : words.outcome.withheld;
  return words.outcome[delivery.state];
}

/** The page of a stored request. */
export function requestPage(
  view: PatientView,
  { clinicName, csrf, action, done }: { clinicName: string | null; csrf: string; action: string; done?: Done },
) {
  const { inquiry, deliveries, withdrawals } = view;
  const { lang, labels, typeName } = wordsFor(inquiry.lang ?? undefined);
  const words = patientWords[lang];
  const at = (time: string) => escapeHtml(when(time, lang));
  const fields = typedFields
    .filter((field) => inquiry[field])
    .map((field) => {
      const value = field === 'inquiry' ? typeName(inquiry[field]) : String(inquiry[field]);
      // What the patient typed reads in its own direction (English in an Arabic page keeps its full stop at its end).
      return `<dt>${escapeHtml(labels[field])}</dt><dd dir="auto">${escapeHtml(value)}</dd>`;
    });
  fields.push(`<dt>${escapeHtml(words.receivedAt)}</dt><dd>${at(inquiry.receivedAt)}</dd>`);

  // The team: one line, sent once any of its channels was; a clinic by its name, with its copy's outcome.
  const teamRows = deliveries.filter((d) => d.recipient === 'team');
  const clinicRows = deliveries.filter((d) => d.kind === 'clinic');
  const teamState = teamRows.some((d) => d.state === 'sent')
    ? words.outcome.sent
    : teamRows.some((d) => d.state === 'pending')
      ? words.outcome.pending
      : teamRows.length
        ? words.outcome.failed
        : words.outcome.sent;
  const recipients = [`<li>${escapeHtml(words.team)}: ${escapeHtml(teamState)}</li>`];
  for (const row of clinicRows)
    recipients.push(
      `<li><bdi>${escapeHtml(clinicName ?? row.recipient.slice('clinic:'.length))}</bdi>: ${escapeHtml(outcomeOf(row, words))}${
        row.state === 'sent' && row.sentAt ? ` (${at(row.sentAt)})` : ''
      }</li>`,
    );

  const hidden = `<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">`;
  const consentBlock = (kind: 'health' | 'clinic', title: string, button: string) => {
    const given = inquiry[`${kind}ConsentAt`];
    const withdrawn = withdrawals.find((w) => w.kind === kind);
    const state = given
      ? escapeHtml(words.given(when(given, lang)))
      : withdrawn
        ? `${withdrawn.givenAt ? `${escapeHtml(words.given(when(withdrawn.givenAt, lang)))}. ` : ''}${escapeHtml(words.withdrawn(when(withdrawn.withdrawnAt, lang)))}`
        : escapeHtml(words.notGiven);
    const form = given
      ? `<form method="post" action="${escapeHtml(action)}/withdraw">${hidden}<input type="hidden" name="consent" value="${kind}"><button type="submit">${escapeHtml(button)}</button></form>`
      : '';
    return `<h3>${escapeHtml(title)}</h3>\n<p>${state}</p>\n${form}`;
  };
  // The health box is asked for only where a request can carry health details (not a partnership inquiry).
  const health =
    carriesHealthDetails(inquiry.inquiry) || inquiry.healthConsentAt || withdrawals.some((w) => w.kind === 'health');
  const consents = health ? [consentBlock('health', words.health, words.withdrawHealth)] : [];
  if (inquiry.clinic && (inquiry.clinicConsentAt || withdrawals.some((w) => w.kind === 'clinic')))
    consents.push(consentBlock('clinic', words.clinic(clinicName ?? inquiry.clinic), words.withdrawClinic));

  // Focused as the page loads (no script: `autofocus`), so a screen reader says what was done first (named by its own
  // words: a status has no name of its own).
  const status = done
    ? `<p class="status" role="status" id="done" aria-labelledby="done" tabindex="-1" autofocus>${escapeHtml(words.done[done])}</p>\n`
    : '';
  const body = `<h1>${escapeHtml(words.title)}</h1>
${status}<p class="note">${escapeHtml(words.intro)}</p>
<section aria-labelledby="sent"><h2 id="sent">${escapeHtml(words.sent)}</h2>
<dl>${fields.join('')}</dl></section>
<section aria-labelledby="recipients"><h2 id="recipients">${escapeHtml(words.recipients)}</h2>
<ul>${recipients.join('')}</ul></section>
${
  consents.length
    ? `<section aria-labelledby="consents"><h2 id="consents">${escapeHtml(words.consents)}</h2>
<p class="note">${escapeHtml(words.withdrawNote)}</p>
${consents.join('\n')}</section>`
    : ''
}
<section aria-labelledby="erase"><h2 id="erase">${escapeHtml(words.erase)}</h2>
<p>${escapeHtml(words.eraseText)}</p>
<form method="post" action="${escapeHtml(action)}/erase">${hidden}
<label class="check"><input type="checkbox" name="confirm" value="yes" required> ${escapeHtml(words.eraseConfirm)}</label>
<button type="submit" class="danger">${escapeHtml(words.eraseButton)}</button></form></section>`;
  return shell(lang, words.title, body);
}
