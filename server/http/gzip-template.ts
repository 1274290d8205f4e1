/**
 * A page that is the same for everyone but for one value per response (the form's key), gzipped without compressing
 * the whole page again: its fixed parts are compressed once, each as a deflate stream of its own ending on a byte
 * boundary, and every response joins them around the value (stored as it is) under a gzip header and trailer.
 * Streams of their own never refer back to bytes before them, so the joined stream is valid deflate (RFC 1951/1952).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface GzipTemplate {
  /** The fixed parts, as bytes (for the CRC) and deflated (for the body). */
  parts: Buffer[];
  deflated: Buffer[];
}

const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty last block (BFINAL=1, fixed Huffman, end of block). */
const lastBlock = Buffer.from([0x03, 0x00]);

const deflated = (bytes: Buffer, level: number) =>
  // A sync flush ends the stream byte-aligned and without a last block, so that another may follow.
  deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH });

/** Compresses the parts between which a value goes. */
export function gzipTemplate(parts: readonly string[]): GzipTemplate {
  const bytes = parts.map((part) => Buffer.from(part));
  return { parts: bytes, deflated: bytes.map((part) => deflated(part, 9)) };
}

/** A stored deflate block holding `bytes` (BFINAL 0, BTYPE 00, LEN, NLEN), byte-aligned after a sync flush. */
function stored(bytes: Buffer): Buffer {
  if (bytes.length > 0xffff) return deflated(bytes, 0);
  const header = Buffer.from([
    0,
    bytes.length & 0xff,
    bytes.length >> 8,
    ~bytes.length & 0xff,
    (~bytes.length >> 8) & 0xff,
  ]);
  return Buffer.concat([header, bytes]);
}

/** The gzip body of the template with `value` between each two parts. */
export function gzipFilled(template: GzipTemplate, value: string): Buffer {
  const filler = Buffer.from(value);
  const fillerDeflated = stored(filler);
  const pieces: Buffer[] = [header];
  let crc = 0;
  let size = 0;
  template.parts.forEach((part, i) => {
    if (i > 0) {
      pieces.push(fillerDeflated);
      crc = crc32(filler, crc);
      size += filler.length;
    }
    pieces.push(template.deflated[i]);
    // Skipped when empty: Node's crc32 of an empty buffer does not always return the CRC it was given.
    if (part.length) crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(lastBlock, trailer);
  return Buffer.concat(pieces);
}
