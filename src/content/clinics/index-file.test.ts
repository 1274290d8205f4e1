// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generatedClinics } from '../../test/generated-clinics';
import { readIndexFile, readIndexFileInSlices, writeIndexFile } from './index-file';
import { publish } from './published';
import { readClinicsCsv } from './read-csv';

const { data } = publish(readClinicsCsv(generatedClinics(10_000)).clinics);
const text = writeIndexFile(data.manifest, data.clinics);

describe('the clinics index file', () => {
  it('is one JSON document with a line per thousand clinics after its head', () => {
    expect(JSON.parse(text)).toHaveLength(11);
    expect(text.split('\n')).toHaveLength(11);
  });

  it('reads in slices to the same index as read at once, and as written in one slice', async () => {
    const whole = readIndexFile(text);
    expect(whole.count).toBe(10_000);
    expect(await readIndexFileInSlices(text)).toEqual(whole);
    expect(readIndexFile(writeIndexFile(data.manifest, data.clinics, 10_000))).toEqual(whole);
    expect(whole).toEqual(data.index);
  });

  it('gives the main thread a turn between slices', async () => {
    // A task queued again and again, as a visitor's keys would be: each turn it gets comes between two slices.
    let turns = 0;
    let reading = true;
    const turn = () => {
      turns++;
      if (reading) setTimeout(turn);
    };
    setTimeout(turn);
    const index = await readIndexFileInSlices(text);
    reading = false;
    expect(index.count).toBe(10_000);
    expect(turns).toBeGreaterThanOrEqual(10);
  });
});
