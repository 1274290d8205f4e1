// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { StoredInquiry } from '../server/store/store';
import { toCsv, toList } from './inquiries';

const record = (over: Partial<StoredInquiry> = {}): StoredInquiry => ({
  id: 'id-1',
  receivedAt: '2025-01-02T03:04:05.000Z',
  idempotencyKey: 'key-1',
  name: 'Ada Example',
  email: 'ada@example.com',
  phone: '',
  inquiry: 'consultation',
  subject: 'Fitting',
  message: 'Please call.',
  pageUrl: 'http://x/contact',
  lang: null,
  clinic: null,
  ...over,
});

// Anything a terminal acts on instead of showing: C0, DEL, C1 and the bidi controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const controls = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('npm run inquiries', () => {
  it('shows each inquiry as a block of labelled lines, then the count', () => {
    const lines = toList([record()]).trimEnd().split('\n');
    expect(lines[0]).toBe('Inquiry 1 of 1');
    expect(lines).toContain('  name:      Ada Example');
    expect(lines).toContain('  subject:   Fitting');
    expect(lines.at(-1)).toBe('1 inquiry');
  });

  it('shows the language an inquiry was sent in, and no language line when there is none', () => {
    expect(toList([record({ lang: 'de' })])).toContain('  language:  de\n');
    expect(toList([record()])).not.toContain('language');
  });

  it('shows ANSI escapes, C1 controls, DEL and bidi overrides as visible escapes', () => {
    const out = toList([
      record({ name: '\x1b[31mRed\x1b[0m', subject: 'csi\x9b2J del\x7f', message: 'abc\u202edcba \u2066x\u2069' }),
    ]);
    expect(out).not.toMatch(controls);
    expect(out).toContain('  name:      \\x1b[31mRed\\x1b[0m');
    expect(out).toContain('\\u202e');
  });

  it('cannot be made to show a second inquiry or a false count by a value with line breaks', () => {
    const forged = 'Eve\n\nInquiry 2 of 2\n  name:      Mallory\r\n\n2 inquiries';
    const lines = toList([record({ name: forged, message: forged })])
      .trimEnd()
      .split('\n');
    expect(lines.filter((l) => l.startsWith('Inquiry '))).toEqual(['Inquiry 1 of 1']);
    expect(lines.at(-1)).toBe('1 inquiry');
    expect(lines).not.toContain('2 inquiries');
  });

  it('shows and exports the clinic a consultation was asked at, and no clinic line when there is none', () => {
    expect(toList([record({ clinic: 'isar-prothetik' })])).toContain('  clinic:    isar-prothetik\n');
    expect(toList([record()])).not.toContain('clinic');
    const [header, row] = toCsv([record({ clinic: 'isar-prothetik' })]).split('\r\n');
    expect(header).toContain(',lang,clinic,');
    expect(row).toContain(',isar-prothetik,');
  });

  it('exports the language in CSV and keeps formulas defused', () => {
    const csv = toCsv([record({ lang: 'de', name: '=HYPERLINK("x")' })]);
    expect(csv.split('\r\n')[0]).toContain(',lang,');
    expect(csv).toContain(',de,');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('lists a store whose old lines are null, 42, {}, [] or garbage, and says it skipped them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'phx-inquiries-'));
    const good = JSON.stringify({ ...record(), lang: undefined });
    writeFileSync(join(dir, 'inquiries.jsonl'), ['null', '42', '{}', '[]', 'garbage', good, ''].join('\n'));
    const script = fileURLToPath(new URL('./inquiries.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, '--data', dir], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Inquiry 1 of 1');
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('1 inquiry');
    expect(run.stderr).toContain('skipped 5 lines');
  });
});
