// @vitest-environment node
/**
 * The team inbox as its users see it, signed in through a real OpenID provider: requests newest first, filtered and
 * searched; a request's page with what the patient sent, its consents, deliveries and clinic; statuses with who and
 * when, owner, notes, the time to first answer and "overdue"; roles (team, privacy, admin), the audit log and its
 * downloads, erasure; the four languages; the daily overdue summary; and two servers on one PostgreSQL database.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyNotice } from '../../src/content/privacy-notice';
import { csrfIn, Jar, postForm, signIn, startProvider, teamConfigFor, type TestProvider } from '../../test/server/oidc';
import { startPostgres, type Throwaway } from '../../test/server/postgres';
import { startSmtp } from '../../test/server/smtp';
import { inquiry, post, startServer } from '../../test/server/test-server';
import { startReceiver, testSecret } from '../../test/server/webhook-receiver';
import { waitFor } from '../../src/test/wait';
import { openPostgresStore, type PostgresInquiryStore } from '../store/postgres/store';
import { openSqliteStore } from '../store/sqlite/store';
import type { InquiryInput } from '../store/store';
import { inquiriesCli } from '../cli/inquiries';
import { patientDbOf } from '../patient/db';
import { openTeamDb } from './db';
import { TeamStore } from './store';
import { sendSummary } from './summary';

let provider: TestProvider;
let database: Throwaway;
const stores: PostgresInquiryStore[] = [];
beforeAll(async () => {
  provider = await startProvider();
  database = await startPostgres();
}, 60_000);
afterAll(async () => {
  await provider?.stop();
  for (const store of stores) await store.close();
  database?.stop();
});

/** The names in the inbox's table, top to bottom. */
/** The names the inbox's rows link to (each link shows the request's reference after the name). */
const namesIn = (html: string) =>
  [...html.matchAll(/<th scope="row"><a href="[^"]+">([^<]+)<span class="ref">/g)].map((m) => m[1]);

describe.each(['SQLite', 'PostgreSQL'] as const)('the inbox on %s', (kind) => {
  async function start() {
    const store =
      kind === 'PostgreSQL' ? await openPostgresStore(database.url, { deliveries: ['webhook'] }) : undefined;
    if (store) stores.push(store);
    const receiver = await startReceiver();
    const server = await startServer({
      team: teamConfigFor(provider.issuer),
      store,
      delivery: { webhook: { url: receiver.url, secret: testSecret }, retentionDays: 365 },
      deliveryTuning: { pollMs: 20 },
    });
    await provider.allow(server.url);
    return { ...server, receiver, store };
  }

  it('lists requests newest first, filters them by status, clinic, language and type, and searches them', async () => {
    const { url } = await start();
    const tag = `${kind}-${Date.now()}`;
    const ids: string[] = [];
    for (const over of [
      { name: `Ana ${tag}`, lang: 'es', inquiry: 'general' },
      { name: `Ben ${tag}`, lang: 'de', inquiry: 'support', message: `Socket rubs ${tag}` },
      { name: `Cai ${tag}`, lang: 'ar', inquiry: 'consultation', clinic: 'hudson-limb-center' },
    ])
      ids.push((await (await post(url, inquiry(over))).json()).id);
    const tom = new Jar();
    const page = await (await signIn(tom, url, 'tom')).response.text();
    const mine = (html: string) => namesIn(html).filter((name) => name.endsWith(tag));
    expect(mine(page)).toEqual([`Cai ${tag}`, `Ben ${tag}`, `Ana ${tag}`]);
    // Nothing answered yet: no median time to first answer.
    expect(page).not.toContain('median-answer');
    const list = async (query: string) => mine(await (await tom.fetch(`${url}/team?${query}`)).text());
    expect(await list('language=de')).toEqual([`Ben ${tag}`]);
    expect(await list('type=general')).toEqual([`Ana ${tag}`]);
    expect(await list('clinic=hudson-limb-center')).toEqual([`Cai ${tag}`]);
    expect(await list(`q=${encodeURIComponent(`socket rubs ${tag}`)}`)).toEqual([`Ben ${tag}`]);
    await postForm(tom, `${url}/team/requests/${ids[0]}/status`, { status: 'answered', _csrf: csrfIn(page) });
    expect(await list('status=answered')).toEqual([`Ana ${tag}`]);
    expect(await list('status=new')).toEqual([`Cai ${tag}`, `Ben ${tag}`]);
    // Every filter has a visible label.
    for (const [id, label] of [
      ['f-q', 'Search'],
      ['f-status', 'Status'],
      ['f-clinic', 'Clinic'],
      ['f-language', 'Language'],
      ['f-type', 'Type'],
    ])
      expect(page).toContain(`<label for="${id}">${label}</label>`);
  });

  it('shows a request: what was sent, its consents and notice, its deliveries and clinic; statuses with who and when, owner, notes, time to first answer', async () => {
    const { url, receiver } = await start();
    const created = await (
      await post(
        url,
        inquiry({
          name: 'Dora Detail',
          subject: 'Knee socket',
          message: 'It pinches when I sit',
          consents: ['health'],
          privacyNotice: privacyNotice.version,
          lang: 'en',
        }),
      )
    ).json();
    await receiver.waitFor(1);
    const tom = new Jar();
    const token = csrfIn(await (await signIn(tom, url, 'tom')).response.text());
    const detail = async () => (await tom.fetch(`${url}/team/requests/${created.id}`)).text();
    await waitFor(async () => expect(await detail()).toContain('<td>Sent</td>'));
    const page = await detail();
    expect(page).toContain('<h1>Request from Dora Detail</h1>');
    expect(page).toContain('It pinches when I sit');
    expect(page).toContain('Knee socket');
    expect(page).toMatch(
      new RegExp(`<dt>Use of health details</dt><dd>Given [^<]+\\(privacy notice ${privacyNotice.version}\\)</dd>`),
    );
    expect(page).toContain('<dt>Sharing with the clinic</dt><dd>Not given</dd>');
    expect(page).toContain(`<dt>Privacy notice version</dt><dd>${privacyNotice.version}</dd>`);
    expect(page).toContain('<dt>Clinic</dt><dd>No clinic named</dd>');
    expect(page).toMatch(/<th scope="row">Team<\/th><td>webhook<\/td><td>Sent<\/td><td>1<\/td>/);
    expect(page).toMatch(/<dd id="first-answer">Waiting for \d+ min<\/dd>/);

    for (const status of ['in-progress', 'answered', 'closed'])
      expect((await postForm(tom, `${url}/team/requests/${created.id}/status`, { status, _csrf: token })).status).toBe(
        303,
      );
    expect(
      (await postForm(tom, `${url}/team/requests/${created.id}/owner`, { owner: 'tom@phx.test', _csrf: token })).status,
    ).toBe(303);
    await postForm(tom, `${url}/team/requests/${created.id}/notes`, { note: 'Rang her back', _csrf: token });
    const after = await detail();
    expect(after).toMatch(/<dd id="current-status">Closed \(tom@phx\.test, [^)]+UTC\)<\/dd>/);
    expect(after).toMatch(/<dd id="first-answer">\d+ min<\/dd>/);
    for (const line of [
      'Status In progress, by tom@phx.test',
      'Status Answered, by tom@phx.test',
      'Status Closed, by tom@phx.test',
      'Owner tom@phx.test, by tom@phx.test',
    ])
      expect(after).toContain(line);
    expect(after).toContain('<option value="tom@phx.test" selected>Tom Team (tom@phx.test)</option>');
    expect(after).toMatch(/<p class="meta">tom@phx\.test, [^<]+<\/p><p class="message">Rang her back<\/p>/);
    // The inbox shows the time to first answer too, and an unknown request is a 404.
    expect(await (await tom.fetch(`${url}/team`)).text()).toMatch(
      /Dora Detail<span class="ref"> \([0-9a-f]{8}\)<\/span><\/a><\/th>.*?<td>Closed<\/td><td>tom@phx\.test<\/td><td>\d+ min<\/td>/,
    );
    expect(await (await tom.fetch(`${url}/team`)).text()).toMatch(
      /<p id="median-answer">Median time to first answer over the last 30 days: \d+ min \(\d+ requests?\)\.<\/p>/,
    );
    expect((await tom.fetch(`${url}/team/requests/no-such-id`)).status).toBe(404);
    expect(
      (await postForm(tom, `${url}/team/requests/${created.id}/status`, { status: 'lost', _csrf: token })).status,
    ).toBe(400);
  });

  it('shows a consent the patient withdrew on their own page as withdrawn, with when it was given', async () => {
    const { url, dataDir, store } = await start();
    const created = await (
      await post(url, inquiry({ name: `Wanda ${kind}`, consents: ['health'], privacyNotice: privacyNotice.version }))
    ).json();
    // The patient's page withdraws through the same store (server/patient/db.ts), here from a second handle on it.
    const handle = store ?? openSqliteStore(dataDir);
    expect(await patientDbOf(handle).withdraw(created.id, 'health', new Date(), () => [])).toBe(true);
    if (!store) await handle.close();
    const tom = new Jar();
    await signIn(tom, url, 'tom');
    const page = await (await tom.fetch(`${url}/team/requests/${created.id}`)).text();
    expect(page).toMatch(/<dt>Use of health details<\/dt><dd>Withdrawn by the patient [^<]+ \(given [^<]+\)<\/dd>/);
  });

  it('marks a request overdue once it has waited 24 hours without an answer, and filters by it', async () => {
    const { url, dataDir, store } = await start();
    const created = await (await post(url, inquiry({ name: `Old ${kind}` }))).json();
    const dayAgo = new Date(Date.now() - 25 * 3_600_000).toISOString();
    if (store) await store.pool.query('UPDATE inquiries SET received_at = $1 WHERE id = $2', [dayAgo, created.id]);
    else {
      const db = new Database(join(dataDir, 'inquiries.db'));
      db.prepare('UPDATE inquiries SET received_at = ? WHERE id = ?').run(dayAgo, created.id);
      db.close();
    }
    const tom = new Jar();
    const token = csrfIn(await (await signIn(tom, url, 'tom')).response.text());
    const overdue = await (await tom.fetch(`${url}/team?status=overdue`)).text();
    expect(namesIn(overdue)).toContain(`Old ${kind}`);
    expect(overdue).toMatch(
      new RegExp(
        `Old ${kind}<span class="ref"> \\([0-9a-f]{8}\\)</span></a></th>.*?<td>New <strong class="overdue">Overdue</strong></td>`,
      ),
    );
    await postForm(tom, `${url}/team/requests/${created.id}/status`, { status: 'answered', _csrf: token });
    expect(namesIn(await (await tom.fetch(`${url}/team?status=overdue`)).text())).not.toContain(`Old ${kind}`);
  });

  it('gives each role its own: team reads, privacy exports and erases, admin gives roles; every step in the audit log', async () => {
    const { url, store, dataDir } = await start();
    const created = await (await post(url, inquiry({ name: 'Erin Erase', message: 'Please forget me' }))).json();
    const tom = new Jar();
    const tomToken = csrfIn(await (await signIn(tom, url, 'tom')).response.text());
    await postForm(tom, `${url}/team/requests/${created.id}/notes`, { note: 'A note to go with it', _csrf: tomToken });
    for (const path of [
      '/team/roles',
      '/team/audit',
      '/team/audit.csv',
      '/team/retention',
      `/team/requests/${created.id}/export.json`,
    ])
      expect((await tom.fetch(`${url}${path}`)).status, path).toBe(403);
    expect(
      (await postForm(tom, `${url}/team/requests/${created.id}/erase`, { confirm: 'yes', _csrf: tomToken })).status,
    ).toBe(403);
    expect(
      (await postForm(tom, `${url}/team/roles`, { email: 'tom@phx.test', roles: 'admin', _csrf: tomToken })).status,
    ).toBe(403);
    expect(await (await tom.fetch(`${url}/team`)).text()).not.toContain('href="/team/roles"');

    const pia = new Jar();
    await signIn(pia, url, 'pia');
    const ada = new Jar();
    const adaPage = await (await signIn(ada, url, 'ada')).response.text();
    expect(adaPage).toContain('href="/team/roles"');
    const roles = await (await ada.fetch(`${url}/team/roles`)).text();
    expect(roles).toContain('<h1>Roles</h1>');
    expect(roles).toContain('Pia Privacy (pia@phx.test)');
    expect(
      (await postForm(ada, `${url}/team/roles`, { email: 'pia@phx.test', roles: 'privacy', _csrf: csrfIn(adaPage) }))
        .status,
    ).toBe(303);

    const piaPage = await (await pia.fetch(`${url}/team`)).text();
    expect(piaPage).toContain('href="/team/retention"');
    const retention = await (await pia.fetch(`${url}/team/retention`)).text();
    expect(retention).toContain('Requests are erased 365 days after they were received.');
    expect(retention).toContain('Erin Erase');
    const exported = await pia.fetch(`${url}/team/requests/${created.id}/export.json`);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="request-/);
    const json = await exported.json();
    expect(json.inquiry).toMatchObject({ id: created.id, name: 'Erin Erase', message: 'Please forget me' });
    expect(json.team.notes).toMatchObject([{ author: 'tom@phx.test', text: 'A note to go with it' }]);
    expect((await postForm(pia, `${url}/team/requests/${created.id}/erase`, { _csrf: csrfIn(piaPage) })).status).toBe(
      400,
    );
    const erased = await postForm(pia, `${url}/team/requests/${created.id}/erase`, {
      confirm: 'yes',
      _csrf: csrfIn(piaPage),
    });
    expect(erased.status).toBe(200);
    expect(await erased.text()).toContain('The request was erased.');
    const left = store ? await store.list() : openSqliteStore(dataDir).list();
    expect(left.map((r) => r.id)).not.toContain(created.id);
    expect((await pia.fetch(`${url}/team/requests/${created.id}`)).status).toBe(404);

    const sql = await openTeamDb(store ?? openSqliteStore(dataDir));
    const notes = await new TeamStore(sql as NonNullable<typeof sql>).notes(created.id);
    expect(notes).toEqual([]);

    const csv = await (await ada.fetch(`${url}/team/audit.csv`)).text();
    expect(csv.split('\r\n')[0]).toBe('at,actor,action,request,detail');
    for (const line of [
      `,tom@phx.test,note,${created.id},`,
      ',tom@phx.test,refused,,',
      ',ada@phx.test,roles,,pia@phx.test: privacy',
      `,pia@phx.test,export,${created.id},`,
      `,pia@phx.test,erase,${created.id},`,
      ',pia@phx.test,retention-report,,',
    ])
      expect(csv).toContain(line);
    const auditPage = await (await ada.fetch(`${url}/team/audit`)).text();
    expect(auditPage).toContain('<h1>Audit log</h1>');
  });

  it('speaks German, Spanish and Arabic (right to left), and keeps the choice', async () => {
    const { url } = await start();
    const tom = new Jar();
    await signIn(tom, url, 'tom');
    const ar = await (await tom.fetch(`${url}/team?lang=ar`)).text();
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('<h1>الطلبات</h1>');
    expect(await (await tom.fetch(`${url}/team`)).text()).toContain('<html lang="ar" dir="rtl">');
    expect(await (await tom.fetch(`${url}/team?lang=de`)).text()).toContain('<h1>Anfragen</h1>');
    expect(await (await tom.fetch(`${url}/team?lang=es`)).text()).toContain('<h1>Solicitudes</h1>');
    // A note of the longest length, in Arabic (12 bytes a letter once a form has encoded it), is kept whole.
    const created = await (await post(url, inquiry({ name: 'Rami' }))).json();
    const token = csrfIn(ar);
    const note = 'ب'.repeat(5000);
    const saved = await postForm(tom, `${url}/team/requests/${created.id}/notes`, { note, _csrf: token });
    expect(saved.status).toBe(303);
    const arabicPage = await (await tom.fetch(`${url}/team/requests/${created.id}`)).text();
    expect(arabicPage).toContain(note);
    // Dates in Arabic with the site's Latin digits (ar-u-nu-latn), as every page of the site.
    expect(arabicPage).toMatch(new RegExp(`${new Date().getUTCFullYear()}[^<]* UTC`));
    expect(arabicPage).not.toMatch(/[٠-٩]/);
    const signInPage = await (
      await fetch(`${url}/team/sign-in`, { headers: { 'accept-language': 'de-DE,de;q=0.9' } })
    ).text();
    expect(signInPage).toContain('<h1>Beim Team-Posteingang anmelden</h1>');
  });
});

describe('the daily overdue summary', () => {
  it('mails, once a day, the requests waiting over 24 hours, by id and without what the patient wrote', async () => {
    const smtp = await startSmtp();
    const receiver = await startReceiver();
    const store = openSqliteStore(mkdtempSync(join(tmpdir(), 'phx-summary-')));
    try {
      const created = await store.add(
        inquiry({ name: 'Wanda Waiting', message: 'Secret stump detail' }) as InquiryInput,
      );
      if (created.conflict) throw new Error('conflict');
      const team = new TeamStore((await openTeamDb(store)) as NonNullable<Awaited<ReturnType<typeof openTeamDb>>>);
      const options = {
        team,
        list: () => store.list(),
        delivery: {
          mail: { smtpUrl: smtp.url, to: ['team@phx.test'], from: 'Site <site@phx.test>' },
          webhook: { url: receiver.url, secret: testSecret },
          retentionDays: 365,
        },
        hour: 7,
        origin: 'https://phx.example',
        log: { info: () => {}, warn: () => {}, error: () => {} },
      };
      const received = Date.parse(created.record.receivedAt);
      const nextDay8 = new Date(received + 26 * 3_600_000);
      nextDay8.setUTCHours(8);
      const at = Math.max(nextDay8.getTime(), received + 25 * 3_600_000);
      const early = new Date(at);
      early.setUTCHours(6);
      if (early.getTime() > received + 24 * 3_600_000)
        expect(await sendSummary(options, early.getTime())).toBeUndefined();
      // The webhook receiver away: nothing counts as sent, and the next look sends it.
      receiver.answer = 503;
      await expect(sendSummary(options, at)).rejects.toMatchObject({ code: 'HTTP 503' });
      receiver.answer = 204;
      smtp.mails.length = 0;
      expect(await sendSummary(options, at)).toBe(1);
      expect(await sendSummary(options, at + 60_000)).toBeUndefined();
      const [mail] = await smtp.waitFor(1);
      expect(mail.subject).toBe('Team inbox: 1 request waiting over 24 hours');
      expect(mail.text).toContain(`https://phx.example/team/requests/${created.record.id}`);
      const [post] = await receiver.waitFor(1);
      expect(post.payload.type).toBe('inquiries.overdue');
      for (const text of [mail.text ?? '', JSON.stringify(post.payload)]) {
        expect(text).not.toContain('Wanda');
        expect(text).not.toContain('Secret stump');
      }
    } finally {
      store.close();
      await smtp.stop();
      await receiver.stop();
    }
  });
});

describe('what the team kept of a request erased elsewhere', () => {
  it('goes when the CLI erased the request: its notes and status are dropped when the server starts (and every ten minutes)', async () => {
    const first = await startServer({ team: teamConfigFor(provider.issuer) });
    await provider.allow(first.url);
    const created = await (await post(first.url, inquiry({ email: 'gone@example.com', name: 'Gina Gone' }))).json();
    const tom = new Jar();
    const token = csrfIn(await (await signIn(tom, first.url, 'tom')).response.text());
    await postForm(tom, `${first.url}/team/requests/${created.id}/notes`, {
      note: 'Her stump heals well',
      _csrf: token,
    });
    await postForm(tom, `${first.url}/team/requests/${created.id}/status`, { status: 'answered', _csrf: token });
    await first.stop();
    const out: string[] = [];
    const code = await inquiriesCli(['erase', '--email', 'gone@example.com', '--data', first.dataDir], {
      root: process.cwd(),
      env: {},
      tty: false,
      out: (text) => out.push(text),
      err: (text) => out.push(text),
    });
    expect(code).toBe(0);
    expect(out.join('')).toContain('Erased 1 inquiry');
    const notesLeft = () => {
      const db = new Database(join(first.dataDir, 'inquiries.db'), { readonly: true });
      try {
        return db.prepare('SELECT COUNT(*) AS n FROM team_notes UNION ALL SELECT COUNT(*) FROM team_requests').all();
      } finally {
        db.close();
      }
    };
    expect(notesLeft()).toEqual([{ n: 1 }, { n: 1 }]);
    const again = await startServer({ team: teamConfigFor(provider.issuer), dataDir: first.dataDir });
    expect((await fetch(`${again.url}/team/sign-in`)).status).toBe(200);
    expect(notesLeft()).toEqual([{ n: 0 }, { n: 0 }]);
    const raw = readFileSync(join(first.dataDir, 'inquiries.db'));
    expect(raw.includes('Her stump heals well')).toBe(false);
  });
});

describe('two servers on one PostgreSQL database', () => {
  it('show the same inbox: a request sent to one, and its status set on the other', async () => {
    const first = await openPostgresStore(database.url);
    const second = await openPostgresStore(database.url);
    stores.push(first, second);
    const a = await startServer({ team: teamConfigFor(provider.issuer), store: first });
    const b = await startServer({ team: teamConfigFor(provider.issuer), store: second });
    await provider.allow(a.url);
    await provider.allow(b.url);
    const created = await (await post(a.url, inquiry({ name: 'Shared Sam' }))).json();
    const onB = new Jar();
    const page = await (await signIn(onB, b.url, 'tom')).response.text();
    expect(namesIn(page)).toContain('Shared Sam');
    await postForm(onB, `${b.url}/team/requests/${created.id}/status`, { status: 'in-progress', _csrf: csrfIn(page) });
    const onA = new Jar();
    await signIn(onA, a.url, 'ada');
    const detail = await (await onA.fetch(`${a.url}/team/requests/${created.id}`)).text();
    expect(detail).toMatch(/<dd id="current-status">In progress \(tom@phx\.test, /);
  });
});
