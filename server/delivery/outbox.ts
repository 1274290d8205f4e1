/**
 * The outbox: each delivery an inquiry needs is a row written in the same transaction as the inquiry, one per
 * recipient and channel (the team's e-mail, the team's webhook, a clinic's address), then claimed, sent and marked by
 * the worker, each row on its own. Whatever keeps the inquiries (SQLite, PostgreSQL) implements this interface; the
 * worker, the CLI and the retention job only ever see it.
 */
import type { StoredInquiry } from '../../src/inquiry/record.ts';

/**
 * The team's channels (`email`, `webhook`), and `clinic`: a partner clinic's copy, which goes by e-mail or to its own
 * webhook as the clinics file says at the moment it is sent (clinic-share.ts); `patient`: the confirmation e-mail
 * with the patient's own link (server/patient/), at most one an hour per address.
 */
const deliveryKinds = ['email', 'webhook', 'clinic', 'patient'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];
/**
 * `withheld`: a clinic's copy not sent, by rule (its `lastError` says why: clinic-share.ts); `held`: a clinic's copy
 * over the clinic's hourly cap, waiting for the team to release it (`npm run inquiries -- release`).
 */
export type DeliveryState = 'pending' | 'sent' | 'failed' | 'withheld' | 'held';

/**
 * Who a delivery is for: the company's own team, or a clinic (`clinic:<id>`) the patient chose to share it with; the
 * id only keeps each clinic's lane and row apart: the clinic a copy goes to is the inquiry's `clinic`, looked up when
 * it is sent.
 */
type RecipientName = 'team' | 'patient' | `clinic:${string}`;

/** One recipient of an inquiry, on one channel: a row of the outbox. */
export interface Recipient {
  kind: DeliveryKind;
  recipient: RecipientName;
  /**
   * Null: the team's address is read from the settings when it is sent (a corrected PHX_NOTIFY_TO reaches pending
   * ones), a clinic's from the clinics file then. Rows written before kept a clinic's address here; it is not read.
   */
  target: string | null;
  /**
   * A clinic's row: most of the clinic's rows (not withheld or held) made in an hour; a row above it is made `held`,
   * waiting for the team's release.
   */
  hourlyCap?: number;
}

/** The team on one channel: what `PHX_SMTP_URL` and `PHX_WEBHOOK_URL` configure. */
export const team = (kind: DeliveryKind): Recipient => ({ kind, recipient: 'team', target: null });

/** What a recipient's concurrency is counted by: one slow receiver fills its own lane, never another's. */
export const laneOf = (delivery: Pick<Recipient, 'kind' | 'recipient'>) => `${delivery.recipient} ${delivery.kind}`;

/** How many more deliveries the worker takes now: at most `perLane` in flight per lane, counting those `busy`. */
export interface Room {
  perLane: number;
  busy: ReadonlyMap<string, number>;
}

/** Picks, from due deliveries oldest first, those that fit: `limit` in all, and each lane's room. */
export function fitting<T extends Pick<Recipient, 'kind' | 'recipient'>>(due: T[], limit: number, room?: Room): T[] {
  const taken = new Map<string, number>();
  const picked: T[] = [];
  for (const delivery of due) {
    if (picked.length >= limit) break;
    const lane = laneOf(delivery);
    const inLane = (taken.get(lane) ?? 0) + (room?.busy.get(lane) ?? 0);
    if (room && inLane >= room.perLane) continue;
    taken.set(lane, (taken.get(lane) ?? 0) + 1);
    picked.push(delivery);
  }
  return picked;
}

export interface Delivery extends Recipient {
  /** Also the webhook's `webhook-id` and the e-mail's Message-ID: the same for every attempt. */
  id: string;
  inquiryId: string;
  state: DeliveryState;
  attempts: number;
  createdAt: string;
  /** When the next attempt is due (epoch ms), for a pending delivery. */
  nextAttemptAt: number;
  /** Since when it has been retried (epoch ms): the 72 hours run from here; a manual retry restarts them. */
  retrySince: number;
  sentAt: string | null;
  /** Why the last attempt failed, as a code (never a server's words, which may quote the inquiry). */
  lastError: string | null;
}

/** What became of one attempt: sent at `at`; due again at `at`; or failed for good. */
export type Outcome =
  | { id: string; state: 'sent'; at: number }
  | { id: string; state: 'retry'; at: number; error: string }
  | { id: string; state: 'failed'; error: string }
  | { id: string; state: 'withheld'; error: string };

/** A delivery the worker holds a lease on, with the inquiry it carries. */
export interface ClaimedDelivery extends Delivery {
  inquiry: StoredInquiry;
  /** The state of the inquiry's clinic row, if it has one: the team's copy says when it waits or was withheld. */
  clinicState?: DeliveryState | null;
}

type Awaitable<T> = T | Promise<T>;

export interface Outbox<Tx = unknown> {
  /**
   * Adds the inquiry's deliveries, one row per recipient (a bare kind is the team's); call it inside the transaction
   * that stores the inquiry, with its handle. A recipient already enqueued for the inquiry is left as it is.
   */
  enqueue(tx: Tx, inquiryId: string, recipients: readonly (DeliveryKind | Recipient)[], now: number): Awaitable<void>;
  /**
   * Takes up to `limit` due deliveries for `owner` until `now + leaseMs`, oldest first, and no more of a lane than its
   * `room` (when given): no other owner gets them until the lease runs out, so two instances never send the same
   * delivery at once. Each claim counts as an attempt.
   */
  claim(owner: string, now: number, leaseMs: number, limit: number, room?: Room): Awaitable<ClaimedDelivery[]>;
  /**
   * Records what became of attempts, in one transaction (the worker passes whatever finished meanwhile), releasing
   * their leases; each applies only while `owner` still holds the lease. Resolves to how many applied.
   */
  settle(owner: string, outcomes: readonly Outcome[]): Awaitable<number>;
  /** Deliveries, oldest first (each inquiry's by recipient); only those in `states` when given. */
  list(states?: readonly DeliveryState[]): Awaitable<Delivery[]>;
  /**
   * Makes a failed, withheld (its rules checked again) or pending delivery due now, with a fresh 72 hours; false when
   * there is no such delivery.
   */
  retry(id: string, now: number): Awaitable<boolean>;
  /** Makes a held clinic's copy (or, without an id, every held one) due now; resolves to how many. */
  release(id: string | undefined, now: number): Awaitable<number>;
  /**
   * Deletes every inquiry of this address (any case) and all its deliveries, and scrubs their bytes from the
   * database's files (see NotScrubbed).
   */
  eraseByEmail(email: string): Awaitable<{ inquiries: number; deliveries: number }>;
  /** Every inquiry of this address (any case), oldest first, with its deliveries. */
  exportByEmail(email: string): Awaitable<{ inquiry: StoredInquiry; deliveries: Delivery[] }[]>;
  /** Deletes the inquiries received before `cutoff` (ISO time) and their deliveries, scrubbed as eraseByEmail. */
  deleteReceivedBefore(cutoff: string): Awaitable<{ inquiries: number; deliveries: number }>;
  /** How many deliveries are pending and failed, and when the oldest pending one was made (ISO time, or null). */
  stats(): Awaitable<OutboxStats>;
}

export interface OutboxStats {
  pending: number;
  failed: number;
  oldestPendingAt: string | null;
}

const second = 1000;
const hour = 3600 * second;

/** How long a delivery is retried before it is marked failed. */
export const retryWindowMs = 72 * hour;

/** The wait after the n-th failed attempt: 5 s, doubling, at most an hour; ±20 % so retries of many spread out. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(5 * second * 2 ** Math.max(0, attempts - 1), hour);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** A recipient as the enqueue of a bare kind means it. */
export const recipientOf = (entry: DeliveryKind | Recipient): Recipient =>
  typeof entry === 'string' ? team(entry) : entry;

/** A short reason for a failed attempt that holds nothing of the inquiry: an error code, an HTTP status. */
export function reasonOf(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; name?: unknown; cause?: { code?: unknown } };
  const parts = [
    typeof e?.name === 'string' ? e.name : 'Error',
    typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : '',
    typeof e?.responseCode === 'number' ? `SMTP ${e.responseCode}` : '',
  ];
  return parts
    .filter(Boolean)
    .join(' ')
    .replace(/[^\w .:-]/g, '')
    .slice(0, 120);
}

/** The failure of a webhook answered with a status other than 2xx. */
export class DeliveryRefused extends Error {
  override name = 'DeliveryRefused';
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * Deleted, but their bytes may still be in the database's files: the scrub after the delete (SQLite: a checkpoint of
 * the write-ahead log; PostgreSQL: VACUUM FULL) could not finish, for `reason`. Running the erasure again retries it.
 */
export class NotScrubbed extends Error {
  override name = 'NotScrubbed';
  constructor(
    readonly deleted: { inquiries: number; deliveries: number },
    readonly reason: string,
  ) {
    super(`deleted, but not yet scrubbed from the database's files: ${reason}`);
  }
}
