/** A reason the server cannot start, in one sentence that names the path and the remedy: printed as it is, exit 1. */
export class StartupError extends Error {
  override name = 'StartupError';
}
