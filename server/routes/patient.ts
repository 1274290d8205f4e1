/**
 * The patient's own page at /request/<token> (server/patient/): GET shows the request, POST …/withdraw withdraws one
 * consent, POST …/erase erases it (server/inquiries/erase.ts); each post carries the token derived from the link
 * (CSRF) and answers with a redirect to the page, which says what was done. Every answer: no caching, no Referer
 * (the link never leaves the page), only the page's own style. Without a link secret there is no such page (404).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { matchLanguage } from '../../src/content/i18n/languages.ts';
import { isConsentKind } from '../../src/inquiry/consent.ts';
import { eraseInquiry } from '../inquiries/erase.ts';
import { checkCsrf, checkLink, csrfToken, linkPath } from '../patient/link.ts';
import { type Done, messagePage, pageCsp, requestPage } from '../patient/page.ts';

const dones = ['health', 'clinic', 'nothing', 'confirmMissing'] as const;

const patientPages: FastifyPluginAsync = async (app) => {
  const patient = app.patient;
  const links = patient?.links;
  if (!patient || !links) return;
  // The forms' bodies, as a browser sends them without script.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex')
      .header('Content-Security-Policy', pageCsp)
      .send(html);

  /** The visitor's language for a page that has no request to take it from. */
  const langOf = (request: FastifyRequest) => matchLanguage(request.headers['accept-language']?.split(',')[0]).lang;

  /** The link's request, or the page that says why there is none (sent). */
  const open = async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
    const { token } = request.params;
    const checked = checkLink(links.secret, token);
    if (!checked.ok) {
      await send(reply, checked.why === 'expired' ? 410 : 404, messagePage(langOf(request), checked.why));
      return undefined;
    }
    const view = await patient.db.find(checked.id);
    if (!view) {
      await send(reply, 410, messagePage(langOf(request), 'erased'));
      return undefined;
    }
    return { token, view };
  };

  /** Whether a post carries the page's token; the page that says it was refused otherwise (sent). */
  const allowed = async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply, lang: string) => {
    const body = (request.body ?? {}) as Record<string, string>;
    if (checkCsrf(links.secret, request.params.token, body.csrf)) return body;
    await send(reply, 403, messagePage(matchLanguage(lang).lang, 'refused'));
    return undefined;
  };

  const pageOf = (token: string) => `${linkPath}${token}`;
  const back = (reply: FastifyReply, token: string, done: Done) =>
    reply
      .code(303)
      .header('Referrer-Policy', 'no-referrer')
      .header('Cache-Control', 'no-store')
      .redirect(`${pageOf(token)}?done=${done}`, 303);

  app.get<{ Params: { token: string }; Querystring: { done?: string } }>(
    `${linkPath}:token`,
    async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened) return reply;
      const { view, token } = opened;
      const clinic = view.inquiry.clinic ? app.clinics.lookup(view.inquiry.clinic) : undefined;
      const done = dones.find((d) => d === request.query.done);
      return send(
        reply,
        200,
        requestPage(view, {
          clinicName: clinic?.known ? clinic.name : null,
          csrf: csrfToken(links.secret, token),
          // Relative: the page's own path, so the link is not repeated anywhere else.
          action: pageOf(token),
          done,
        }),
      );
    },
  );

  app.post<{ Params: { token: string } }>(`${linkPath}:token/withdraw`, async (request, reply) => {
    const opened = await open(request, reply);
    if (!opened) return reply;
    const body = await allowed(request, reply, opened.view.inquiry.lang ?? 'en');
    if (!body) return reply;
    const kind = body.consent;
    if (!isConsentKind(kind)) return back(reply, opened.token, 'nothing');
    const { inquiry } = opened.view;
    const clinic = inquiry.clinic ? app.clinics.lookup(inquiry.clinic) : undefined;
    const at = new Date();
    const withdrawn = await patient.db.withdraw(inquiry.id, kind, at, (stored) => [
      {
        kind: 'email',
        recipient: 'patient',
        target: stored.email,
        body: {
          template: kind === 'health' ? 'withdrawn-health' : 'withdrawn-clinic',
          lang: stored.lang,
          at: at.toISOString(),
          clinicName: clinic?.known ? clinic.name : stored.clinic,
        },
      },
      // The team is told of a withdrawn health consent on each of its channels (the share is the clinic's matter).
      ...(kind === 'health'
        ? patient.teamChannels.map((channel) => ({
            kind: channel,
            recipient: 'team',
            target: null,
            body: { template: 'team-withdrawn-health' as const, at: at.toISOString() },
          }))
        : []),
    ]);
    patient.wake();
    return back(reply, opened.token, withdrawn ? kind : 'nothing');
  });

  app.post<{ Params: { token: string } }>(`${linkPath}:token/erase`, async (request, reply) => {
    const opened = await open(request, reply);
    if (!opened) return reply;
    const body = await allowed(request, reply, opened.view.inquiry.lang ?? 'en');
    if (!body) return reply;
    if (body.confirm !== 'yes') return back(reply, opened.token, 'confirmMissing');
    await eraseInquiry(patient.store, opened.view.inquiry.id, { by: 'patient' });
    patient.wake();
    // The link now says the request was erased, in the request's language.
    const lang = matchLanguage(opened.view.inquiry.lang).lang;
    return send(reply, 200, messagePage(lang, 'erased'));
  });
};

export default patientPages;
