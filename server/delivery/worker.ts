/**
 * The delivery worker: claims due deliveries from the outbox and sends each as its own task, so a slow or failing
 * recipient never delays another: each lane (a recipient on one channel) has its own few slots, each attempt its own
 * deadline, and each outcome is recorded as soon as it is known (sent the moment the receiver acknowledged it), not
 * when a round ends. It runs beside the receiver and never in a visitor's request. Its log lines name deliveries by
 * id and failures by code, never a field of an inquiry.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Log } from '../log.ts';
import { Withheld } from './clinic-share.ts';
import type { Sender } from './mailer.ts';
import {
  backoffMs,
  type ClaimedDelivery,
  type DeliveryKind,
  laneOf,
  type Outbox,
  type Outcome,
  reasonOf,
  retryWindowMs,
} from './outbox.ts';

export interface WorkerOptions {
  /** Where deliveries are claimed and settled (the inquiries' outbox, or another such as server/patient/'s notices). */
  outbox: Pick<Outbox, 'claim' | 'settle'>;
  senders: Partial<Record<DeliveryKind, Sender>>;
  /** A retry is a warning; a delivery given up, or an outbox out of reach, an error. */
  log: Log;
  /** How often to look for due deliveries when nothing wakes the worker (ms). */
  pollMs?: number;
  /** How long a claim holds a delivery against other instances (ms); longer than an attempt's deadline. */
  leaseMs?: number;
  /** How many deliveries may be in flight at once, in all lanes. */
  batch?: number;
  /** How many deliveries of one lane (a recipient on one channel) may be in flight at once. */
  perLane?: number;
  /** How long an attempt may take before it counts as failed (ms); well inside the lease. */
  attemptTimeoutMs?: number;
  now?: () => number;
  /** The wait after the n-th failed attempt (ms); tests shorten it. */
  backoff?: (attempts: number) => number;
}

export interface DeliveryWorker {
  /** Look now (the receiver calls it after storing an inquiry). */
  wake(): void;
  /** Stops claiming and waits (up to 5 s) for the attempts in flight and their outcomes to be recorded. */
  stop(): Promise<void>;
}

const stopWaitMs = 5_000;

/**
 * How long an outcome waits for others to be recorded with it, and a wake (a new inquiry, a free slot) for others to
 * be claimed with it: a sync to disk for many, not one each, while inquiries pour in.
 */
const recordAfterMs = 10;
const lookAfterMs = 10;

/** An attempt that outlived its deadline. */
class AttemptTimeout extends Error {
  override name = 'Timeout';
  readonly code = 'ETIMEDOUT';
}

/** An attempt still in flight when the worker stopped. */
class AttemptStopped extends Error {
  override name = 'Stopped';
  readonly code = 'SHUTDOWN';
}

export function startDeliveryWorker(options: WorkerOptions): DeliveryWorker {
  const { outbox, senders, log, pollMs = 1000, leaseMs = 120_000, batch = 20, perLane = 4, now = Date.now } = options;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? Math.min(60_000, leaseMs / 2);
  const backoff = options.backoff ?? backoffMs;
  const owner = randomUUID();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<void> | undefined;
  let again = false;
  /** The deliveries in flight: by lane, and all of them (each until its outcome is recorded). */
  const busy = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  const logStoreError = (error: unknown) => log.error(`delivery outbox unavailable: ${reasonOf(error)}`);

  /** The attempts in flight, each to abort at a stop. */
  const aborts = new Set<() => void>();

  /** Sends one delivery within its deadline; what became of it, and a log line when it will be retried or failed. */
  const attempt = async (delivery: ClaimedDelivery): Promise<Outcome> => {
    const send = senders[delivery.kind];
    let deadline: NodeJS.Timeout | undefined;
    let stopAttempt: () => void = () => {};
    // Past its deadline, or at a stop, an attempt is aborted (a webhook's request is cancelled) and counted as
    // failed: it is retried on the schedule, by this process or the next, never left to its lease.
    const abort = new AbortController();
    try {
      if (!send) throw Object.assign(new Error('not configured'), { code: 'NOT_CONFIGURED' });
      await Promise.race([
        send(delivery, abort.signal),
        new Promise((_, reject) => {
          const end = (error: Error) => {
            reject(error);
            abort.abort();
          };
          deadline = setTimeout(() => end(new AttemptTimeout()), attemptTimeoutMs);
          stopAttempt = () => end(new AttemptStopped());
          aborts.add(stopAttempt);
        }),
      ]);
      return { id: delivery.id, state: 'sent', at: now() };
    } catch (error) {
      const named = `delivery ${delivery.id} (${delivery.kind}${delivery.recipient === 'team' ? '' : ` to ${delivery.recipient}`})`;
      // Not sent by rule (clinic-share.ts): final, and said, by its code alone.
      if (error instanceof Withheld) {
        const shown = error.inFile ? named : `delivery ${delivery.id} (clinic, one the clinics file does not have)`;
        log.warn(`${shown} withheld: ${error.code}`);
        return { id: delivery.id, state: 'withheld', error: error.code };
      }
      const reason = reasonOf(error);
      const next = now() + backoff(delivery.attempts);
      if (next > delivery.retrySince + retryWindowMs) {
        log.error(`${named} failed after ${delivery.attempts} attempts: ${reason}`);
        return { id: delivery.id, state: 'failed', error: reason };
      }
      if (delivery.attempts === 1) log.warn(`${named} will be retried: ${reason}`);
      return { id: delivery.id, state: 'retry', at: next, error: reason };
    } finally {
      clearTimeout(deadline);
      aborts.delete(stopAttempt);
    }
  };

  // Outcomes are recorded together when they finish together: one transaction (one sync to disk) for whatever
  // finished within a few milliseconds or while the previous one was being written, and never a wait for a delivery
  // still in flight.
  const queued: { outcome: Outcome; recorded: () => void }[] = [];
  let recording: Promise<void> | undefined;
  const record = (outcome: Outcome) =>
    new Promise<void>((recorded) => {
      queued.push({ outcome, recorded });
      recording ??= sleep(recordAfterMs)
        .then(recordQueued)
        .finally(() => (recording = undefined));
    });
  const recordQueued = async () => {
    while (queued.length) {
      const taken = queued.splice(0);
      // An outbox out of reach for a moment: tried again while the leases hold (unrecorded, they are sent again).
      for (let tries = 0; ; tries++) {
        try {
          await outbox.settle(
            owner,
            taken.map((entry) => entry.outcome),
          );
          break;
        } catch (error) {
          logStoreError(error);
          if (tries >= 5) break;
          await sleep(Math.min(500 * 2 ** tries, leaseMs / 8));
        }
      }
      for (const entry of taken) entry.recorded();
    }
  };

  const start = (delivery: ClaimedDelivery) => {
    const lane = laneOf(delivery);
    busy.set(lane, (busy.get(lane) ?? 0) + 1);
    const task = attempt(delivery)
      .then(record)
      .finally(() => {
        const left = (busy.get(lane) ?? 1) - 1;
        if (left) busy.set(lane, left);
        else busy.delete(lane);
        inFlight.delete(task);
        // A slot is free: look again for what waits, together with whatever else finishes meanwhile.
        schedule(lookAfterMs);
      });
    inFlight.add(task);
  };

  /** Claims as much as there is room for, and starts each delivery; never waits for a send. */
  const look = async () => {
    do {
      again = false;
      const room = batch - inFlight.size;
      if (room <= 0) return;
      try {
        const claimed = await outbox.claim(owner, now(), leaseMs, room, { perLane, busy });
        // Started even when a stop came meanwhile: claimed, they would otherwise wait for their leases to run out.
        for (const delivery of claimed) start(delivery);
        if (claimed.length === room) again = true;
      } catch (error) {
        logStoreError(error);
      }
    } while (again && !stopped);
  };

  /** Looks in `ms`, unless a look is due sooner already. */
  let dueAt = Number.POSITIVE_INFINITY;
  const schedule = (ms: number) => {
    if (stopped || performance.now() + ms >= dueAt) return;
    clearTimeout(timer);
    dueAt = performance.now() + ms;
    timer = setTimeout(() => {
      dueAt = Number.POSITIVE_INFINITY;
      tick();
    }, ms);
  };

  function tick() {
    if (looking) {
      again = true;
      return;
    }
    looking = look().finally(() => {
      looking = undefined;
      schedule(pollMs);
    });
  }

  schedule(0);
  return {
    wake: () => schedule(lookAfterMs),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      // A shutdown waits a little for attempts in flight; one still hanging then is aborted and recorded as failed,
      // due again on the retry schedule (not when its lease would have run out, which a restart would wait for).
      let waited: NodeJS.Timeout | undefined;
      const settled = () => Promise.allSettled([looking, ...inFlight]).then(() => recording);
      const finished = await Promise.race([
        settled().then(() => true),
        new Promise<boolean>((resolve) => (waited = setTimeout(() => resolve(false), stopWaitMs))),
      ]);
      clearTimeout(waited);
      if (finished) return;
      for (const stopAttempt of [...aborts]) stopAttempt();
      await Promise.race([settled(), new Promise((resolve) => (waited = setTimeout(resolve, stopWaitMs)))]);
      clearTimeout(waited);
    },
  };
}
