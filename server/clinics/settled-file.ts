/**
 * A file read whole or not at all: its bytes are taken only once its size and modification time stayed the same
 * across two looks `settleMs` apart, and again after the read (a copy in memory, parsed from there). A file written
 * in place in chunks is so never read half-written, unless its writer pauses longer than `settleMs`.
 */
import { readFileSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The file kept changing for longer than it was waited for, or cannot be read. */
class UnsettledFile extends Error {
  override name = 'UnsettledFile';
}

const stamp = (file: string) => {
  const { size, mtimeMs, ino } = statSync(file);
  return `${size} ${mtimeMs} ${ino}`;
};

/** The file's text once it has stopped changing; `waiting` is called once if it is still being written. */
export async function readSettled(
  file: string,
  { settleMs, maxWaitMs, waiting }: { settleMs: number; maxWaitMs: number; waiting?: () => void },
): Promise<string> {
  const deadline = performance.now() + maxWaitMs;
  let before = stamp(file);
  let told = false;
  for (;;) {
    await sleep(settleMs);
    const now = stamp(file);
    if (now === before) {
      const text = readFileSync(file, 'utf8');
      if (stamp(file) === now) return text;
    } else if (!told) {
      told = true;
      waiting?.();
    }
    if (performance.now() > deadline) throw new UnsettledFile(`kept changing for ${Math.round(maxWaitMs / 1000)} s`);
    before = stamp(file);
  }
}
