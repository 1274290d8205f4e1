import { act } from 'react';

/**
 * The tests' one polling helper: asks `check` every 10 ms until it returns something truthy without throwing, and
 * resolves with that. After `timeout` ms it fails with the check's last error, or saying `what` it waited for.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeout = 3000,
  what = 'a check to pass',
): Promise<NonNullable<T>> {
  const start = Date.now();
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() - start > timeout) throw last ?? new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Makes a DOM change and waits until React, and the element's own deferred work (a microtask-late unmount), have
 * done everything it scheduled: what a visitor would see next, without waiting a fixed time.
 */
export async function settle(change: () => void) {
  // act() asks to be told it runs in a test; only while it runs, so other tests' renders are not asked to use it.
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => change());
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}
