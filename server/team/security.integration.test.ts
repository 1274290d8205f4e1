// @vitest-environment node
/**
 * The team inbox's security, on SQLite and on PostgreSQL, signed in through a real OpenID provider in this process:
 * no way in without a session, nobody outside the allowed domain or group, no change without the session's CSRF
 * token, no fixed, expired or forged session, and no health data in the logs or the audit log.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfIn, Jar, postForm, signIn, startProvider, teamConfigFor, type TestProvider } from '../../test/server/oidc';
import { startPostgres, type Throwaway } from '../../test/server/postgres';
import { inquiry, post, startServer } from '../../test/server/test-server';
import { openPostgresStore, type PostgresInquiryStore } from '../store/postgres/store';
import type { TeamConfig } from './config';
import { hashOf } from './store';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(() => provider?.stop());

const gets = [
  '/team',
  '/team/requests/x',
  '/team/requests/x/export.json',
  '/team/retention',
  '/team/audit',
  '/team/audit.csv',
  '/team/audit.json',
  '/team/roles',
];
const posts = [
  '/team/sign-out',
  '/team/requests/x/status',
  '/team/requests/x/owner',
  '/team/requests/x/notes',
  '/team/requests/x/erase',
  '/team/roles',
];

describe.each(['SQLite', 'PostgreSQL'] as const)('the team inbox on %s', (kind) => {
  let database: Throwaway | undefined;
  const stores: PostgresInquiryStore[] = [];
  beforeAll(async () => {
    if (kind === 'PostgreSQL') database = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    for (const store of stores) await store.close();
    database?.stop();
  });

  /** An app with the inbox, allowed at the provider, and a way to change its sessions' times in its database. */
  async function start(over: Partial<TeamConfig> = {}) {
    const store = database ? await openPostgresStore(database.url) : undefined;
    if (store) stores.push(store);
    const server = await startServer({ team: teamConfigFor(provider.issuer, over), store });
    await provider.allow(server.url);
    const query = async (text: string, params: unknown[] = []) => {
      let n = 0;
      if (store)
        return (
          await store.pool.query(
            text.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows;
      const db = new Database(join(server.dataDir, 'inquiries.db'));
      try {
        if (/^\s*select/i.test(text)) return db.prepare(text).all(...params);
        db.prepare(text).run(...params);
        return [];
      } finally {
        db.close();
      }
    };
    return { ...server, query };
  }

  it('sends every /team page to the sign-in without a session, and answers every change 401', async () => {
    const { url } = await start();
    for (const path of gets) {
      const response = await fetch(`${url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/team/sign-in');
    }
    for (const path of posts) {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'status=closed',
        redirect: 'manual',
      });
      expect(response.status, path).toBe(401);
    }
    const signInPage = await fetch(`${url}/team/sign-in`);
    expect(await signInPage.text()).toContain('<h1>Sign in to the team inbox</h1>');
  });

  it('signs a member of the domain in with a __Host- cookie that is Secure, HttpOnly and SameSite=Lax', async () => {
    const { url } = await start();
    const jar = new Jar();
    const { url: landed, response } = await signIn(jar, url, 'tom');
    expect(landed).toBe(`${url}/team`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h1>Requests</h1>');
    expect(page).toContain('Signed in as Tom Team');
    // The session cookie as set at the callback.
    const again = new Jar();
    const start2 = await again.follow(`${url}/team/login`);
    const action = /<form[^>]*action="([^"]+)"/.exec(await start2.response.text())?.[1] as string;
    let at = new URL(action, start2.url).href;
    let answer = await again.fetch(at, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'prompt=login&login=tom&password=x',
    });
    while (!answer.headers.getSetCookie().some((line) => line.startsWith('__Host-phx-team='))) {
      expect(answer.status).toBeGreaterThanOrEqual(300);
      at = new URL(answer.headers.get('location') as string, at).href;
      answer = await again.fetch(at);
    }
    const line = answer.headers.getSetCookie().find((l) => l.startsWith('__Host-phx-team=')) as string;
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).toMatch(/; Secure(;|$)/);
    expect(line).toMatch(/; HttpOnly(;|$)/);
    expect(line).toMatch(/; SameSite=Lax(;|$)/);
    expect(line).not.toMatch(/Domain=/i);
  });

  it('refuses a person outside the allowed domain and groups, or with an unverified address; lets a group member in', async () => {
    const { url } = await start();
    for (const login of ['eve', 'una']) {
      const jar = new Jar();
      const { response } = await signIn(jar, url, login);
      expect(response.status, login).toBe(403);
      expect(await response.text()).toContain('This account may not use the team inbox.');
      expect(jar.get(url, '__Host-phx-team'), login).toBeUndefined();
      const inbox = await jar.fetch(`${url}/team`);
      expect(inbox.status, login).toBe(302);
    }
    const { response } = await signIn(new Jar(), url, 'gus');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Signed in as Gus Grouped');
    // A domain-only inbox refuses the group member.
    const domainOnly = await start({ allowedGroups: [] });
    expect((await signIn(new Jar(), domainOnly.url, 'gus')).response.status).toBe(403);
  });

  it('refuses a change without the CSRF token, with a wrong one, or with another session’s', async () => {
    const { url } = await start();
    const created = await (await post(url, inquiry())).json();
    const tom = new Jar();
    const page = await (await signIn(tom, url, 'tom')).response.text();
    const ada = new Jar();
    const adaPage = await (await signIn(ada, url, 'ada')).response.text();
    const target = `${url}/team/requests/${created.id}/status`;
    const statusOf = async () => {
      const detail = await (await tom.fetch(`${url}/team/requests/${created.id}`)).text();
      return /id="current-status">([^<(]+)/.exec(detail)?.[1].trim();
    };
    for (const token of [undefined, 'wrong', csrfIn(adaPage)]) {
      const response = await postForm(tom, target, {
        status: 'closed',
        ...(token === undefined ? {} : { _csrf: token }),
      });
      expect(response.status, String(token)).toBe(403);
    }
    expect(await statusOf()).toBe('New');
    const accepted = await postForm(tom, target, { status: 'closed', _csrf: csrfIn(page) });
    expect(accepted.status).toBe(303);
    expect(await statusOf()).toBe('Closed');
    // Signing out needs the token too.
    expect((await postForm(tom, `${url}/team/sign-out`, {})).status).toBe(403);
    expect((await tom.fetch(`${url}/team`)).status).toBe(200);
  });

  it('gives a new session id at sign-in: a cookie planted before (even a live session) is worth nothing after', async () => {
    const { url } = await start();
    // The attacker's own live session, planted in the victim's browser.
    const attacker = new Jar();
    await signIn(attacker, url, 'eve'); // refused: no session at all
    const planted = new Jar();
    await signIn(planted, url, 'gus');
    const plantedValue = planted.get(url, '__Host-phx-team') as string;
    expect(plantedValue).toBeTruthy();
    const victim = new Jar();
    victim.set(url, '__Host-phx-team', plantedValue);
    const { response } = await signIn(victim, url, 'tom');
    expect(await response.text()).toContain('Signed in as Tom Team');
    const fresh = victim.get(url, '__Host-phx-team');
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(plantedValue);
    // The planted id no longer opens anything, and never opened Tom's session.
    const replay = await fetch(`${url}/team`, {
      headers: { cookie: `__Host-phx-team=${plantedValue}` },
      redirect: 'manual',
    });
    expect(replay.status).toBe(302);
  });

  it('ends a session idle too long, one past its absolute expiry, and refuses a forged cookie', async () => {
    const { url, query } = await start({ idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 });
    const idle = new Jar();
    await signIn(idle, url, 'tom');
    const idleId = hashOf(idle.get(url, '__Host-phx-team') as string);
    await query('UPDATE team_sessions SET seen_at = ? WHERE id = ?', [Date.now() - 31 * 60_000, idleId]);
    const idleAnswer = await idle.fetch(`${url}/team`);
    expect(idleAnswer.status).toBe(302);
    expect(idleAnswer.headers.get('location')).toBe('/team/sign-in?expired=1');
    expect(await query('SELECT id FROM team_sessions WHERE id = ?', [idleId])).toEqual([]);

    const old = new Jar();
    await signIn(old, url, 'tom');
    const oldId = hashOf(old.get(url, '__Host-phx-team') as string);
    // Used a second ago, but signed in 13 hours ago.
    await query('UPDATE team_sessions SET created_at = ? WHERE id = ?', [Date.now() - 13 * 3_600_000, oldId]);
    expect((await old.fetch(`${url}/team`)).status).toBe(302);
    const post401 = await postForm(old, `${url}/team/sign-out`, {});
    expect(post401.status).toBe(401);

    const live = new Jar();
    await signIn(live, url, 'tom');
    const value = live.get(url, '__Host-phx-team') as string;
    for (const forged of ['forged', `${value.slice(0, -2)}AA`, hashOf(value)]) {
      const answer = await fetch(`${url}/team`, {
        headers: { cookie: `__Host-phx-team=${forged}` },
        redirect: 'manual',
      });
      expect(answer.status, forged).toBe(302);
    }
    expect((await live.fetch(`${url}/team`)).status).toBe(200);
  });

  it('keeps health data out of the logs and the audit log', async () => {
    const { url, logs, query } = await start();
    const secret = {
      name: 'Zebulon Quist',
      subject: 'Phantom pain after amputation',
      message: 'Neuroma on the left stump since March',
      email: 'zebulon@example.com',
    };
    const created = await (await post(url, inquiry(secret))).json();
    const ada = new Jar();
    const page = await (await signIn(ada, url, 'ada')).response.text();
    const token = csrfIn(page);
    await ada.fetch(`${url}/team?q=${encodeURIComponent('Neuroma')}`);
    const detail = await ada.fetch(`${url}/team/requests/${created.id}`);
    expect(await detail.text()).toContain(secret.message);
    await postForm(ada, `${url}/team/requests/${created.id}/status`, { status: 'in-progress', _csrf: token });
    await postForm(ada, `${url}/team/requests/${created.id}/notes`, {
      note: 'Called back about the neuroma',
      _csrf: token,
    });
    await postForm(ada, `${url}/team/roles`, { email: 'ada@phx.test', roles: 'privacy', _csrf: token });
    const exported = await ada.fetch(`${url}/team/requests/${created.id}/export.json`);
    expect((await exported.json()).inquiry.message).toBe(secret.message);
    const audit = await (await ada.fetch(`${url}/team/audit.json`)).text();
    const auditCsv = await (await ada.fetch(`${url}/team/audit.csv`)).text();
    const auditRows = JSON.stringify(await query('SELECT * FROM team_audit'));
    expect(JSON.parse(audit).map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['sign-in', 'list', 'view', 'status', 'note', 'roles', 'export']),
    );
    expect(auditRows).toContain(created.id);
    for (const text of [logs.join('\n'), audit, auditCsv, auditRows])
      for (const word of ['Zebulon', 'Quist', 'Phantom', 'Neuroma', 'neuroma', 'zebulon@'])
        expect(text).not.toContain(word);
  });
});

it('has no /team without PHX_OIDC_ISSUER', async () => {
  const { url } = await startServer();
  for (const path of ['/team', '/team/sign-in', '/team/login', '/team/callback'])
    expect((await fetch(`${url}${path}`, { redirect: 'manual' })).status, path).toBe(404);
});

it('says so when the identity provider cannot be reached, naming its host and never the secret', async () => {
  const { url, logs } = await startServer({
    team: teamConfigFor('http://127.0.0.1:9', { clientSecret: 'never-in-a-log-0123456789' }),
  });
  const answer = await fetch(`${url}/team/login`, { redirect: 'manual' });
  expect(answer.status).toBe(502);
  expect(await answer.text()).toContain('<h1>Sign-in failed</h1>');
  expect(logs.join('\n')).toMatch(/team inbox: the identity provider at 127\.0\.0\.1:9 could not be asked: \w+/);
  expect(logs.join('\n')).not.toContain('never-in-a-log');
});

it('answers a flood of sign-ins from one client with 429', async () => {
  const provider2 = await startProvider();
  try {
    const { url } = await startServer({ team: teamConfigFor(provider2.issuer) });
    await provider2.allow(url);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const answer = await fetch(`${url}/team/login`, { redirect: 'manual' });
      await answer.body?.cancel();
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(302));
    expect(statuses[30]).toBe(429);
  } finally {
    await provider2.stop();
  }
});
