/**
 * `npm run inquiries -- clinics [--since YYYY-MM-DD] [--until YYYY-MM-DD]`: how many requests named each partner
 * clinic, by the partner page (origin) they were sent from, over a period (default: the last 30 days), and how many
 * of them the patient chose to share with the clinic. Values a request carried are escaped for the terminal.
 */
import type { StoredInquiry } from '../../src/inquiry/record.ts';
import { terminalSafe } from '../http/terminal-text.ts';

const day = 24 * 3600 * 1000;

interface Period {
  since: string;
  until: string;
}

/** The period the arguments name: `--since` and `--until` (a day, or an ISO time), else the last 30 days. */
export function periodOf(args: string[], now = Date.now()): Period | string {
  const read = (flag: string, fallback: string) => {
    const at = args.indexOf(flag);
    if (at < 0) return fallback;
    const value = args[at + 1] ?? '';
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : new Date(time).toISOString();
  };
  const since = read('--since', new Date(now - 30 * day).toISOString());
  const until = read('--until', new Date(now).toISOString());
  if (!since || !until) return '--since and --until take a day (2026-11-01) or an ISO time.';
  return { since, until };
}

/** Where a request was sent from: its page's origin, or "(no page)". */
const originOf = (pageUrl: string) => {
  try {
    return new URL(pageUrl).origin;
  } catch {
    return '(no page)';
  }
};

/** The table: one line per clinic and origin, most requests first, then the totals. */
export function clinicsText(records: readonly StoredInquiry[], { since, until }: Period): string {
  const counted = new Map<string, { clinic: string; origin: string; requests: number; shared: number }>();
  let inPeriod = 0;
  for (const record of records) {
    if (record.receivedAt < since || record.receivedAt >= until) continue;
    inPeriod++;
    const clinic = record.clinic ?? '(no clinic)';
    const origin = originOf(record.pageUrl);
    const key = JSON.stringify([clinic, origin]);
    const row = counted.get(key) ?? { clinic, origin, requests: 0, shared: 0 };
    row.requests++;
    if (record.clinic && record.clinicConsentAt) row.shared++;
    counted.set(key, row);
  }
  const rows = [...counted.values()].sort(
    (a, b) => b.requests - a.requests || a.clinic.localeCompare(b.clinic) || a.origin.localeCompare(b.origin),
  );
  const header = ['clinic', 'origin', 'requests', 'shared with the clinic'];
  const cells = rows.map((r) => [terminalSafe(r.clinic), terminalSafe(r.origin), String(r.requests), String(r.shared)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => (i >= 2 ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const named = rows.filter((r) => r.clinic !== '(no clinic)').reduce((n, r) => n + r.requests, 0);
  return [
    `Requests received from ${since} to ${until}, by clinic and partner page:`,
    ...(rows.length ? [line(header), ...cells.map(line)] : ['(none)']),
    `${inPeriod} ${inPeriod === 1 ? 'request' : 'requests'}, ${named} naming a clinic`,
    '',
  ].join('\n');
}
