/**
 * The team inbox at /team (docs/inbox.md): sign-in through the company's identity provider (OpenID Connect, code
 * flow with PKCE), server-side sessions in the store behind an opaque `__Host-` cookie (Secure, HttpOnly,
 * SameSite=Lax; idle and absolute expiry; a new id at each sign-in), a CSRF token tied to the session on every POST,
 * roles (team, privacy, admin), and an audit line for every view and action. Registered only when PHX_OIDC_ISSUER is
 * set; otherwise /team is the site's 404.
 */
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type Language, languageCodes, matchLanguage } from '../../src/content/i18n/languages.ts';
import type { StoredInquiry } from '../../src/inquiry/record.ts';
import type { ClinicsLookup } from '../delivery/clinic-share.ts';
import type { DeliveryConfig } from '../delivery/config.ts';
import { reasonOf } from '../delivery/outbox.ts';
import { clientKey } from '../http/client-key.ts';
import { patientDbOf } from '../patient/db.ts';
import type { InquiryStore } from '../store/store.ts';
import type { TeamConfig } from './config.ts';
import { openTeamDb } from './db.ts';
import { eraseRequest } from './erase.ts';
import { mayEnter, openIdSignIn, type SignIn } from './oidc.ts';
import {
  auditPage,
  type Filters,
  inboxPage,
  isOverdue,
  medianDays,
  messagePage,
  requestPage,
  retentionPage,
  rolesPage,
  signInPage,
  stylesheet,
  type Viewer,
} from './pages.ts';
import { startOverdueSummary } from './summary.ts';
import {
  hashOf,
  newSecret,
  type RequestState,
  type Role,
  roles as allRoles,
  type Session,
  statuses,
  TeamStore,
} from './store.ts';
import { teamWords } from './words.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The team member's session (the inbox's routes only); its `_csrf` is the secret its CSRF tokens are made from. */
    session?: Session;
  }
}

interface TeamPluginOptions {
  config: TeamConfig;
  /** The store as opened (not the app's wrapper): its database holds the team's tables too. */
  store: InquiryStore;
  delivery?: DeliveryConfig;
  clinics: ClinicsLookup;
  publicOrigin?: string;
}

const sessionCookie = '__Host-phx-team';
const loginCookie = '__Host-phx-team-login';
const langCookie = '__Host-phx-team-lang';
const cookieOptions = { path: '/', secure: true, httpOnly: true, sameSite: 'lax' } as const;

const team: FastifyPluginAsync<TeamPluginOptions> = async (app, options) => {
  const { config } = options;
  const now = Date.now;
  const sql = await openTeamDb(options.store);
  if (!sql) {
    app.log.warn('team inbox: this store keeps no team tables, so /team is off');
    return;
  }
  const store = new TeamStore(sql);
  const signIn = openIdSignIn(config);
  await app.register(cookie);
  // Starting and finishing a sign-in, per client (an IPv6 client by its /64): a flood of them makes no rows.
  await app.register(rateLimit, { global: false, keyGenerator: (request) => clientKey(request.ip) });
  const signInLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };
  // A note of 5000 characters, each up to 12 bytes when a form encodes it (Arabic: %D8%A7 per byte).
  await app.register(formbody, { bodyLimit: 96 * 1024 });
  await app.register(csrf, {
    sessionPlugin: '@fastify/session',
    getToken: (request) => (request.body as { _csrf?: string } | undefined)?._csrf,
  });
  const summary = startOverdueSummary({
    team: store,
    list: () => options.store.list(),
    delivery: options.delivery,
    hour: config.summaryHour,
    origin: options.publicOrigin,
    log: app.log,
  });
  // What the team kept of requests erased elsewhere (the CLI, retention) goes too, and so do ended sessions: at start
  // and every ten minutes.
  const tidy = () =>
    Promise.all([store.dropOrphans(), store.endExpired(now(), config.idleMs, config.absoluteMs)]).catch((error) =>
      app.log.error(`team inbox: tidying failed: ${reasonOf(error)}`),
    );
  const tidying = setInterval(tidy, 10 * 60_000);
  tidying.unref();
  app.addHook('onReady', async () => {
    await tidy();
  });
  app.addHook('onClose', async () => {
    summary.stop();
    clearInterval(tidying);
  });

  const langOf = (request: FastifyRequest, reply: FastifyReply): Language => {
    const asked = (request.query as { lang?: string } | undefined)?.lang;
    if (asked && (languageCodes as readonly string[]).includes(asked)) {
      reply.setCookie(langCookie, asked, { ...cookieOptions, maxAge: 365 * 86_400 });
      return asked as Language;
    }
    const kept = request.cookies[langCookie];
    if (kept && (languageCodes as readonly string[]).includes(kept)) return kept as Language;
    return matchLanguage(request.headers['accept-language']?.split(',')[0]?.split(';')[0]).lang;
  };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      )
      .type('text/html; charset=utf-8')
      .send(body);
  const contextOf = (request: FastifyRequest, reply: FastifyReply, viewer?: Viewer) => ({
    lang: langOf(request, reply),
    path: request.url,
    viewer,
  });
  const viewers = new WeakMap<FastifyRequest, Viewer>();
  const viewerOf = (request: FastifyRequest) => viewers.get(request) as Viewer;
  const clinicName = (id: string | null) => {
    if (!id) return null;
    const found = options.clinics(id);
    return found?.known ? found.name : null;
  };

  /** Every route but the sign-in's: a valid session, or a redirect to sign in (GET) or 401 (anything else). */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const value = request.cookies[sessionCookie];
    const at = now();
    const session = value ? await store.session(hashOf(value)) : undefined;
    const live = session && at - session.seenAt <= config.idleMs && at - session.createdAt <= config.absoluteMs;
    if (!session || !live) {
      if (session) await store.endSession(session.id);
      if (value) reply.clearCookie(sessionCookie, cookieOptions);
      if (request.method === 'GET') return reply.redirect(value ? '/team/sign-in?expired=1' : '/team/sign-in', 302);
      const w = teamWords[langOf(request, reply)];
      return html(
        reply,
        401,
        messagePage(contextOf(request, reply), w.expired, w.expired, ['/team/sign-in', w.signIn]),
      );
    }
    if (at - session.seenAt > 5_000) await store.touchSession(session.id, at);
    request.session = session;
    const given = await store.rolesOf(session.email);
    const roles: Role[] =
      config.admins.includes(session.email) && !given.includes('admin') ? [...given, 'admin'] : given;
    viewers.set(request, { email: session.email, name: session.name, roles, csrf: reply.generateCsrf() });
  };
  const needs = (role: Role) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (viewerOf(request).roles.includes(role)) return;
    const w = teamWords[langOf(request, reply)];
    await store.audit({
      actor: viewerOf(request).email,
      action: 'refused',
      inquiryId: null,
      detail: request.routeOptions.url ?? null,
    });
    return html(
      reply,
      403,
      messagePage(contextOf(request, reply, viewerOf(request)), w.forbiddenTitle, w.forbidden, [
        '/team',
        w.backToInbox,
      ]),
    );
  };
  const either =
    (...roles: Role[]) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (roles.some((role) => viewerOf(request).roles.includes(role))) return;
      return needs(roles[0])(request, reply);
    };
  const change = [signedIn, app.csrfProtection];

  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500)
      app.log.error(`team inbox: ${request.method} failed: ${error.name}${error.code ? ` ${error.code}` : ''}`);
    const w = teamWords[langOf(request, reply)];
    const viewer = viewers.get(request);
    if (viewer && error.code?.startsWith('FST_CSRF'))
      await store.audit({
        actor: viewer.email,
        action: 'refused-csrf',
        inquiryId: null,
        detail: request.routeOptions.url ?? null,
      });
    const [title, text] =
      status === 500
        ? [w.errorTitle, w.error]
        : status === 429
          ? [w.failedTitle, w.failed]
          : [w.forbiddenTitle, w.forbidden];
    return html(reply, status, messagePage(contextOf(request, reply, viewer), title, text, ['/team', w.backToInbox]));
  });

  app.get('/team/team.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(stylesheet),
  );

  app.get('/team/sign-in', async (request, reply) => {
    const context = contextOf(request, reply);
    const w = teamWords[context.lang];
    const query = request.query as { expired?: string; out?: string };
    return html(reply, 200, signInPage(context, query.expired ? w.expired : query.out ? w.signedOut : undefined));
  });

  app.get('/team/login', { config: signInLimit }, async (request, reply) => {
    let started: Awaited<ReturnType<SignIn['start']>>;
    try {
      started = await signIn.start(`${originOf(request, options.publicOrigin)}/team/callback`);
    } catch (error) {
      app.log.error(
        `team inbox: the identity provider at ${new URL(config.issuer).host} could not be asked: ${reasonOf(error)}${causeOf(error)}`,
      );
      const context = contextOf(request, reply);
      const w = teamWords[context.lang];
      return html(reply, 502, messagePage(context, w.failedTitle, w.failed, ['/team/login', w.signIn]));
    }
    const login = newSecret();
    await store.addLogin(login.id, started, now());
    reply.setCookie(loginCookie, login.value, { ...cookieOptions, maxAge: 15 * 60 });
    return reply.redirect(started.url, 302);
  });

  app.get('/team/callback', { config: signInLimit }, async (request, reply) => {
    const context = contextOf(request, reply);
    const w = teamWords[context.lang];
    const value = request.cookies[loginCookie];
    reply.clearCookie(loginCookie, cookieOptions);
    const kept = value ? await store.takeLogin(hashOf(value), now()) : undefined;
    if (!kept) return html(reply, 400, messagePage(context, w.failedTitle, w.failed, ['/team/login', w.signIn]));
    const url = new URL(request.url, originOf(request, options.publicOrigin));
    let person: Awaited<ReturnType<SignIn['finish']>>;
    try {
      person = await signIn.finish(url, kept);
    } catch (error) {
      app.log.warn(
        `team inbox: a sign-in failed: ${(error as Error).name} ${(error as { code?: string }).code ?? ''}`.trim(),
      );
      return html(reply, 400, messagePage(context, w.failedTitle, w.failed, ['/team/login', w.signIn]));
    }
    if (!person.email || !mayEnter(config, person)) {
      await store.audit({
        actor: person.email || '(no e-mail)',
        action: 'sign-in-refused',
        inquiryId: null,
        detail: null,
      });
      return html(reply, 403, messagePage(context, w.refusedTitle, w.refused));
    }
    // A new session id at every sign-in, whatever cookie the browser brought: an id planted before sign-in is worth nothing.
    const old = request.cookies[sessionCookie];
    if (old) await store.endSession(hashOf(old));
    const at = now();
    await store.endExpired(at, config.idleMs, config.absoluteMs);
    const session = newSecret();
    await store.addSession({
      id: session.id,
      email: person.email,
      name: person.name,
      _csrf: newSecret().value,
      createdAt: at,
      seenAt: at,
    });
    await store.signedIn(
      person.email,
      person.name,
      new Date(at).toISOString(),
      config.admins.includes(person.email) ? ['admin'] : [],
    );
    await store.audit({ actor: person.email, action: 'sign-in', inquiryId: null, detail: null });
    reply.setCookie(sessionCookie, session.value, cookieOptions);
    return reply.redirect('/team', 302);
  });

  app.post('/team/sign-out', { preHandler: change }, async (request, reply) => {
    const session = request.session as Session;
    await store.endSession(session.id);
    await store.audit({ actor: session.email, action: 'sign-out', inquiryId: null, detail: null });
    reply.clearCookie(sessionCookie, cookieOptions);
    return reply.redirect('/team/sign-in?out=1', 303);
  });

  app.get('/team', { preHandler: signedIn }, async (request, reply) => {
    const viewer = viewerOf(request);
    const query = request.query as Partial<Record<keyof Filters, string>>;
    const filters: Filters = {
      q: String(query.q ?? '').slice(0, 200),
      status: String(query.status ?? ''),
      clinic: String(query.clinic ?? ''),
      // `lang` in the query is the page's language; the filter's is `language`.
      language: String(query.language ?? ''),
      type: String(query.type ?? ''),
    };
    const all = [...(await options.store.list())].reverse();
    const states = await store.states();
    const at = now();
    const needle = filters.q.trim().toLowerCase();
    const rows = all
      .filter((inquiry) => {
        const state = states.get(inquiry.id);
        if (
          filters.status === 'overdue'
            ? !isOverdue(inquiry, state, at)
            : filters.status && (state?.status ?? 'new') !== filters.status
        )
          return false;
        if (filters.clinic && inquiry.clinic !== filters.clinic) return false;
        if (filters.language && inquiry.lang !== filters.language) return false;
        if (filters.type && inquiry.inquiry !== filters.type) return false;
        if (needle && !searchable(inquiry).includes(needle)) return false;
        return true;
      })
      .map((inquiry) => ({ inquiry, state: states.get(inquiry.id), clinicName: clinicName(inquiry.clinic ?? null) }));
    const clinicIds = [
      ...new Set(all.map((inquiry) => inquiry.clinic).filter((id): id is string => Boolean(id))),
    ].sort();
    const types = [...new Set(all.map((inquiry) => inquiry.inquiry))].sort();
    // The filters' names, never their values (a search may be a patient's name).
    const used = (Object.keys(filters) as (keyof Filters)[]).filter((key) => filters[key]);
    await store.audit({
      actor: viewer.email,
      action: 'list',
      inquiryId: null,
      detail: used.length ? `filters: ${used.join(',')}` : null,
    });
    return html(
      reply,
      200,
      inboxPage(
        contextOf(request, reply, viewer),
        rows,
        filters,
        {
          clinics: clinicIds.map((id) => [id, clinicName(id) ?? id]),
          types,
          answerTimes: answerTimes(all, states, at),
        },
        at,
      ),
    );
  });

  const findInquiry = (id: string) => store.inquiry(id);
  /** What the request page says was just saved (`?saved=status` after a status, `?saved=1` after anything else). */
  const savedOf = (saved: string | undefined) => (saved === 'status' ? 'status' : saved === '1' ? 'other' : undefined);
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const context = contextOf(request, reply, viewerOf(request));
    const w = teamWords[context.lang];
    return html(reply, 404, messagePage(context, w.notFoundTitle, w.notFound, ['/team', w.backToInbox]));
  };

  app.get('/team/requests/:id', { preHandler: signedIn }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const viewer = viewerOf(request);
    const inquiry = await findInquiry(id);
    if (!inquiry) return notFound(request, reply);
    await store.audit({ actor: viewer.email, action: 'view', inquiryId: id, detail: null });
    const deliveries = await store.deliveries(id);
    return html(
      reply,
      200,
      requestPage(
        contextOf(request, reply, viewer),
        {
          inquiry,
          state: await store.state(id),
          clinicName: clinicName(inquiry.clinic ?? null),
          deliveries,
          withdrawals: await patientDbOf(options.store).withdrawals(id),
          history: await store.history(id),
          notes: await store.notes(id),
          users: await store.users(),
          saved: savedOf((request.query as { saved?: string }).saved),
        },
        now(),
      ),
    );
  });

  const back = (reply: FastifyReply, id: string, saved: 'status' | '1' = '1') =>
    reply.redirect(`/team/requests/${encodeURIComponent(id)}?saved=${saved}`, 303);

  app.post('/team/requests/:id/status', { preHandler: change }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const status = (request.body as { status?: string }).status;
    if (!(await findInquiry(id))) return notFound(request, reply);
    if (!statuses.includes(status as never)) return reply.code(400).send();
    const actor = viewerOf(request).email;
    await store.setStatus(id, status as (typeof statuses)[number], actor, new Date(now()).toISOString());
    await store.audit({ actor, action: 'status', inquiryId: id, detail: status as string });
    return back(reply, id, 'status');
  });

  app.post('/team/requests/:id/owner', { preHandler: change }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const owner = String((request.body as { owner?: string }).owner ?? '');
    if (!(await findInquiry(id))) return notFound(request, reply);
    if (owner && !(await store.users()).some((user) => user.email === owner)) return reply.code(400).send();
    const actor = viewerOf(request).email;
    await store.setOwner(id, owner || null, actor, new Date(now()).toISOString());
    await store.audit({ actor, action: 'owner', inquiryId: id, detail: owner || null });
    return back(reply, id);
  });

  app.post('/team/requests/:id/notes', { preHandler: change }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const note = String((request.body as { note?: string }).note ?? '').trim();
    if (!(await findInquiry(id))) return notFound(request, reply);
    if (!note || note.length > 5000) return reply.code(400).send();
    const actor = viewerOf(request).email;
    await store.addNote(id, actor, note, new Date(now()).toISOString());
    // That a note was written, never what it says.
    await store.audit({ actor, action: 'note', inquiryId: id, detail: null });
    return back(reply, id);
  });

  app.get('/team/requests/:id/export.json', { preHandler: [signedIn, needs('privacy')] }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const inquiry = await findInquiry(id);
    if (!inquiry) return notFound(request, reply);
    const actor = viewerOf(request).email;
    await store.audit({ actor, action: 'export', inquiryId: id, detail: null });
    const deliveries = await store.deliveries(id);
    const exported = {
      exportedAt: new Date(now()).toISOString(),
      inquiry,
      deliveries,
      team: { state: (await store.state(id)) ?? null, history: await store.history(id), notes: await store.notes(id) },
    };
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="request-${id.replace(/[^\w-]/g, '')}.json"`)
      .type('application/json; charset=utf-8')
      .send(`${JSON.stringify(exported, null, 2)}\n`);
  });

  app.post('/team/requests/:id/erase', { preHandler: [...change, needs('privacy')] }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if ((request.body as { confirm?: string }).confirm !== 'yes') return reply.code(400).send();
    if (!(await findInquiry(id))) return notFound(request, reply);
    await eraseRequest(options.store, store, id, viewerOf(request).email);
    const context = contextOf(request, reply, viewerOf(request));
    const w = teamWords[context.lang];
    return html(reply, 200, messagePage(context, w.erased, w.erased, ['/team', w.backToInbox]));
  });

  app.get('/team/retention', { preHandler: [signedIn, needs('privacy')] }, async (request, reply) => {
    const viewer = viewerOf(request);
    await store.audit({ actor: viewer.email, action: 'retention-report', inquiryId: null, detail: null });
    const rows = (await options.store.list()).map(({ id, name, receivedAt }) => ({ id, name, receivedAt }));
    return html(
      reply,
      200,
      retentionPage(contextOf(request, reply, viewer), options.delivery?.retentionDays ?? 365, rows),
    );
  });

  app.get('/team/audit', { preHandler: [signedIn, either('privacy', 'admin')] }, async (request, reply) => {
    const viewer = viewerOf(request);
    await store.audit({ actor: viewer.email, action: 'audit-view', inquiryId: null, detail: null });
    return html(reply, 200, auditPage(contextOf(request, reply, viewer), await store.auditLog(200)));
  });

  for (const format of ['csv', 'json'] as const)
    app.get(`/team/audit.${format}`, { preHandler: [signedIn, either('privacy', 'admin')] }, async (request, reply) => {
      const viewer = viewerOf(request);
      await store.audit({ actor: viewer.email, action: 'audit-export', inquiryId: null, detail: format });
      const entries = await store.auditLog();
      const day = new Date(now()).toISOString().slice(0, 10);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="team-audit-${day}.${format}"`);
      if (format === 'json')
        return reply.type('application/json; charset=utf-8').send(`${JSON.stringify(entries, null, 2)}\n`);
      const cell = (value: string | null) => {
        const text = value ?? '';
        const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
        return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
      };
      const lines = [
        'at,actor,action,request,detail',
        ...entries.map((e) => [e.at, e.actor, e.action, e.inquiryId, e.detail].map(cell).join(',')),
      ];
      return reply.type('text/csv; charset=utf-8').send(`${lines.join('\r\n')}\r\n`);
    });

  app.get('/team/roles', { preHandler: [signedIn, needs('admin')] }, async (request, reply) => {
    const viewer = viewerOf(request);
    await store.audit({ actor: viewer.email, action: 'roles-view', inquiryId: null, detail: null });
    const saved = (request.query as { saved?: string }).saved === '1';
    return html(reply, 200, rolesPage(contextOf(request, reply, viewer), await store.users(), config.admins, saved));
  });

  app.post('/team/roles', { preHandler: [...change, needs('admin')] }, async (request, reply) => {
    const body = request.body as { email?: string; roles?: string | string[] };
    const email = String(body.email ?? '');
    const asked = ([] as string[]).concat(body.roles ?? []);
    const given = allRoles.filter((role) => role !== 'team' && asked.includes(role));
    if (!(await store.setRoles(email, given))) return reply.code(400).send();
    await store.audit({
      actor: viewerOf(request).email,
      action: 'roles',
      inquiryId: null,
      detail: `${email}: ${given.join(',') || 'team'}`,
    });
    return reply.redirect('/team/roles?saved=1', 303);
  });
};

/** The code of what lay beneath a failed fetch (ECONNREFUSED, ENOTFOUND), if any. */
const causeOf = (error: unknown) => {
  const code = (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof code === 'string' ? ` (${code.replace(/[^\w-]/g, '')})` : '';
};

/** The times to first answer (ms) of the requests answered in the `medianDays` (30) before `now`, shortest first. */
function answerTimes(inquiries: StoredInquiry[], states: Map<string, RequestState>, now: number) {
  return inquiries
    .flatMap((inquiry) => {
      const answeredAt = states.get(inquiry.id)?.answeredAt;
      if (!answeredAt || now - Date.parse(answeredAt) > medianDays * 86_400_000) return [];
      return [Date.parse(answeredAt) - Date.parse(inquiry.receivedAt)];
    })
    .sort((a, b) => a - b);
}

/** What a search looks through: what the patient typed, and the request's id. */
const searchable = (inquiry: StoredInquiry) =>
  [inquiry.id, inquiry.name, inquiry.email, inquiry.phone, inquiry.subject, inquiry.message].join('\n').toLowerCase();

/** The site's origin for the redirect URL: PHX_PUBLIC_ORIGIN when set, else the request's own. */
function originOf(request: FastifyRequest, publicOrigin?: string) {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

export default team;
