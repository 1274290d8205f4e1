/**
 * `npm run clinics -- <command>`: the partner clinics file (docs/clinics.md).
 *   check [FILE]            reads FILE (default: PHX_CLINICS_FILE, else the sample) and prints every problem by line;
 *                           exit 1 when there is one. Nothing is started.
 *   publish DIR [FILE] [--copy COPY]
 *                           writes the files browsers fetch (manifest.json, <version>/…) into DIR (the build's
 *                           dist/cdn/clinics, which the static export carries), and FILE itself to COPY (the build's
 *                           dist/server/clinics.csv, which a server without src/ reads)
 *   generate COUNT [FILE]   writes COUNT fictional clinics (a bench's 10,000), to FILE or standard output
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ClinicsFileError, clinicsFileFrom, readClinicsFile } from '../server/clinics/directory.ts';
import { generatedClinics } from '../src/test/generated-clinics.ts';

const [command, ...rest] = process.argv.slice(2);
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

function read(file: string) {
  try {
    return readClinicsFile(file);
  } catch (error) {
    if (error instanceof ClinicsFileError) return fail(error.message);
    throw error;
  }
}

if (command === 'check') {
  const file = rest[0] ?? clinicsFileFrom(process.env);
  const { data } = read(file);
  const { count, sample } = data.manifest;
  const countries = data.index.countryCodes.length;
  console.log(
    `${file}: ${count} clinics in ${countries} ${countries === 1 ? 'country' : 'countries'}, no problem${sample ? ' (sample data: every address is on an example domain)' : ''}.`,
  );
} else if (command === 'publish' && rest[0]) {
  const copyAt = rest.indexOf('--copy');
  const copy = copyAt >= 0 ? rest.splice(copyAt, 2)[1] : undefined;
  const [dir, file = clinicsFileFrom(process.env)] = rest;
  const { files, data } = read(file);
  // The file itself for a server started without src/ (a production install): it serves what the build published.
  if (copy) {
    mkdirSync(dirname(copy), { recursive: true });
    copyFileSync(file, copy);
  }
  rmSync(dir, { recursive: true, force: true });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  console.log(
    `${dir}: ${data.manifest.count} clinics from ${file}, ${files.size} files (version ${data.manifest.version})`,
  );
} else if (command === 'generate' && Number(rest[0]) > 0) {
  const csv = generatedClinics(Number(rest[0]));
  if (rest[1]) writeFileSync(rest[1], csv);
  else process.stdout.write(csv);
} else {
  fail('usage: npm run clinics -- check [FILE] | publish DIR [FILE] | generate COUNT [FILE]');
}
