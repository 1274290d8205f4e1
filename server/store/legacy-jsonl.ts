/**
 * Reads the JSON-lines file that earlier versions of the demo server stored inquiries in, so that the SQLite
 * store can import it once. Every line is checked: anything that is not an inquiry is skipped and counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { recordFrom } from '../../src/inquiry/record.ts';
import type { StoredInquiry } from './store.ts';

interface LegacyFile {
  records: StoredInquiry[];
  /** 1-based numbers of the non-empty lines that held no inquiry. */
  skippedLines: number[];
}

/** The inquiry a parsed line holds, or null when it is not one (null, a number, an array, a record without id). */
const inquiryFrom = recordFrom;

const parse = (line: string) => {
  try {
    return inquiryFrom(JSON.parse(line));
  } catch {
    return null;
  }
};

/**
 * The inquiry on one line. An old write torn by a full disk left a partial record with the next (acknowledged)
 * record glued onto it, so a line that does not parse is searched for a whole record that starts inside it.
 */
function inquiryOnLine(line: string): StoredInquiry | null {
  const whole = parse(line);
  if (whole) return whole;
  for (let at = line.indexOf('{"id":', 1); at > 0; at = line.indexOf('{"id":', at + 1)) {
    const glued = parse(line.slice(at));
    if (glued) return glued;
  }
  return null;
}

export function readLegacyFile(file: string): LegacyFile {
  const found: LegacyFile = { records: [], skippedLines: [] };
  if (!existsSync(file)) return found;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!line.trim()) return;
      const record = inquiryOnLine(line);
      if (record) found.records.push(record);
      else found.skippedLines.push(index + 1);
    });
  return found;
}
