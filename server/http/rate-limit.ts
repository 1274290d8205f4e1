/** Valid inquiries per minute per client when nothing else is configured (PHX_RATE_LIMIT). */
export const defaultPerMinute = 10;

/** PHX_RATE_LIMIT: a whole number above 0; anything else (`abc`, `-5`) says so in one line and is the default. */
export function rateLimitFrom(value: string | undefined, warn: (line: string) => void): number {
  if (value === undefined || value.trim() === '') return defaultPerMinute;
  const perMinute = Number(value);
  if (Number.isInteger(perMinute) && perMinute > 0) return perMinute;
  warn(`PHX_RATE_LIMIT=${JSON.stringify(value)} is not a whole number above 0: using ${defaultPerMinute}`);
  return defaultPerMinute;
}
