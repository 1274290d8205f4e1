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

const scale = 1e4;

/** Clinics per line of the index file: a line parses in a few milliseconds on a slow phone. */
export const indexSliceSize = 1000;

/** The index file of clinics (in their order), as its text. */
export function writeIndexFile(manifest: ClinicManifest, clinics: readonly Clinic[], slice = indexSliceSize): string {
  const countries = [...new Set(clinics.map((c) => c.country))];
  // The most spoken first: a filter's options follow this order.
  const counts = new Map<string, number>();
  for (const clinic of clinics) for (const code of clinic.languages) counts.set(code, (counts.get(code) ?? 0) + 1);
  const languages = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
  const head: ClinicIndexHead = { manifest, hands: productIds, languages, countries };
  const lines = [JSON.stringify(head)];
  for (let start = 0; start < clinics.length; start += slice) {
    const part = clinics.slice(start, start + slice);
    const columns: ClinicIndexSlice = {
      id: part.map((c) => c.id),
      name: part.map((c) => c.name),
      city: part.map((c) => c.city),
      region: part.map((c) => c.region),
      postalCode: part.map((c) => c.postalCode),
      aliases: part.map((c) => c.aliases.join(';')),
      country: part.map((c) => countries.indexOf(c.country)),
      lat: part.map((c) => Math.round(c.lat * scale)),
      lon: part.map((c) => Math.round(c.lon * scale)),
      hand: part.map((c) => c.hands.reduce((bits, hand) => bits | (1 << productIds.indexOf(hand)), 0)),
      language: part.map((c) => c.languages.map((code) => languages.indexOf(code)).join(';')),
    };
    lines.push(JSON.stringify(columns));
  }
  // JSON.stringify writes no line break inside a value: each line is one element.
  return `[${lines.join(',\n')}]`;
}

/** Reads an index file's text a line at a time: `next()` reads one (false when none is left), `index` the result. */
function indexReader(text: string) {
  const lines = text.split('\n');
  const line = (i: number) => JSON.parse(lines[i].slice(i === 0 ? 1 : 0, -1));
  const head: ClinicIndexHead = line(0);
  const count = head.manifest.count;
  // Hands as the file numbers them, as this code's bits (a hand the code no longer knows is dropped).
  const handBit = head.hands.map((id) => productIds.indexOf(id as ProductId));
  const columns = { id: [] as string[], name: [] as string[], city: [] as string[], region: [] as string[] };
  const postalCodes: string[] = [];
  const aliases: string[] = [];
  const country = new Uint16Array(count);
  const hands = new Uint8Array(count);
  const lat = new Float64Array(count);
  const lon = new Float64Array(count);
  const languageStart = new Uint32Array(count + 1);
  const languageOf: number[] = [];
  const positionOf = new Map<string, number>();
  let read = 1;
  let i = 0;
  return {
    next(): boolean {
      if (read >= lines.length) return false;
      const part: ClinicIndexSlice = line(read++);
      for (const key of ['id', 'name', 'city', 'region'] as const) for (const v of part[key]) columns[key].push(v);
      for (let j = 0; j < part.id.length; j++, i++) {
        postalCodes.push(part.postalCode[j]);
        aliases.push(part.aliases[j]);
        country[i] = part.country[j];
        let bits = 0;
        for (let b = 0; b < handBit.length; b++)
          if (part.hand[j] & (1 << b) && handBit[b] >= 0) bits |= 1 << handBit[b];
        hands[i] = bits;
        lat[i] = part.lat[j] / scale;
        lon[i] = part.lon[j] / scale;
        languageStart[i] = languageOf.length;
        for (const code of part.language[j].split(';')) if (code) languageOf.push(Number(code));
        positionOf.set(part.id[j], i);
      }
      return true;
    },
    index(): ClinicIndex {
      languageStart[count] = languageOf.length;
      return {
        manifest: head.manifest,
        count,
        ids: columns.id,
        names: columns.name,
        cities: columns.city,
        regions: columns.region,
        postalCodes,
        aliases,
        countryCodes: head.countries,
        country,
        lat,
        lon,
        hands,
        languageCodes: head.languages,
        languageOf: Uint16Array.from(languageOf),
        languageStart,
        positionOf,
      };
    },
  };
}

/** The index in memory, from its file's text, at once (a server, a build). */
export function readIndexFile(text: string): ClinicIndex {
  const reader = indexReader(text);
  while (reader.next());
  return reader.index();
}

/**
 * A task of its own for what follows: a key pressed meanwhile is answered first (`scheduler.yield` where the browser
 * has it, which then goes on before other waiting work; a timer elsewhere).
 */
export const nextTask = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve));

/** The index in memory, from its file's text, a line (a slice of clinics) per task: keys pressed meanwhile go first. */
export async function readIndexFileInSlices(text: string, between = nextTask): Promise<ClinicIndex> {
  const reader = indexReader(text);
  do await between();
  while (reader.next());
  return reader.index();
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
