/**
 * How long the receiver keeps an inquiry before it deletes it (PHX_RETENTION_DAYS): the server's setting is what its
 * pages state; a page it did not render (the static export, an element on another site) states the build's.
 */

/** Set by the build from its PHX_RETENTION_DAYS (vite.config.ts); unbundled (tsx, tests) it is not set. */
declare const __PHX_RETENTION_DAYS__: number | undefined;

/** Days an inquiry is kept when PHX_RETENTION_DAYS is not set. */
export const defaultRetentionDays = 365;

/** The days the build was given: what the privacy notice states where no server said otherwise. */
export const builtRetentionDays: number =
  typeof __PHX_RETENTION_DAYS__ === 'number' ? __PHX_RETENTION_DAYS__ : defaultRetentionDays;

/** PHX_RETENTION_DAYS read: unset or empty is the default; anything but a whole number from 1 throws one sentence. */
export function retentionDaysFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultRetentionDays;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1)
    throw new Error('PHX_RETENTION_DAYS must be a whole number of days, 1 or more.');
  return days;
}
