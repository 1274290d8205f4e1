/** Test support: resolves with the first truthy value of `check`, asked every 20 ms, or fails after `timeoutMs` saying what it waited for. */
export async function until<T>(what: string, check: () => T | Promise<T>, timeoutMs = 45_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
