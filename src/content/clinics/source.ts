/**
 * Where the browser gets the clinics: the published folder (`clinics/` beside the bundle on the company site, or in
 * a static export), fetched a piece at a time — the manifest, the compact index when the finder is first used, a
 * shard of details when its clinics are on screen. On a server everything is at hand (`sourceOf` a ClinicData).
 */
import type { Clinic } from './clinic';
import { type ClinicIndex, type ClinicManifest, idShardOf, readIndexFileInSlices, shardOf } from './index-file';

export interface ClinicSource {
  manifest(): Promise<ClinicManifest>;
  manifestIfLoaded(): ClinicManifest | undefined;
  index(): Promise<ClinicIndex>;
  indexIfLoaded(): ClinicIndex | undefined;
  /** The clinic at a position of the index, once its shard is here (`loadAt` fetches it). */
  clinicAt(position: number): Clinic | undefined;
  loadAt(position: number): Promise<Clinic | undefined>;
  /** A clinic by id: undefined where the data has no such clinic (an unknown or retired id). */
  clinic(id: string): Promise<Clinic | undefined>;
  clinicIfLoaded(id: string): Clinic | undefined | null;
  /** Takes up what a server rendered with (the hydration snapshot), so that the first render has it at once. */
  keep(manifest: ClinicManifest, clinics: readonly { position?: number; clinic: Clinic }[]): void;
}

/** The published data on a server: nothing to fetch. */
export function sourceOf(data: {
  manifest: ClinicManifest;
  index: ClinicIndex;
  clinics: readonly Clinic[];
  byId(id: string): Clinic | undefined;
}): ClinicSource {
  return {
    manifest: async () => data.manifest,
    manifestIfLoaded: () => data.manifest,
    index: async () => data.index,
    indexIfLoaded: () => data.index,
    clinicAt: (position) => data.clinics[position],
    loadAt: async (position) => data.clinics[position],
    clinic: async (id) => data.byId(id),
    clinicIfLoaded: (id) => data.byId(id) ?? null,
    keep: () => {},
  };
}

const sources = new Map<string, ClinicSource>();

async function fetched(url: string, cache: RequestCache = 'default'): Promise<Response> {
  const response = await fetch(url, { cache, credentials: 'omit' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

const json = async <T>(url: string, cache?: RequestCache): Promise<T> => (await fetched(url, cache)).json();

/** The clinics published at `base` (an address ending in "/"), one source per address for the whole page. */
export function clinicsAt(base: string): ClinicSource {
  let source = sources.get(base);
  if (source) return source;
  let manifest: ClinicManifest | undefined;
  let manifestLoading: Promise<ClinicManifest> | undefined;
  let index: ClinicIndex | undefined;
  let indexLoading: Promise<ClinicIndex> | undefined;
  const shards = new Map<number, Promise<Clinic[]>>();
  const shardsHere = new Map<number, Clinic[]>();
  const byId = new Map<string, Clinic | null>();
  /** Clinics a server rendered with, by position, until their shard is here. */
  const kept = new Map<number, Clinic>();
  const idShards = new Map<number, Promise<Record<string, Clinic>>>();
  const retrying = <T>(promise: Promise<T>, forget: () => void) =>
    promise.catch((error: unknown) => {
      forget();
      throw error;
    });
  const loadManifest = () =>
    (manifestLoading ??= retrying(
      // Revalidated: a changed clinics file reaches a visitor on their next page.
      json<ClinicManifest>(`${base}manifest.json`, 'no-cache').then((m) => (manifest = m)),
      () => (manifestLoading = undefined),
    ));
  const loadShard = (shard: number) => {
    let pending = shards.get(shard);
    if (!pending) {
      pending = retrying(
        loadManifest().then((m) =>
          json<Clinic[]>(`${base}${m.version}/shard-${shard}.json`).then((clinics) => {
            shardsHere.set(shard, clinics);
            for (const clinic of clinics) byId.set(clinic.id, clinic);
            return clinics;
          }),
        ),
        () => shards.delete(shard),
      );
      shards.set(shard, pending);
    }
    return pending;
  };
  source = {
    manifest: loadManifest,
    manifestIfLoaded: () => manifest,
    index: () =>
      (indexLoading ??= retrying(
        loadManifest().then((m) =>
          fetched(`${base}${m.version}/index.json`)
            .then((response) => response.text())
            .then(readIndexFileInSlices)
            .then((read) => (index = read)),
        ),
        () => (indexLoading = undefined),
      )),
    indexIfLoaded: () => index,
    clinicAt: (position) => {
      if (!manifest) return undefined;
      return shardsHere.get(shardOf(manifest, position))?.[position % manifest.shardSize] ?? kept.get(position);
    },
    loadAt: (position) =>
      loadManifest().then((m) => loadShard(shardOf(m, position)).then((clinics) => clinics[position % m.shardSize])),
    clinic: async (id) => {
      const here = byId.get(id);
      if (here !== undefined) return here ?? undefined;
      const m = await loadManifest();
      const shard = idShardOf(m, id);
      let pending = idShards.get(shard);
      if (!pending) {
        pending = retrying(json<Record<string, Clinic>>(`${base}${m.version}/id-${shard}.json`), () =>
          idShards.delete(shard),
        );
        idShards.set(shard, pending);
      }
      const found = Object.hasOwn(await pending, id) ? (await pending)[id] : undefined;
      byId.set(id, found ?? null);
      return found;
    },
    clinicIfLoaded: (id) => byId.get(id),
    keep: (given, clinics) => {
      // Only the version the page was rendered with; a newer one the browser fetched already wins.
      if (manifest && manifest.version !== given.version) return;
      manifest ??= given;
      manifestLoading ??= Promise.resolve(given);
      for (const { position, clinic } of clinics) {
        if (position !== undefined) kept.set(position, clinic);
        byId.set(clinic.id, clinic);
      }
    },
  };
  sources.set(base, source);
  return source;
}
