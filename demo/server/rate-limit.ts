/** A fixed one-minute window per client, with a bounded table of clients. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly maxClients = 10_000,
    private readonly now = () => Date.now(),
  ) {}

  /** Counts a request; returns the seconds to wait when over the limit, or 0 when allowed. */
  hit(client: string): number {
    const now = this.now();
    let window = this.windows.get(client);
    if (!window || now - window.start >= 60_000) {
      if (!window && this.windows.size >= this.maxClients) this.evict(now);
      window = { start: now, count: 0 };
      this.windows.set(client, window);
    }
    window.count++;
    if (window.count <= this.perMinute) return 0;
    return Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000));
  }

  private evict(now: number) {
    for (const [client, window] of this.windows) if (now - window.start >= 60_000) this.windows.delete(client);
    // Still full: drop the oldest entries (Map keeps insertion order).
    for (const client of this.windows.keys()) {
      if (this.windows.size < this.maxClients) break;
      this.windows.delete(client);
    }
  }
}

/** Requests per minute per client when nothing else is configured. */
export const defaultPerMinute = 10;

/** PHX_RATE_LIMIT: a whole number above 0; anything else (`abc`, `-5`) says so in one line and is the default. */
export function rateLimitFrom(value: string | undefined, warn: (line: string) => void): number {
  if (value === undefined || value.trim() === '') return defaultPerMinute;
  const perMinute = Number(value);
  if (Number.isInteger(perMinute) && perMinute > 0) return perMinute;
  warn(`PHX_RATE_LIMIT=${JSON.stringify(value)} is not a whole number above 0: using ${defaultPerMinute}`);
  return defaultPerMinute;
}
