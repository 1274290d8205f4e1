/**
 * The delivery worker: claims due deliveries from the outbox, sends each, and marks it sent, due again after a
 * backoff, or failed once its 72 hours are over. It runs beside the receiver and never in a visitor's request, so a
 * slow or absent mail server or webhook never delays or fails an answer. Its log lines name deliveries by id and
 * failures by code, never a field of an inquiry.
 */
import { randomUUID } from 'node:crypto';
import type { Log } from '../log.ts';
import type { Sender } from './mailer.ts';
import {
  backoffMs,
  type ClaimedDelivery,
  type DeliveryKind,
  type Outbox,
  type Outcome,
  reasonOf,
  retryWindowMs,
} from './outbox.ts';

export interface WorkerOptions {
  outbox: Outbox;
  senders: Partial<Record<DeliveryKind, Sender>>;
  /** A retry is a warning; a delivery given up, or an outbox out of reach, an error. */
  log: Log;
  /** How often to look for due deliveries when nothing wakes the worker (ms). */
  pollMs?: number;
  /** How long a claim holds a delivery against other instances (ms); longer than any attempt can take. */
  leaseMs?: number;
  batch?: number;
  now?: () => number;
  /** The wait after the n-th failed attempt (ms); tests shorten it. */
  backoff?: (attempts: number) => number;
}

export interface DeliveryWorker {
  /** Look now (the receiver calls it after storing an inquiry). */
  wake(): void;
  /** Stops claiming and waits (up to 5 s) for the attempts in flight. */
  stop(): Promise<void>;
}

const stopWaitMs = 5_000;

export function startDeliveryWorker(options: WorkerOptions): DeliveryWorker {
  const { outbox, senders, log, pollMs = 1000, leaseMs = 120_000, batch = 20, now = Date.now } = options;
  const backoff = options.backoff ?? backoffMs;
  const owner = randomUUID();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  /** Sends one delivery; what became of it, and a log line when it will be retried or has failed for good. */
  const attempt = async (delivery: ClaimedDelivery): Promise<Outcome> => {
    const send = senders[delivery.kind];
    try {
      if (!send) throw Object.assign(new Error('not configured'), { code: 'NOT_CONFIGURED' });
      await send(delivery);
      return { id: delivery.id, state: 'sent', at: now() };
    } catch (error) {
      const reason = reasonOf(error);
      const next = now() + backoff(delivery.attempts);
      if (next > delivery.retrySince + retryWindowMs) {
        log.error(`delivery ${delivery.id} (${delivery.kind}) failed after ${delivery.attempts} attempts: ${reason}`);
        return { id: delivery.id, state: 'failed', error: reason };
      }
      if (delivery.attempts === 1) log.warn(`delivery ${delivery.id} (${delivery.kind}) will be retried: ${reason}`);
      return { id: delivery.id, state: 'retry', at: next, error: reason };
    }
  };

  const round = async () => {
    do {
      again = false;
      let claimed: ClaimedDelivery[] = [];
      try {
        claimed = await outbox.claim(owner, now(), leaseMs, batch);
        // One transaction records the whole round: a sync to disk per round, not per delivery.
        if (claimed.length) await outbox.settle(owner, await Promise.all(claimed.map(attempt)));
      } catch (error) {
        logStoreError(error);
      }
      if (claimed.length === batch) again = true;
    } while (again && !stopped);
  };

  const logStoreError = (error: unknown) => log.error(`delivery outbox unavailable: ${reasonOf(error)}`);

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(tick, ms);
  };

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = undefined;
      schedule(pollMs);
    });
  }

  schedule(0);
  return {
    wake: () => {
      if (!stopped) schedule(0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      // A shutdown waits a little for attempts in flight; one still hanging is sent again after its lease runs out.
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, stopWaitMs)))]);
      clearTimeout(waited);
    },
  };
}
