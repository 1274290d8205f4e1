/**
 * The clinics as they are published (server and build side): the files a browser fetches — a small manifest, the
 * compact index, and the details in shards — and the same data in memory for server rendering and for the receiver's
 * lookup of a clinic by id. Made from the records of the clinics file (read-csv.ts); nothing here is secret but
 * `lookup`'s answer (where requests go), which is never written into a file.
 */
import { createHash } from 'node:crypto';
import type { Clinic } from './clinic';
import { type ClinicIndex, type ClinicManifest, idShardOf, readIndexFile, writeIndexFile } from './index-file';
import type { ClinicRecord } from './read-csv';

/** Clinics per details shard: about 10 KB gzip, a screen of rows or two. */
export const shardSize = 100;

/** The clinics as a server renders them: everything a page shows, at hand without a fetch. */
export interface ClinicData {
  manifest: ClinicManifest;
  index: ClinicIndex;
  /** Every clinic, by position (the file's order). */
  clinics: readonly Clinic[];
  byId(id: string): Clinic | undefined;
}

/** The files under the published folder (`/phx/clinics/` on the site), by path, and their text. */
export type ClinicFiles = ReadonlyMap<string, string>;

/** What the receiver learns of a clinic a request names (issue #33): an unknown or retired id says so. */
export type ClinicLookup =
  | {
      known: true;
      id: string;
      name: string;
      /** Whether the clinic accepts requests through us; `contact` is where they go when it does. */
      acceptsRequests: boolean;
      contact?: { email: string } | { webhook: string };
      /** Its staff's languages, the first its main one (ISO 639-1): a request's e-mail is in one of them. */
      languages: readonly string[];
      country: string;
    }
  | { known: false; id: string };

/** The repository's sample, or any file whose every address is on a domain reserved for examples (RFC 2606). */
export function isSampleData(clinics: readonly Clinic[]): boolean {
  const hosts = clinics.flatMap((clinic) => [
    ...(clinic.website ? [new URL(clinic.website).hostname] : []),
    ...(clinic.email ? [clinic.email.split('@')[1]] : []),
  ]);
  const reserved = (host: string) =>
    /(^|\.)(example\.(com|net|org)|example|invalid|test|localhost)$/i.test(host.replace(/\.$/, ''));
  return hosts.length > 0 && hosts.every(reserved);
}

const publicClinic = ({ requests: _requests, ...clinic }: ClinicRecord): Clinic => clinic;

/** The published data of a clinics file's records (which read-csv.ts found without a problem). */
export function publish(records: readonly ClinicRecord[]): {
  data: ClinicData;
  files: ClinicFiles;
  lookup: (id: string) => ClinicLookup;
} {
  const clinics = records.map(publicClinic);
  const version = createHash('sha256')
    .update(JSON.stringify([1, clinics]))
    .digest('hex')
    .slice(0, 12);
  const manifest: ClinicManifest = {
    format: 1,
    version,
    count: clinics.length,
    sample: isSampleData(clinics),
    countries: [...new Set(clinics.filter((clinic) => clinic.acceptsRequests).map((clinic) => clinic.country))].sort(),
    shardSize,
    idShards: Math.max(1, Math.ceil(clinics.length / shardSize)),
  };
  const indexFile = writeIndexFile(manifest, clinics);
  const index = readIndexFile(indexFile);
  const byId = new Map(records.map((record, position) => [record.id, { record, clinic: clinics[position] }]));

  const files = new Map<string, string>();
  files.set('manifest.json', JSON.stringify(manifest));
  files.set(`${version}/index.json`, indexFile);
  for (let start = 0, shard = 0; start < clinics.length; start += shardSize, shard++)
    files.set(`${version}/shard-${shard}.json`, JSON.stringify(clinics.slice(start, start + shardSize)));
  const idShards: Record<string, Clinic>[] = Array.from({ length: manifest.idShards }, () => ({}));
  for (const clinic of clinics) idShards[idShardOf(manifest, clinic.id)][clinic.id] = clinic;
  for (const [i, shard] of idShards.entries()) files.set(`${version}/id-${i}.json`, JSON.stringify(shard));

  const lookup = (id: string): ClinicLookup => {
    const found = byId.get(id)?.record;
    if (!found) return { known: false, id };
    return {
      known: true,
      id,
      name: found.name,
      acceptsRequests: found.acceptsRequests,
      ...(found.requests ? { contact: found.requests } : {}),
      languages: found.languages,
      country: found.country,
    };
  };
  return { data: { manifest, index, clinics, byId: (id) => byId.get(id)?.clinic }, files, lookup };
}
