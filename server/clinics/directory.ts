/**
 * The partner clinics as the server knows them: read from the clinics file (PHX_CLINICS_FILE, else the repository's
 * sample) at start — a file with a problem stops the start, naming each line — and read again when the file changes
 * or on SIGHUP, without a restart. A reload reads the file whole or not at all: once it has stopped changing
 * (settled-file.ts); a file with a problem, or one that would drop more than a tenth of the clinics (unless SIGHUP or
 * PHX_CLINICS_ALLOW_DROP asks for it), is refused with an error line, and the clinics read before stay. Holds what
 * pages render from, the files browsers fetch (`/phx/clinics/`), and delivery's lookup by id.
 */
import { createHash } from 'node:crypto';
import { existsSync, type FSWatcher, readFileSync, watch } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type ClinicData, type ClinicLookup, publish } from '../../src/content/clinics/published.ts';
import { type ClinicsProblem, problemLines, readClinicsCsv } from '../../src/content/clinics/read-csv.ts';
import type { Encoded } from '../http/send.ts';
import { readSettled } from './settled-file.ts';

/** The repository's sample clinics: fictional, and marked so by the finder. */
export const sampleClinicsFile = fileURLToPath(new URL('../../src/content/clinics/sample.csv', import.meta.url));

/**
 * The clinics file a server or a build reads: PHX_CLINICS_FILE, else the sample; else, in a production install without
 * src/, the copy of the file its build published (`root`/dist/server/clinics.csv).
 */
export function clinicsFileFrom(env: NodeJS.ProcessEnv, root?: string) {
  const named = env.PHX_CLINICS_FILE?.trim();
  if (named) return resolve(named);
  const built = root && join(root, 'dist/server/clinics.csv');
  return built && !existsSync(sampleClinicsFile) && existsSync(built) ? built : sampleClinicsFile;
}

/** A clinics file that cannot be used: every problem, a line each. */
export class ClinicsFileError extends Error {
  override name = 'ClinicsFileError';
  constructor(
    readonly file: string,
    readonly problems: readonly ClinicsProblem[],
  ) {
    super(
      `${file} has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n  ${problemLines(basename(file), problems).join('\n  ')}`,
    );
  }
}

/** Reads and checks a clinics file: its published data, or a ClinicsFileError. */
export function readClinicsFile(file: string) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw unreadable(file, error);
  }
  return publishedOf(file, text);
}

const unreadable = (file: string, error: unknown) =>
  new ClinicsFileError(file, [
    { line: 0, message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` },
  ]);

function publishedOf(file: string, text: string) {
  const { clinics, problems } = readClinicsCsv(text);
  if (problems.length) throw new ClinicsFileError(file, problems);
  return publish(clinics);
}

export interface ClinicDirectory {
  /** The clinics file read. */
  readonly path: string;
  /** What pages render from now. */
  data(): ClinicData;
  /** A clinic a request names (issue #33): an unknown or retired id is `known: false`. */
  lookup(id: string): ClinicLookup;
  /** A published file (`manifest.json`, `<version>/index.json`, …) in the codings a browser may take; or null. */
  published(path: string): Promise<PublishedFile | null>;
  /**
   * Reads the file again once it has stopped changing: true when its clinics are taken up (false: a problem, or more
   * than a tenth of the clinics dropped without `allowDrop`, logged at error; the old ones stay).
   */
  reload(options?: { allowDrop?: boolean }): Promise<boolean>;
  close(): void;
}

interface PublishedFile {
  identity: Encoded;
  br: Encoded;
  gzip: Encoded;
}

export interface DirectoryOptions {
  file: string;
  /** One line for the log: what was read (info), what was refused (error). */
  log: (line: string, level: 'info' | 'error') => void;
  /** How long the file must stay the same before a reload reads it (ms). Default 1 s. */
  settleMs?: number;
  /** Whether a reload may drop more than a tenth of the clinics (PHX_CLINICS_ALLOW_DROP=1). Default false. */
  allowDrop?: boolean;
  /** Read again when the file changes. Default true. */
  watch?: boolean;
  /** Read again on SIGHUP. Default false (the process's own server, run.ts's, says true). */
  sighup?: boolean;
}

/** How many versions' files stay published after a reload: a page rendered just before still finds its shards. */
const versionsKept = 3;

/** How long a reload waits for a file that keeps changing before it gives up (and keeps the clinics it has). */
const maxSettleMs = 60_000;

/** Opens the clinics file: throws a ClinicsFileError when it has a problem (the start refuses). */
export function openClinicDirectory({
  file,
  log,
  watch: watching = true,
  sighup = false,
  settleMs = 1_000,
  allowDrop = false,
}: DirectoryOptions): ClinicDirectory {
  let published = readClinicsFile(file);
  const say = (data: ClinicData) =>
    log(
      `clinics: ${data.manifest.count} from ${file} (version ${data.manifest.version}${data.manifest.sample ? ', sample data' : ''})`,
      'info',
    );
  const generations = [published];
  const encoded = new Map<string, Promise<PublishedFile>>();
  const kept = 'the clinics read before stay until the file is fixed';

  const readNow = async (dropAllowed: boolean) => {
    let next: typeof published;
    try {
      const text = await readSettled(file, {
        settleMs,
        maxWaitMs: maxSettleMs,
        waiting: () => log(`clinics: ${file} is being written; reading it once it has stopped changing`, 'info'),
      });
      next = publishedOf(file, text);
    } catch (error) {
      const refused = error instanceof ClinicsFileError ? error : unreadable(file, error);
      log(`clinics: ${refused.message}\n  ${kept}`, 'error');
      return false;
    }
    if (next.data.manifest.version === published.data.manifest.version) return true;
    const before = published.data.clinics;
    const dropped = before.filter((clinic) => !next.data.byId(clinic.id)).length;
    if (dropped * 10 > before.length && !dropAllowed) {
      log(
        `clinics: ${file} would drop ${dropped} of the ${before.length} clinics (more than a tenth): refused, ${kept}. ` +
          'If it is meant, send SIGHUP (or set PHX_CLINICS_ALLOW_DROP=1).',
        'error',
      );
      return false;
    }
    published = next;
    generations.unshift(next);
    for (const old of generations.splice(versionsKept))
      for (const path of old.files.keys()) if (path !== 'manifest.json') encoded.delete(path);
    encoded.delete('manifest.json');
    say(next.data);
    return true;
  };

  // One reload at a time; a change meanwhile is read after it (a SIGHUP's allowance carried along).
  let running: Promise<boolean> | undefined;
  let queued: { allowDrop: boolean; done: Promise<boolean> } | undefined;
  const reload = ({ allowDrop: asked = false } = {}): Promise<boolean> => {
    const dropAllowed = allowDrop || asked;
    if (!running) {
      running = readNow(dropAllowed).finally(() => (running = undefined));
      return running;
    }
    if (queued) {
      queued.allowDrop ||= dropAllowed;
      return queued.done;
    }
    const next = { allowDrop: dropAllowed, done: Promise.resolve(false) };
    next.done = running.then(() => {
      queued = undefined;
      return reload({ allowDrop: next.allowDrop });
    });
    queued = next;
    return next.done;
  };

  let watcher: FSWatcher | undefined;
  if (watching) {
    // The folder, not the file: editors and deployments replace a file by renaming another over it.
    try {
      watcher = watch(dirname(file), (_event, name) => {
        if (name !== null && name !== basename(file)) return;
        void reload();
      });
      watcher.on('error', () => watcher?.close());
      watcher.unref();
    } catch {
      log(`clinics: cannot watch ${dirname(file)}; send SIGHUP to read ${basename(file)} again`, 'error');
    }
  }
  const onSighup = () => {
    log('clinics: SIGHUP, reading the clinics file again (it may drop clinics)', 'info');
    void reload({ allowDrop: true });
  };
  if (sighup) process.on('SIGHUP', onSighup);

  return {
    path: file,
    data: () => published.data,
    lookup: (id) => published.lookup(id),
    published: (path) => {
      const text =
        path === 'manifest.json'
          ? published.files.get(path)
          : generations.find((g) => g.files.has(path))?.files.get(path);
      if (text === undefined) return Promise.resolve(null);
      let pending = encoded.get(path);
      if (!pending) {
        pending = encode(text);
        encoded.set(path, pending);
      }
      return pending;
    },
    reload,
    close: () => {
      watcher?.close();
      process.off('SIGHUP', onSighup);
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A file's codings, compressed off the main thread (an index of ten thousand clinics is a megabyte). */
async function encode(text: string): Promise<PublishedFile> {
  const body = Buffer.from(text);
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipped(body, { level: 6 }),
  ]);
  return {
    identity: { body, etag: `"${tag}"` },
    br: { body: br, etag: `"${tag}-br"`, encoding: 'br' },
    gzip: { body: gz, etag: `"${tag}-gzip"`, encoding: 'gzip' },
  };
}
