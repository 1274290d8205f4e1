/**
 * Opening hours as schema.org's `openingHours` text writes them ("Mo-Fr 08:00-18:00; Sa 09:00-13:00"): what the
 * clinics file's optional `openingHours` column holds. Pure, so the check and the server read it alike.
 */
import { type OpeningHours, type Weekday, weekdays } from './clinic';

const time = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The days one entry names: "Mo-Fr", "Mo,We,Fr", "Sa", "Mo-We,Fr" (a range may wrap: "Su-Th"). */
function daysOf(text: string): Weekday[] | string {
  const days = new Set<Weekday>();
  for (const part of text.split(',')) {
    const [from, to = from, extra] = part.split('-');
    const start = weekdays.indexOf(from as Weekday);
    const end = weekdays.indexOf(to as Weekday);
    if (start < 0 || end < 0 || extra !== undefined)
      return `"${part}" is not a day or a range of days (Mo, Tu, We, Th, Fr, Sa, Su)`;
    for (let day = start; ; day = (day + 1) % 7) {
      days.add(weekdays[day]);
      if (day === end) break;
    }
  }
  return weekdays.filter((day) => days.has(day));
}

/** The entries of an `openingHours` text, or why it cannot be read. "" is no hours known. */
export function readOpeningHours(text: string): OpeningHours[] | { problem: string } {
  const entries: OpeningHours[] = [];
  for (const entry of text
    .split(';')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [dayText, hoursText, extra] = entry.split(/\s+/);
    const [opens, closes] = (hoursText ?? '').split('-');
    if (extra !== undefined || !time.test(opens ?? '') || !time.test(closes ?? ''))
      return { problem: `"${entry}" is not days and hours such as "Mo-Fr 08:00-18:00"` };
    if (closes <= opens) return { problem: `"${entry}" closes before it opens` };
    const days = daysOf(dayText);
    if (typeof days === 'string') return { problem: days };
    entries.push({ days, opens, closes });
  }
  return entries;
}

/**
 * Consecutive days as ranges, for people: ["Mo","Tu","We","Fr"] → [["Mo","We"],["Fr","Fr"]]; a week that wraps
 * stays one range: ["Mo","Tu","We","Th","Su"] → [["Su","Th"]].
 */
export function dayRanges(days: readonly Weekday[]): [Weekday, Weekday][] {
  const ranges: [Weekday, Weekday][] = [];
  for (const day of days) {
    const last = ranges[ranges.length - 1];
    if (last && weekdays.indexOf(day) === weekdays.indexOf(last[1]) + 1) last[1] = day;
    else ranges.push([day, day]);
  }
  const [first, last] = [ranges[0], ranges[ranges.length - 1]];
  if (ranges.length > 1 && first[0] === 'Mo' && last[1] === 'Su') return [[last[0], first[1]], ...ranges.slice(1, -1)];
  return ranges;
}
