/**
 * What the team inbox keeps (db.ts's tables): sign-ins under way, sessions, staff and their roles, each request's
 * status, owner, history and notes, the audit log, and which day's overdue summary was sent.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { recordFrom, selectList, type StoredInquiry } from '../../src/inquiry/record.ts';
import type { Delivery } from '../delivery/outbox.ts';
import { deliveryColumns, deliveryFrom } from '../store/sql.ts';
import type { Sql } from './db.ts';

export const statuses = ['new', 'in-progress', 'answered', 'closed'] as const;
export type Status = (typeof statuses)[number];
export const roles = ['team', 'privacy', 'admin'] as const;
export type Role = (typeof roles)[number];

export interface Session {
  /** The hash of the cookie's value: the value itself is never stored. */
  id: string;
  email: string;
  name: string;
  /** The secret the session's CSRF tokens are made from. */
  _csrf: string;
  createdAt: number;
  seenAt: number;
}

export interface RequestState {
  inquiryId: string;
  status: Status;
  statusBy: string | null;
  statusAt: string | null;
  owner: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
}

export interface HistoryEntry {
  at: string;
  actor: string;
  what: 'status' | 'owner';
  value: string | null;
}

export interface Note {
  id: string;
  at: string;
  author: string;
  text: string;
}

export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  inquiryId: string | null;
  detail: string | null;
}

export interface TeamUser {
  email: string;
  name: string;
  roles: Role[];
  signedInAt: string | null;
}

/** A new opaque value for a cookie, and the hash it is stored under. */
export function newSecret() {
  const value = randomBytes(32).toString('base64url');
  return { value, id: hashOf(value) };
}

export const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

const requestColumns = `inquiry_id AS "inquiryId", status, status_by AS "statusBy", status_at AS "statusAt", owner,
  answered_at AS "answeredAt", answered_by AS "answeredBy"`;

export class TeamStore {
  constructor(readonly sql: Sql) {}

  /** One stored request, read from the same database (the store's interface lists them all). */
  async inquiry(id: string): Promise<StoredInquiry | undefined> {
    const [row] = await this.sql.all<Record<string, unknown>>(`SELECT ${selectList()} FROM inquiries WHERE id = ?`, [
      id,
    ]);
    return recordFrom(row) ?? undefined;
  }

  /** A request's deliveries, each recipient's. */
  async deliveries(inquiryId: string): Promise<Delivery[]> {
    const rows = await this.sql.all<Delivery>(
      `SELECT ${deliveryColumns} FROM deliveries d WHERE d.inquiry_id = ? ORDER BY d.recipient, d.kind`,
      [inquiryId],
    );
    return rows.map(deliveryFrom);
  }

  // Sign-ins under way: the PKCE verifier, state and nonce, kept server-side under the browser's cookie.
  async addLogin(id: string, login: { state: string; nonce: string; verifier: string }, now: number) {
    await this.sql.batch([
      ['DELETE FROM team_logins WHERE created_at < ?', [now - 15 * 60_000]],
      [
        'INSERT INTO team_logins (id, state, nonce, verifier, created_at) VALUES (?, ?, ?, ?, ?)',
        [id, login.state, login.nonce, login.verifier, now],
      ],
    ]);
  }

  /** The sign-in under way, once: it is deleted as it is read. */
  async takeLogin(id: string, now: number) {
    const [row] = await this.sql.all<{ state: string; nonce: string; verifier: string; createdAt: number }>(
      'SELECT state, nonce, verifier, created_at AS "createdAt" FROM team_logins WHERE id = ?',
      [id],
    );
    if (!row || !(await this.sql.run('DELETE FROM team_logins WHERE id = ?', [id]))) return undefined;
    return Number(row.createdAt) > now - 15 * 60_000 ? row : undefined;
  }

  async addSession(session: Session) {
    await this.sql.run(
      'INSERT INTO team_sessions (id, email, name, csrf, created_at, seen_at) VALUES (?, ?, ?, ?, ?, ?)',
      [session.id, session.email, session.name, session._csrf, session.createdAt, session.seenAt],
    );
  }

  async session(id: string): Promise<Session | undefined> {
    const [row] = await this.sql.all<Session>(
      `SELECT id, email, name, csrf AS "_csrf", created_at AS "createdAt", seen_at AS "seenAt"
       FROM team_sessions WHERE id = ?`,
      [id],
    );
    return row && { ...row, createdAt: Number(row.createdAt), seenAt: Number(row.seenAt) };
  }

  async touchSession(id: string, now: number) {
    await this.sql.run('UPDATE team_sessions SET seen_at = ? WHERE id = ?', [now, id]);
  }

  async endSession(id: string) {
    await this.sql.run('DELETE FROM team_sessions WHERE id = ?', [id]);
  }

  /** Deletes the sessions past their idle or absolute expiry. */
  async endExpired(now: number, idleMs: number, absoluteMs: number) {
    await this.sql.run('DELETE FROM team_sessions WHERE seen_at < ? OR created_at < ?', [
      now - idleMs,
      now - absoluteMs,
    ]);
  }

  /** Records a sign-in: the person's name as the identity provider says it, and their first roles if new. */
  async signedIn(email: string, name: string, at: string, firstRoles: readonly Role[]) {
    await this.sql.run(
      `INSERT INTO team_users (email, name, roles, signed_in_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET name = excluded.name, signed_in_at = excluded.signed_in_at`,
      [email, name, firstRoles.join(','), at],
    );
  }

  async users(): Promise<TeamUser[]> {
    const rows = await this.sql.all<{ email: string; name: string; roles: string; signedInAt: string | null }>(
      'SELECT email, name, roles, signed_in_at AS "signedInAt" FROM team_users ORDER BY email',
    );
    return rows.map((row) => ({ ...row, roles: rolesFrom(row.roles) }));
  }

  /** The roles given on the roles page (every signed-in member of the team reads). */
  async rolesOf(email: string): Promise<Role[]> {
    const [row] = await this.sql.all<{ roles: string }>('SELECT roles FROM team_users WHERE email = ?', [email]);
    return rolesFrom(row?.roles ?? '');
  }

  async setRoles(email: string, given: readonly Role[]) {
    return this.sql.run('UPDATE team_users SET roles = ? WHERE email = ?', [given.join(','), email]);
  }

  async states(): Promise<Map<string, RequestState>> {
    const rows = await this.sql.all<RequestState>(`SELECT ${requestColumns} FROM team_requests`);
    return new Map(rows.map((row) => [row.inquiryId, row]));
  }

  async state(inquiryId: string): Promise<RequestState | undefined> {
    const [row] = await this.sql.all<RequestState>(`SELECT ${requestColumns} FROM team_requests WHERE inquiry_id = ?`, [
      inquiryId,
    ]);
    return row;
  }

  /** A new status, who set it and when; the first "answered" is the first answer, kept for the time to it. */
  async setStatus(inquiryId: string, status: Status, actor: string, at: string) {
    await this.sql.batch([
      [
        `INSERT INTO team_requests (inquiry_id, status, status_by, status_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (inquiry_id) DO UPDATE SET status = excluded.status, status_by = excluded.status_by,
         status_at = excluded.status_at`,
        [inquiryId, status, actor, at],
      ],
      ...(status === 'answered' || status === 'closed'
        ? ([
            [
              'UPDATE team_requests SET answered_at = ?, answered_by = ? WHERE inquiry_id = ? AND answered_at IS NULL',
              [at, actor, inquiryId],
            ],
          ] as [string, unknown[]][])
        : []),
      [
        'INSERT INTO team_history (id, inquiry_id, at, actor, what, value) VALUES (?, ?, ?, ?, ?, ?)',
        [randomUUID(), inquiryId, at, actor, 'status', status],
      ],
    ]);
  }

  async setOwner(inquiryId: string, owner: string | null, actor: string, at: string) {
    await this.sql.batch([
      [
        `INSERT INTO team_requests (inquiry_id, status, owner) VALUES (?, 'new', ?)
         ON CONFLICT (inquiry_id) DO UPDATE SET owner = excluded.owner`,
        [inquiryId, owner],
      ],
      [
        'INSERT INTO team_history (id, inquiry_id, at, actor, what, value) VALUES (?, ?, ?, ?, ?, ?)',
        [randomUUID(), inquiryId, at, actor, 'owner', owner],
      ],
    ]);
  }

  async history(inquiryId: string): Promise<HistoryEntry[]> {
    return this.sql.all<HistoryEntry>(
      'SELECT at, actor, what, value FROM team_history WHERE inquiry_id = ? ORDER BY at, id',
      [inquiryId],
    );
  }

  async addNote(inquiryId: string, author: string, text: string, at: string) {
    await this.sql.run('INSERT INTO team_notes (id, inquiry_id, at, author, text) VALUES (?, ?, ?, ?, ?)', [
      randomUUID(),
      inquiryId,
      at,
      author,
      text,
    ]);
  }

  async notes(inquiryId: string): Promise<Note[]> {
    return this.sql.all<Note>('SELECT id, at, author, text FROM team_notes WHERE inquiry_id = ? ORDER BY at, id', [
      inquiryId,
    ]);
  }

  /** One line of the audit log: who did what to which request, when; never what the request says. */
  async audit(entry: Omit<AuditEntry, 'at'> & { at?: string }) {
    await this.sql.run('INSERT INTO team_audit (at, actor, action, inquiry_id, detail) VALUES (?, ?, ?, ?, ?)', [
      entry.at ?? new Date().toISOString(),
      entry.actor,
      entry.action,
      entry.inquiryId,
      entry.detail,
    ]);
  }

  /** The audit log, newest first (`limit` lines, or all). */
  async auditLog(limit?: number): Promise<AuditEntry[]> {
    return this.sql.all<AuditEntry>(
      `SELECT at, actor, action, inquiry_id AS "inquiryId", detail FROM team_audit ORDER BY seq DESC
       ${limit ? `LIMIT ${Math.floor(limit)}` : ''}`,
    );
  }

  /**
   * Deletes what the team kept of requests no longer stored (an erased one, those retention deleted): status,
   * history, notes; the notes' bytes scrubbed. The audit log keeps its lines (ids, never content).
   */
  async dropOrphans() {
    const gone = '(SELECT id FROM inquiries)';
    let notes = 0;
    await this.sql.batch([
      [`DELETE FROM team_requests WHERE inquiry_id NOT IN ${gone}`, []],
      [`DELETE FROM team_history WHERE inquiry_id NOT IN ${gone}`, []],
    ]);
    notes = await this.sql.run(`DELETE FROM team_notes WHERE inquiry_id NOT IN ${gone}`);
    if (notes) await this.sql.scrub();
  }

  /** Gives the claim of `day` back (its summary could not be sent). */
  async releaseSummary(day: string) {
    await this.sql.run('DELETE FROM team_summaries WHERE day = ?', [day]);
  }

  /** Claims the summary of `day` (YYYY-MM-DD): true for the one server (of several on one database) to send it. */
  async claimSummary(day: string, at: string): Promise<boolean> {
    return (
      (await this.sql.run('INSERT INTO team_summaries (day, sent_at) VALUES (?, ?) ON CONFLICT (day) DO NOTHING', [
        day,
        at,
      ])) > 0
    );
  }
}

function rolesFrom(text: string): Role[] {
  const given = new Set(text.split(',').filter((role): role is Role => (roles as readonly string[]).includes(role)));
  return roles.filter((role) => role === 'team' || given.has(role));
}
