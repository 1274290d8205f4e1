/** `saved` with each filled-in value of `changes` in its place (an empty text, list or group keeps the saved one). */
export function merged(saved: unknown, changes: unknown): unknown {
  if (Array.isArray(changes)) return changes.some(Boolean) ? changes : saved;
  if (changes && typeof changes === 'object' && saved && typeof saved === 'object')
    return Object.fromEntries(
      Object.entries(saved).map(([key, value]) => [key, merged(value, (changes as Record<string, unknown>)[key])]),
    );
  // A text (or a text the page completes: a function) filled in replaces the saved one.
  return typeof changes === typeof saved && changes ? changes : saved;
}
