// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recordFrom, type StoredInquiry } from '../src/inquiry/record';
import Database from 'better-sqlite3';
import { openSqliteStore } from '../server/store/sqlite/store';
import { SqliteOutbox } from '../server/store/sqlite/outbox';
import { request } from '../test/server/sqlite-inquiries';
import { toCsv, toList } from './inquiries';

/** Lets the child import the words' catalogs as the build does (scripts/catalogs/register.ts). */
const catalogsHook = new URL('./catalogs/register.ts', import.meta.url).href;

// Through recordFrom, so that a field added to the schema later is there too (empty).
const record = (over: Partial<StoredInquiry> = {}): StoredInquiry =>
  recordFrom({
    id: 'id-1',
    receivedAt: '2025-01-02T03:04:05.000Z',
    idempotencyKey: 'key-1',
    name: 'Ada Example',
    email: 'ada@example.com',
    phone: '',
    inquiry: 'consultation',
    subject: 'Fitting',
    message: 'Please call.',
    pageUrl: 'http://x/contact',
    lang: null,
    ...over,
  }) as StoredInquiry;

// Anything a terminal acts on instead of showing: C0, DEL, C1 and the bidi controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const controls = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('npm run inquiries', () => {
  it('shows each inquiry as a block of labelled lines, then the count', () => {
    const lines = toList([record()]).trimEnd().split('\n');
    expect(lines[0]).toBe('Inquiry 1 of 1');
    expect(lines).toContain('  Full Name:      Ada Example');
    expect(lines).toContain('  Subject:        Fitting');
    expect(lines).toContain('  Inquiry Type:   Schedule Consultation');
    expect(lines.at(-1)).toBe('1 inquiry');
  });

  it('shows the language an inquiry was sent in, and no language line when there is none', () => {
    expect(toList([record({ lang: 'de' })])).toContain('  Language:       de\n');
    expect(toList([record()])).not.toContain('Language');
  });

  it('shows ANSI escapes, C1 controls, DEL and bidi overrides as visible escapes', () => {
    const out = toList([
      record({ name: '\x1b[31mRed\x1b[0m', subject: 'csi\x9b2J del\x7f', message: 'abc\u202edcba \u2066x\u2069' }),
    ]);
    expect(out).not.toMatch(controls);
    expect(out).toContain('  Full Name:      \\x1b[31mRed\\x1b[0m');
    expect(out).toContain('\\u202e');
  });

  it('cannot be made to show a second inquiry or a false count by a value with line breaks', () => {
    const forged = 'Eve\n\nInquiry 2 of 2\n  name:      Mallory\r\n\n2 inquiries';
    const lines = toList([record({ name: forged, message: forged })])
      .trimEnd()
      .split('\n');
    expect(lines.filter((l) => l.startsWith('Inquiry '))).toEqual(['Inquiry 1 of 1']);
    expect(lines.at(-1)).toBe('1 inquiry');
    expect(lines).not.toContain('2 inquiries');
  });

  it('exports the language in CSV and keeps formulas defused', () => {
    const csv = toCsv([record({ lang: 'de', name: '=HYPERLINK("x")' })]);
    const [head, row] = csv.split('\r\n').map((line) => line.split(','));
    expect(row[head.indexOf('lang')]).toBe('de');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('lists a store whose old lines are null, 42, {}, [] or garbage, and says it skipped them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'phx-inquiries-'));
    const good = JSON.stringify({ ...record(), lang: undefined });
    writeFileSync(join(dir, 'inquiries.jsonl'), ['null', '42', '{}', '[]', 'garbage', good, ''].join('\n'));
    const script = fileURLToPath(new URL('./inquiries.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--import', catalogsHook, script, '--data', dir], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Inquiry 1 of 1');
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('1 inquiry');
    expect(run.stderr).toContain('skipped 5 lines');
  });

  it('counts the requests of a period per clinic and partner page, and how many were shared with the clinic', () => {
    const dir = mkdtempSync(join(tmpdir(), 'phx-inquiries-'));
    const store = openSqliteStore(dir);
    const at = (pageUrl: string, clinic?: string, share = false) =>
      store.addNow(request(Math.random(), { pageUrl, clinic, consents: share ? ['health', 'clinic'] : ['health'] }));
    at('https://hudson-limb.example.com/hands', 'hudson-limb-center', true);
    at('https://hudson-limb.example.com/contact', 'hudson-limb-center');
    at('https://phx.example/contact?clinic=isar-prothetik', 'isar-prothetik', true);
    at('https://phx.example/contact');
    store.close();
    const script = fileURLToPath(new URL('./inquiries.ts', import.meta.url));
    const run = (...args: string[]) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', '--import', catalogsHook, script, 'clinics', ...args, '--data', dir],
        { encoding: 'utf8' },
      );
    const out = run().stdout.split('\n');
    expect(out.slice(1, 5)).toEqual([
      'clinic              origin                           requests  shared with the clinic',
      'hudson-limb-center  https://hudson-limb.example.com         2                       1',
      '(no clinic)         https://phx.example                     1                       0',
      'isar-prothetik      https://phx.example                     1                       1',
    ]);
    expect(out[5]).toBe('4 requests, 3 naming a clinic');
    expect(run('--until', '2000-01-01').stdout).toContain('(none)\n0 requests, 0 naming a clinic');
    const nowhere = join(dir, 'no-such-folder');
    const mistyped = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--import', catalogsHook, script, 'clinics', '--data', nowhere],
      {
        encoding: 'utf8',
      },
    );
    expect(mistyped.status).toBe(1);
    expect(mistyped.stderr).toBe(`No inquiries stored in ${nowhere}.\n`);
  });

  it("lists each recipient's state under deliveries, a clinic's held and withheld copies too", () => {
    const dir = mkdtempSync(join(tmpdir(), 'phx-inquiries-'));
    const store = openSqliteStore(dir);
    const db = new Database(join(dir, 'inquiries.db'));
    const outbox = new SqliteOutbox(db);
    const clinic = { kind: 'clinic', recipient: 'clinic:hudson', target: null } as const;
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const { record } = store.addNow(request(n)) as { record: StoredInquiry };
      // The third over a cap of one an hour: held.
      outbox.enqueue(db, record.id, n === 2 ? ['email'] : ['email', { ...clinic, hourlyCap: 1 }], Date.now());
      ids.push(record.id);
    }
    db.prepare(
      `UPDATE deliveries SET state = 'sent', sent_at = '2026-11-25T10:00:00.000Z' WHERE recipient = 'team'`,
    ).run();
    db.prepare(
      `UPDATE deliveries SET state = 'withheld', last_error = 'NO_HEALTH_CONSENT' WHERE inquiry_id = ? AND kind = 'clinic'`,
    ).run(ids[0]);
    const held = db.prepare(`SELECT id FROM deliveries WHERE state = 'held'`).get() as { id: string };
    store.close();
    db.close();
    const script = fileURLToPath(new URL('./inquiries.ts', import.meta.url));
    const out = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--import', catalogsHook, script, 'deliveries', '--data', dir],
      {
        encoding: 'utf8',
      },
    ).stdout;
    expect(out).toContain('clinic to clinic:hudson withheld (NO_HEALTH_CONSENT)');
    expect(out).toContain(`clinic to clinic:hudson HELD over the clinic's hourly cap (release: -- release ${held.id})`);
    expect(out).toContain(
      [
        'By recipient:',
        '  team email            3 sent, 0 pending, 0 failed',
        '  clinic:hudson clinic  0 sent, 0 pending, 0 failed, 1 withheld, 1 held',
      ].join('\n'),
    );
    expect(out.trimEnd().split('\n').at(-1)).toBe('0 pending, 0 failed, 1 held, 1 withheld');
  });

  it('shows each delivery, lists what is pending, retries, exports and erases one address', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'phx-inquiries-'));
    const store = openSqliteStore(dir);
    const db = new Database(join(dir, 'inquiries.db'));
    const outbox = new SqliteOutbox(db);
    const add = (n: number, email: string) => {
      const { record } = store.addNow(request(n, { email })) as { record: StoredInquiry };
      outbox.enqueue(db, record.id, ['email', 'webhook'], Date.now());
      return record;
    };
    const ann = [add(1, 'ann@example.com'), add(2, 'Ann@Example.com')];
    add(3, 'bob@example.com');
    const set = (kind: string, sql: string) =>
      db.prepare(`UPDATE deliveries SET attempts = 1, ${sql} WHERE inquiry_id = ? AND kind = ?`).run(ann[0].id, kind);
    set('email', `state = 'sent', sent_at = '2026-11-25T10:00:00.000Z'`);
    set('webhook', `state = 'failed', last_error = 'DeliveryRefused HTTP 503'`);
    const failed = outbox.list(['failed'])[0];
    store.close();
    db.close();
    const script = fileURLToPath(new URL('./inquiries.ts', import.meta.url));
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', '--import', catalogsHook, script, ...args, '--data', dir], {
        encoding: 'utf8',
      });

    const list = cli().stdout;
    expect(list).toMatch(
      / {2}Delivery: +email sent \S+Z; webhook FAILED \(1 attempt, last DeliveryRefused HTTP 503\)\n/,
    );
    expect(list).toMatch(/ {2}Delivery: +email pending \(0 attempts, next \S+Z\); webhook pending/);

    const pending = cli('deliveries').stdout;
    expect(pending).toContain(`${failed.id}  inquiry ${failed.inquiryId}  webhook FAILED`);
    expect(pending.trimEnd().split('\n').at(-1)).toBe('4 pending, 1 failed');
    expect(cli('retry', failed.id).status).toBe(0);
    expect(cli('deliveries').stdout).toContain(
      `${failed.id}  inquiry ${failed.inquiryId}  webhook pending (1 attempt,`,
    );
    expect(cli('retry', 'no-such-id').status).toBe(1);

    const exported = JSON.parse(cli('export', '--email', 'ANN@example.com').stdout);
    expect(exported.inquiries.map((i: { inquiry: StoredInquiry }) => i.inquiry)).toEqual(ann);
    expect(exported.inquiries[0].deliveries.map((d: { kind: string }) => d.kind)).toEqual(['email', 'webhook']);
    // With the consent: when it was given, and the privacy notice it was given against.
    expect(exported.inquiries[0].inquiry).toMatchObject({
      healthConsentAt: ann[0].receivedAt,
      healthConsentNotice: '2026-11-26',
    });
    expect(cli('erase', '--email', 'ann@example.com').stdout).toBe(
      'Erased 2 inquiries and 4 deliveries of this address.\n',
    );
    expect(JSON.parse(cli('export', '--email', 'ann@example.com').stdout).inquiries).toEqual([]);
    expect(cli().stdout.trimEnd().split('\n').at(-1)).toBe('1 inquiry');
    expect(cli('erase').status).toBe(2);
  }, 60_000);
});
