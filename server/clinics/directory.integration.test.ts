// @vitest-environment node
import { mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startChildServer, startFailing } from '../../test/server/child-server.ts';
import { waitFor } from '../../src/test/wait.ts';
import {
  type ClinicDirectory,
  ClinicsFileError,
  type DirectoryOptions,
  openClinicDirectory,
  sampleClinicsFile,
} from './directory.ts';

const sample = readFileSync(sampleClinicsFile, 'utf8');
const [header, ...rows] = sample.trim().split('\n');
const folder = () => mkdtempSync(join(tmpdir(), 'phx-clinics-'));
const fileWith = (lines: string[], dir = folder()) => {
  const file = join(dir, 'clinics.csv');
  writeFileSync(file, `${[header, ...lines].join('\n')}\n`);
  return file;
};
/** The sample's rows with one more clinic, a copy of the first under another id. */
const oneMore = () => [...rows, rows[0].replace(/^hudson-limb-center,Hudson Limb Center/, 'new-clinic,New Clinic')];

const open: ClinicDirectory[] = [];
afterEach(() => {
  for (const directory of open.splice(0)) directory.close();
});
/** A directory on `file`; its log lines, each after its level (`error clinics: …`). */
const opened = (file: string, log: string[] = [], over: Partial<DirectoryOptions> = {}) => {
  const directory = openClinicDirectory({ file, log: (line, level) => log.push(`${level} ${line}`), ...over });
  open.push(directory);
  return directory;
};

describe('the server’s clinics', () => {
  it('refuses a file with a bad row, naming its line and column', () => {
    const file = fileWith([rows[0], rows[1].replace(',40.69102,', ',140.69102,'), rows[2]]);
    expect(() => opened(file)).toThrow(ClinicsFileError);
    expect(() => opened(file)).toThrow(/clinics\.csv, line 3: latitude \("140\.69102"\) must be between -90 and 90/);
  });

  it('reads the file again when it changes (also when it is replaced), without a restart', async () => {
    const dir = folder();
    const file = fileWith(rows, dir);
    const directory = opened(file);
    expect(directory.data().manifest.count).toBe(25);
    // As a deployment replaces a file: another one renamed over it.
    writeFileSync(join(dir, 'next.csv'), `${[header, ...oneMore()].join('\n')}\n`);
    renameSync(join(dir, 'next.csv'), file);
    await waitFor(() => directory.data().manifest.count === 26, 10_000, 'the new clinic');
    expect(directory.lookup('new-clinic')).toMatchObject({ known: true, name: 'New Clinic' });
  });

  it('keeps the clinics it has when the changed file has a problem, and says why in its log', async () => {
    const log: string[] = [];
    const file = fileWith(rows);
    const directory = opened(file, log);
    writeFileSync(file, `${[header, ...oneMore().slice(0, -1), 'broken-row,Only a name'].join('\n')}\n`);
    await waitFor(() => log.some((line) => line.includes('line 27')), 10_000, 'the refusal in the log');
    expect(directory.data().manifest.count).toBe(25);
    expect(log.find((line) => line.includes('line 27'))).toMatch(/^error clinics: .*the clinics read before stay/s);
  });

  it('refuses a reload that would drop more than a tenth of the clinics, unless asked (SIGHUP)', async () => {
    const log: string[] = [];
    const file = fileWith(rows);
    const directory = opened(file, log, { watch: false, settleMs: 10 });
    writeFileSync(file, `${[header, ...rows.slice(0, 22)].join('\n')}\n`);
    expect(await directory.reload()).toBe(false);
    expect(directory.data().manifest.count).toBe(25);
    expect(log).toContain(
      `error clinics: ${file} would drop 3 of the 25 clinics (more than a tenth): refused, the clinics read before stay until the file is fixed. If it is meant, send SIGHUP (or set PHX_CLINICS_ALLOW_DROP=1).`,
    );
    expect(await directory.reload({ allowDrop: true })).toBe(true);
    expect(directory.data().manifest.count).toBe(22);
  });

  it('takes a reload that drops a tenth of the clinics or fewer', async () => {
    const file = fileWith(rows);
    const directory = opened(file, [], { watch: false, settleMs: 10 });
    writeFileSync(file, `${[header, ...rows.slice(0, 23)].join('\n')}\n`);
    expect(await directory.reload()).toBe(true);
    expect(directory.data().manifest.count).toBe(23);
  });

  it('takes every clinic when PHX_CLINICS_ALLOW_DROP allows dropping many', async () => {
    const file = fileWith(rows);
    const directory = opened(file, [], { watch: false, settleMs: 10, allowDrop: true });
    writeFileSync(file, `${[header, ...rows.slice(0, 5)].join('\n')}\n`);
    expect(await directory.reload()).toBe(true);
    expect(directory.data().manifest.count).toBe(5);
  });

  it('answers the receiver’s lookup: name, contact, whether it takes requests, languages; unknown ids as unknown', () => {
    const directory = opened(fileWith(rows));
    expect(directory.lookup('isar-prothetik')).toEqual({
      known: true,
      id: 'isar-prothetik',
      name: 'Isar Prothetik',
      acceptsRequests: true,
      contact: { email: 'praxis@isar-prothetik.example.com' },
      languages: ['de', 'en'],
      country: 'de',
    });
    expect(directory.lookup('harbor-limb-lab')).toMatchObject({ known: true, acceptsRequests: false });
    expect(directory.lookup('harbor-limb-lab')).not.toHaveProperty('contact');
    expect(directory.lookup('closed-clinic')).toEqual({ known: false, id: 'closed-clinic' });
  });
});

describe('the server process and its clinics file', { timeout: 60_000 }, () => {
  it('does not start with a bad row in the clinics file, and says which line', async () => {
    const file = fileWith([rows[0], rows[1].replace(',us,', ',usa,')]);
    const { code, output } = await startFailing({ PHX_CLINICS_FILE: file });
    expect(code).toBe(1);
    expect(output).toContain('clinics.csv, line 3: country ("usa") is not a two-letter ISO 3166 country code');
  });

  it('reads the clinics file again on SIGHUP, and serves the new clinics without a restart', async () => {
    const dir = folder();
    const file = fileWith(rows, dir);
    const server = await startChildServer({ PHX_CLINICS_FILE: file });
    try {
      const count = async () => (await (await fetch(`${server.url}/phx/clinics/manifest.json`)).json()).count;
      expect(await count()).toBe(25);
      // Written elsewhere and moved in place, then a signal: what an operator's deployment does.
      writeFileSync(join(dir, 'next.csv'), `${[header, ...oneMore()].join('\n')}\n`);
      renameSync(join(dir, 'next.csv'), file);
      process.kill(server.pid, 'SIGHUP');
      // Each answer awaited before the next question: no request is left open when the server stops.
      await waitFor(async () => (await count()) === 26, 10_000, 'the 26th clinic');
      expect(server.alive()).toBe(true);
      expect(server.output()).toContain('SIGHUP');
    } finally {
      await server.stop();
    }
  });
});
