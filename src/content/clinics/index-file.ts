/**
 * The compact index of every clinic (name, place, position, hands, languages), as one file the finder fetches when it
 * is first used, and the form it takes in memory (columns, typed arrays) for searching, sorting and the map. Details
 * (street, phone, website, hours) come in shards, a hundred clinics each, when their rows are on screen.
 */
import { type ProductId, productIds } from '../products';
import type { Clinic } from './clinic';

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

/** The index file's JSON: one array per column, a row per clinic, in the file's order. */
export interface ClinicIndexFile {
  manifest: ClinicManifest;
  hands: readonly string[];
  languages: readonly string[];
  countries: readonly string[];
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

const scale = 1e4;

/** The index file of clinics (in their order). */
export function writeIndexFile(manifest: ClinicManifest, clinics: readonly Clinic[]): ClinicIndexFile {
  const countries = [...new Set(clinics.map((c) => c.country))];
  // The most spoken first: a filter's options follow this order.
  const counts = new Map<string, number>();
  for (const clinic of clinics) for (const code of clinic.languages) counts.set(code, (counts.get(code) ?? 0) + 1);
  const languages = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
  return {
    manifest,
    hands: productIds,
    languages,
    countries,
    id: clinics.map((c) => c.id),
    name: clinics.map((c) => c.name),
    city: clinics.map((c) => c.city),
    region: clinics.map((c) => c.region),
    postalCode: clinics.map((c) => c.postalCode),
    aliases: clinics.map((c) => c.aliases.join(';')),
    country: clinics.map((c) => countries.indexOf(c.country)),
    lat: clinics.map((c) => Math.round(c.lat * scale)),
    lon: clinics.map((c) => Math.round(c.lon * scale)),
    hand: clinics.map((c) => c.hands.reduce((bits, hand) => bits | (1 << productIds.indexOf(hand)), 0)),
    language: clinics.map((c) => c.languages.map((code) => languages.indexOf(code)).join(';')),
  };
}

/** The index in memory, from its file. */
export function readIndexFile(file: ClinicIndexFile): ClinicIndex {
  const count = file.id.length;
  // Hands as the file numbers them, as this code's bits (a hand the code no longer knows is dropped).
  const handBit = file.hands.map((id) => productIds.indexOf(id as ProductId));
  const hands = new Uint8Array(count);
  const lat = new Float64Array(count);
  const lon = new Float64Array(count);
  const languageStart = new Uint32Array(count + 1);
  const languageOf: number[] = [];
  const positionOf = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    let bits = 0;
    for (let b = 0; b < handBit.length; b++) if (file.hand[i] & (1 << b) && handBit[b] >= 0) bits |= 1 << handBit[b];
    hands[i] = bits;
    lat[i] = file.lat[i] / scale;
    lon[i] = file.lon[i] / scale;
    languageStart[i] = languageOf.length;
    for (const part of file.language[i].split(';')) if (part) languageOf.push(Number(part));
    positionOf.set(file.id[i], i);
  }
  languageStart[count] = languageOf.length;
  return {
    manifest: file.manifest,
    count,
    ids: file.id,
    names: file.name,
    cities: file.city,
    regions: file.region,
    postalCodes: file.postalCode,
    aliases: file.aliases,
    countryCodes: file.countries,
    country: Uint16Array.from(file.country),
    lat,
    lon,
    hands,
    languageCodes: file.languages,
    languageOf: Uint16Array.from(languageOf),
    languageStart,
    positionOf,
  };
}

/** The language codes a clinic's staff speak, in the file's order. */
export function languagesAt(index: ClinicIndex, position: number): string[] {
  const codes: string[] = [];
  for (let j = index.languageStart[position]; j < index.languageStart[position + 1]; j++)
    codes.push(index.languageCodes[index.languageOf[j]]);
  return codes;
}

/** The hands a clinic fits, in the products' order. */
export const handsAt = (index: ClinicIndex, position: number): ProductId[] =>
  productIds.filter((_, bit) => index.hands[position] & (1 << bit));

/** The shard of details a position is in. */
export const shardOf = (manifest: ClinicManifest, position: number) => Math.floor(position / manifest.shardSize);

/** The shard of clinics by id an id is in (FNV-1a, so every side computes the same). */
export function idShardOf(manifest: ClinicManifest, id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % manifest.idShards;
}
