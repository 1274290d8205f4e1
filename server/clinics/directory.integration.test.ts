// @vitest-environment node
import { mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startChildServer, startFailing } from '../../test/server/child-server.ts';
import { waitFor } from '../../src/test/wait.ts';
import { type ClinicDirectory, ClinicsFileError, openClinicDirectory, sampleClinicsFile } from './directory.ts';

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
const opened = (file: string, log: string[] = []) => {
  const directory = openClinicDirectory({ file, log: (line) => log.push(line) });
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
    expect(log.find((line) => line.includes('line 27'))).toContain('the clinics read before stay');
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
