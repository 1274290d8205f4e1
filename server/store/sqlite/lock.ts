/**
 * The server's connection never waits for a lock inside SQLite (busy_timeout 0: a wait there would block the event
 * loop): a write that finds another process holding the lock (the lister, a backup) is tried again after a timer.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export const isBusy = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: string })?.code));

/** Runs `work` now, or again after a short wait (5 ms, doubling to 200 ms) while the lock is held, for `patienceMs`. */
export async function whenUnlocked<T>(work: () => T, patienceMs: number): Promise<T> {
  const deadline = Date.now() + patienceMs;
  for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || Date.now() + wait > deadline) throw error;
    }
    await sleep(wait);
  }
}
