/**
 * The compact index of every clinic (name, place, position, hands, languages), as one file the finder fetches when it
 * is first used, and the form it takes in memory (columns, typed arrays) for searching, sorting and the map. Details
 * (street, phone, website, hours) come in shards, a hundred clinics each, when their rows are on screen.
 */
import { type ProductId } from '../products.js';
import type { Clinic } from './clinic.js';
/** What a browser fetches first (small, revalidated): which version of the data to fetch, and how it is cut. */
export interface ClinicManifest {
    format: 1;
    /** Changes with any change of the published data; the index and shards are fetched under it and never change. */
    version: string;
    count: number;
    /** Whether these are the repository's fictional sample clinics (the finder says so). */
    sample: boolean;
    /**
     * The countries (ISO codes, lower case, sorted) of the clinics that accept requests: where a request may go, which the
     * privacy notice lists. Absent in a manifest published before it existed.
     */
    countries?: readonly string[];
    /** Clinics per details shard, by position: shard k holds positions k·shardSize to (k+1)·shardSize − 1. */
    shardSize: number;
    /** How many shards hold clinics by their id's hash (for one clinic alone, without the index). */
    idShards: number;
}
/**
 * The index file: a JSON array written a line per element, so that a browser can parse it a line at a time (the
 * whole at once held a visitor's key up for over 100 ms on a slow phone). The first line is the head; each next
 * line holds the columns of a slice of clinics, in the file's order.
 */
export interface ClinicIndexHead {
    manifest: ClinicManifest;
    hands: readonly string[];
    languages: readonly string[];
    countries: readonly string[];
}
/** One slice of the index file: one array per column, a row per clinic. */
export interface ClinicIndexSlice {
    id: string[];
    name: string[];
    city: string[];
    region: string[];
    postalCode: string[];
    /** Other names of the place, `;`-joined. */
    aliases: string[];
    /** Positions in `countries`. */
    country: number[];
    /** Degrees × 10⁴ (about 11 m). */
    lat: number[];
    lon: number[];
    /** Bits over `hands`. */
    hand: number[];
    /** Positions in `languages`, each clinic's `;`-joined ("0;3"). */
    language: string[];
}
/** The index in memory. */
export interface ClinicIndex {
    manifest: ClinicManifest;
    count: number;
    ids: readonly string[];
    names: readonly string[];
    cities: readonly string[];
    regions: readonly string[];
    postalCodes: readonly string[];
    aliases: readonly string[];
    /** Country codes, one per distinct country, and each clinic's position in it. */
    countryCodes: readonly string[];
    country: Uint16Array;
    lat: Float64Array;
    lon: Float64Array;
    /** Bit i: the clinic fits productIds[i]. */
    hands: Uint8Array;
    /** Language codes, one per distinct language, and each clinic's positions in it (`languageStart` to the next). */
    languageCodes: readonly string[];
    languageOf: Uint16Array;
    languageStart: Uint32Array;
    /** Position of an id. */
    positionOf: ReadonlyMap<string, number>;
}
/** Clinics per line of the index file: a line parses in a few milliseconds on a slow phone. */
export declare const indexSliceSize = 1000;
/** The index file of clinics (in their order), as its text. */
export declare function writeIndexFile(manifest: ClinicManifest, clinics: readonly Clinic[], slice?: number): string;
/** The index in memory, from its file's text, at once (a server, a build). */
export declare function readIndexFile(text: string): ClinicIndex;
/**
 * A task of its own for what follows: a key pressed meanwhile is answered first (`scheduler.yield` where the browser
 * has it, which then goes on before other waiting work; a timer elsewhere).
 */
export declare const nextTask: () => Promise<void>;
/** The index in memory, from its file's text, a line (a slice of clinics) per task: keys pressed meanwhile go first. */
export declare function readIndexFileInSlices(text: string, between?: typeof nextTask): Promise<ClinicIndex>;
/** The language codes a clinic's staff speak, in the file's order. */
export declare function languagesAt(index: ClinicIndex, position: number): string[];
/** The hands a clinic fits, in the products' order. */
export declare const handsAt: (index: ClinicIndex, position: number) => ProductId[];
/** The shard of details a position is in. */
export declare const shardOf: (manifest: ClinicManifest, position: number) => number;
/** The shard of clinics by id an id is in (FNV-1a, so every side computes the same). */
export declare function idShardOf(manifest: ClinicManifest, id: string): number;
