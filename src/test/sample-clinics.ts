/** The repository's sample clinics, read and published as the server does (tests only; Node). */
import { readFileSync } from 'node:fs';
import { publish } from '../content/clinics/published';
import { readClinicsCsv } from '../content/clinics/read-csv';

export const sampleClinicsFile = new URL('../content/clinics/sample.csv', import.meta.url);

let published: ReturnType<typeof publish> | undefined;

export function sampleClinics() {
  if (!published) {
    const { clinics, problems } = readClinicsCsv(readFileSync(sampleClinicsFile, 'utf8'));
    if (problems.length) throw new Error(`the sample clinics have problems: ${JSON.stringify(problems)}`);
    published = publish(clinics);
  }
  return published;
}
