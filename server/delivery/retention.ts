/** Deletes inquiries older than PHX_RETENTION_DAYS, with their deliveries: at start and then once a day. */
import type { Log } from '../log.ts';
import { NotScrubbed, type Outbox, reasonOf } from './outbox.ts';

const day = 24 * 3600 * 1000;

interface Retention {
  /** One pass now; resolves to how many inquiries and deliveries it deleted. */
  run(): Promise<{ inquiries: number; deliveries: number }>;
  /** The pass made at start (undefined if it failed, which is logged). */
  firstPass: Promise<{ inquiries: number; deliveries: number } | undefined>;
  stop(): void;
}

export function startRetention(
  outbox: Pick<Outbox, 'deleteReceivedBefore'>,
  days: number,
  log: Log,
  now: () => number = Date.now,
  /** Erases each old inquiry first, telling the clinics that received it (server/inquiries/erase.ts). */
  eraseEach?: (cutoff: string) => Promise<{ inquiries: number; deliveries: number }>,
): Retention {
  const run = async () => {
    const cutoff = new Date(now() - days * day).toISOString();
    const each = (await eraseEach?.(cutoff)) ?? { inquiries: 0, deliveries: 0 };
    const rest = await outbox.deleteReceivedBefore(cutoff);
    const deleted = { inquiries: each.inquiries + rest.inquiries, deliveries: each.deliveries + rest.deliveries };
    if (deleted.inquiries || deleted.deliveries)
      log.info(
        `retention: deleted ${deleted.inquiries} inquiries older than ${days} days and ${deleted.deliveries} deliveries`,
      );
    return deleted;
  };
  const safely = () =>
    run().catch((error) => {
      if (error instanceof NotScrubbed) {
        log.error(`retention: deleted ${error.deleted.inquiries} inquiries older than ${days} days, ${error.message}`);
        return error.deleted;
      }
      log.error(`retention failed: ${reasonOf(error)}`);
      return undefined;
    });
  const firstPass = safely();
  const timer = setInterval(safely, day);
  timer.unref();
  return { run, firstPass, stop: () => clearInterval(timer) };
}
