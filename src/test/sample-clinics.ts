/** The repository's sample clinics, read and published as the server does (tests only; Node). */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publish } from '../content/clinics/published';
import { readClinicsCsv } from '../content/clinics/read-csv';

// A path, not a URL: happy-dom's URL is not the one node:fs takes.
export const sampleClinicsFile = join(dirname(fileURLToPath(import.meta.url)), '../content/clinics/sample.csv');

let published: ReturnType<typeof publish> | undefined;

export function sampleClinics() {
  if (!published) {
    const { clinics, problems } = readClinicsCsv(readFileSync(sampleClinicsFile, 'utf8'));
    if (problems.length) throw new Error(`the sample clinics have problems: ${JSON.stringify(problems)}`);
    published = publish(clinics);
  }
  return published;
}

/**
 * Answers the browser's fetches of `/phx/clinics/…` with these published clinics, as the company site would; every
 * address asked for is kept in `asked`.
 */
export function serveClinics(published = sampleClinics(), asked: string[] = []) {
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    asked.push(url.pathname);
    const path = url.pathname.replace(/^.*\/phx\/clinics\//, '');
    const text = published.files.get(path);
    return text === undefined
      ? new Response('not found', { status: 404 })
      : new Response(text, { headers: { 'Content-Type': 'application/json' } });
  };
  globalThis.fetch = fetch as typeof globalThis.fetch;
  return asked;
}
