import type { Clinic } from './clinic.js';
import { type ClinicIndex, type ClinicManifest } from './index-file.js';
import type { ClinicRecord } from './read-csv.js';
/** Clinics per details shard: about 10 KB gzip, a screen of rows or two. */
export declare const shardSize = 100;
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
export type ClinicLookup = {
    known: true;
    id: string;
    name: string;
    /** Whether the clinic accepts requests through us; `contact` is where they go when it does. */
    acceptsRequests: boolean;
    contact?: {
        email: string;
    } | {
        webhook: string;
    };
    /** Its staff's languages, the first its main one (ISO 639-1): a request's e-mail is in one of them. */
    languages: readonly string[];
    country: string;
} | {
    known: false;
    id: string;
};
/** The repository's sample, or any file whose every address is on a domain reserved for examples (RFC 2606). */
export declare function isSampleData(clinics: readonly Clinic[]): boolean;
/** The published data of a clinics file's records (which read-csv.ts found without a problem). */
export declare function publish(records: readonly ClinicRecord[]): {
    data: ClinicData;
    files: ClinicFiles;
    lookup: (id: string) => ClinicLookup;
};
