// @vitest-environment node
/**
 * A clinics file of 3,000 clinics rewritten in place, in chunks, while patients share requests with a clinic near its
 * end: the server never takes the half-written file, so every share reaches the clinic.
 */
import Database from 'better-sqlite3';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { privacyNotice } from '../../src/content/privacy-notice.ts';
import { SqliteOutbox } from '../store/sqlite/outbox.ts';
import { startSmtp, type TestSmtp } from '../../test/server/smtp.ts';
import { inquiry, post, startServer } from '../../test/server/test-server.ts';
import { waitFor } from '../../src/test/wait.ts';
import { type DirectoryOptions, openClinicDirectory, sampleClinicsFile } from './directory.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());

const [header, hudson] = readFileSync(sampleClinicsFile, 'utf8').split('\n');
/** 3,000 clinics, each a copy of the sample's first under its own id, taking requests at the same address. */
const clinicsFile = () =>
  `${[header, ...Array.from({ length: 3000 }, (_, i) => hudson.replace(/^hudson-limb-center,Hudson Limb Center/, `clinic-${i},Clinic ${i}`))].join('\n')}\n`;

/** Rewrites the file in place, `chunks` pieces of whole lines, calling `between` after each (a slow writer). */
async function rewriteInChunks(file: string, text: string, chunks: number, between: (chunk: number) => Promise<void>) {
  const lines = text.split(/(?<=\n)/);
  const size = Math.ceil(lines.length / chunks);
  const fd = openSync(file, 'w');
  try {
    for (let chunk = 0; chunk < chunks; chunk++) {
      writeSync(fd, lines.slice(chunk * size, (chunk + 1) * size).join(''));
      await between(chunk);
    }
  } finally {
    closeSync(fd);
  }
}

async function rewriteWhileSharing(options: Partial<DirectoryOptions> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'phx-clinics-'));
  const file = join(dir, 'clinics.csv');
  const text = clinicsFile();
  writeFileSync(file, text);
  const log: string[] = [];
  const clinics = openClinicDirectory({ file, log: (line, level) => log.push(`${level} ${line}`), ...options });
  const server = await startServer({
    clinics,
    delivery: { mail: { smtpUrl: smtp.url, to: ['team@phx.example'], from: 'site@phx.example' }, retentionDays: 365 },
    deliveryTuning: { pollMs: 50 },
  });
  const db = () => new Database(join(server.dataDir, 'inquiries.db'), { readonly: true });
  const clinicRow = (id: string) => {
    const open = db();
    try {
      return new SqliteOutbox(open).list().find((d) => d.inquiryId === id && d.kind === 'clinic');
    } finally {
      open.close();
    }
  };
  const shared: string[] = [];
  // After each chunk a patient shares a request with clinic-2990, and the writer goes on once it was decided.
  await rewriteInChunks(file, text, 10, async (chunk) => {
    const answer = await post(
      server.url,
      inquiry({
        name: `Share ${chunk}`,
        clinic: 'clinic-2990',
        consents: ['health', 'clinic'],
        privacyNotice: privacyNotice.version,
      }),
    );
    const { id } = (await answer.json()) as { id: string };
    shared.push(id);
    await waitFor(() => ['sent', 'withheld'].includes(clinicRow(id)?.state ?? ''), 45_000, 'the share decided');
  });
  const states = shared.map((id) => `${clinicRow(id)?.state} ${clinicRow(id)?.lastError ?? ''}`.trim());
  clinics.close();
  return { states, log };
}

describe('a clinics file rewritten in place in chunks', () => {
  it('loses no share to a clinic near its end, and never publishes the half-written file', async () => {
    const { states, log } = await rewriteWhileSharing();
    expect(states).toEqual(Array(10).fill('sent'));
    expect(log.filter((line) => /^info clinics: \d+ from/.test(line))).toEqual([]);
  });

  it('refuses, with an error line, the lists that would drop more than a tenth, when read half-written', async () => {
    // A writer slower than the wait for a still file: read after every chunk.
    const { states, log } = await rewriteWhileSharing({ settleMs: 0 });
    expect(states.slice(0, 8)).toEqual(Array(8).fill('sent'));
    expect(log.some((line) => /^error clinics: .* would drop \d+ of the 3000 clinics/.test(line))).toBe(true);
  });
});
