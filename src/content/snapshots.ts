/**
 * Data a server's render used that the browser's first render must use too (the clinics a page showed), carried
 * with the HTML in the hydration payload: `recordSnapshots` around a server's render collects them by key,
 * `seedSnapshots` gives them to the browser before it hydrates, and `snapshot` is how a section asks for one.
 */

/** The snapshots of the render under way (recordSnapshots). */
let recording: Record<string, unknown> | undefined;
const seeded = new Map<string, unknown>();

/** Runs a synchronous render and returns, with its result, the snapshots it took. */
export function recordSnapshots<T>(render: () => T): { result: T; snapshots: Record<string, unknown> } {
  const snapshots: Record<string, unknown> = {};
  const outer = recording;
  recording = snapshots;
  try {
    return { result: render(), snapshots };
  } finally {
    recording = outer;
  }
}

/** Snapshots a server took, for the first render of the HTML it sent. */
export function seedSnapshots(snapshots: Record<string, unknown>) {
  for (const [key, value] of Object.entries(snapshots)) seeded.set(key, value);
}

/**
 * The data under `key`: during a server's render, what `take` makes (and it is kept for the browser); in a browser,
 * what the server took under that key, if it rendered this.
 */
export function snapshot<T>(key: string, take: () => T | undefined): T | undefined {
  if (!recording) return seeded.get(key) as T | undefined;
  const value = take();
  if (value !== undefined) recording[key] = value;
  return value;
}
