/** Polls `check` until it returns something truthy (or stops throwing); fails after `timeout` ms. */
export async function waitFor<T>(check: () => T, timeout = 3000): Promise<NonNullable<T>> {
  const start = Date.now();
  let last: unknown;
  for (;;) {
    try {
      const value = check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() - start > timeout) throw last ?? new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
