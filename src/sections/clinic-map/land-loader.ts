/** The land outlines, as a thenable React's `use()` reads at once when they are here already (always on a server). */
type Ready = { promise: Promise<string> };

let ready: Ready | undefined;

const fulfilled = (land: string): Ready => {
  const promise = Promise.resolve(land) as Promise<string> & { status?: string; value?: string };
  // React reads a settled thenable synchronously: no fallback on the server, none after the first fetch.
  promise.status = 'fulfilled';
  promise.value = land;
  return { promise };
};

/** The land if it has been fetched (or primed by a server): render it straight away. */
export const landIfLoaded = (): Ready | undefined => ready;

/** Fetches the land outlines once (a chunk of their own). */
export async function loadLand(): Promise<string> {
  if (ready) return ready.promise;
  const { land } = await import('./land');
  ready ??= fulfilled(land);
  return land;
}

/** A server renders with the land at hand (it imports the outlines statically). */
export const primeLand = (land: string) => {
  ready ??= fulfilled(land);
};
