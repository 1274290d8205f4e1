/**
 * A page that is the same for everyone but for one value per response (the form's key), in brotli without
 * compressing the whole page again: one brotli stream of the whole page is made once, with a placeholder where each
 * value goes, flushed (byte-aligned) before and after every placeholder; every response then joins the stream's
 * pieces around an uncompressed meta-block (RFC 7932, 9.2) holding its value. Brotli streams cannot simply be
 * concatenated like deflate's (the decoder's state runs on across meta-blocks), so the placeholder is made to leave
 * the encoder in the state the decoder will be in after the uncompressed block:
 *
 * - its bytes occur nowhere else in the page (controls, and bytes UTF-8 never uses) and never twice in a row, so no
 *   copy refers into it, and no copy out of it moves the decoder's last distances (an uncompressed block moves none);
 * - the block also holds the two fixed bytes after the value, so the literal context the following compressed bytes
 *   were coded in (the last two bytes) is the same as the decoder's;
 * - the placeholder is as long as the value, so every later distance and dictionary reference still lands.
 *
 * A template is checked once by decoding it with another value; a page it does not fit (a value of another length,
 * a page holding a placeholder byte) is compressed per response instead.
 */
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, constants, createBrotliCompress } from 'node:zlib';

export interface BrotliTemplate {
  /** The stream's pieces: the first starts with the stream's header, the last ends it. */
  pieces: Buffer[];
  /** The fixed bytes that follow each value (the start of the next part), sent with it uncompressed. */
  tails: Buffer[];
  /** The length in bytes every value must have. */
  valueLength: number;
}

/** Bytes UTF-8 text of a page never holds: controls but tab, line feed and carriage return; C0, C1, F8–FF. */
const foreign = [
  ...Array.from({ length: 31 }, (_, i) => i + 1).filter((byte) => byte !== 9 && byte !== 10 && byte !== 13),
  0xc0,
  0xc1,
  0xf8,
  0xf9,
  0xfa,
  0xfb,
  0xfc,
  0xfd,
  0xfe,
  0xff,
];

/** How many fixed bytes after a value go into its uncompressed block: brotli's literal context is two bytes. */
const contextBytes = 2;

/** The i-th placeholder: distinct bytes, every other one reversed, so that no two bytes in a row repeat anywhere. */
const placeholder = (i: number, length: number) => {
  const bytes = foreign.slice(0, length);
  return Buffer.from(i % 2 ? bytes.reverse() : bytes);
};

/** An uncompressed meta-block holding `bytes` (at most 65,536): ISLAST 0, MNIBBLES 4, MLEN-1, ISUNCOMPRESSED 1. */
function uncompressed(bytes: Buffer): Buffer {
  const header = ((bytes.length - 1) << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([header & 0xff, (header >> 8) & 0xff, header >> 16]), bytes]);
}

/** The body of the template with `value` in each place; undefined when the value is not the template's length. */
export function brotliFilled(template: BrotliTemplate, value: string): Buffer | undefined {
  const filler = Buffer.from(value);
  if (filler.length !== template.valueLength) return undefined;
  const out: Buffer[] = [template.pieces[0]];
  for (let i = 1; i < template.pieces.length; i++)
    out.push(uncompressed(Buffer.concat([filler, template.tails[i - 1]])), template.pieces[i]);
  return Buffer.concat(out);
}

/**
 * Compresses `parts` (at quality 11: once per page) for values of `valueLength` bytes between them; null when the
 * page does not fit the method (see above), and the caller compresses each response instead.
 */
export async function brotliTemplate(parts: readonly string[], valueLength: number): Promise<BrotliTemplate | null> {
  const bytes = parts.map((part) => Buffer.from(part));
  if (valueLength > foreign.length || valueLength + contextBytes > 65_536) return null;
  if (bytes.some((part) => foreign.some((byte) => part.includes(byte)))) return null;
  if (bytes.some((part, i) => i > 0 && i < bytes.length - 1 && part.length < contextBytes)) return null;

  const encoder = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.reduce((sum, part) => sum + part.length, 0),
    },
  });
  let output: Buffer[] = [];
  encoder.on('data', (chunk: Buffer) => output.push(chunk));
  const taken = () => {
    const piece = Buffer.concat(output);
    output = [];
    return piece;
  };
  const flushed = () =>
    new Promise<Buffer>((resolve) => encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve(taken())));
  const pieces: Buffer[] = [];
  const tails: Buffer[] = [];
  for (let i = 0; i < bytes.length; i++) {
    let part = bytes[i];
    if (i > 0) {
      const tail = part.subarray(0, contextBytes);
      tails.push(tail);
      part = part.subarray(tail.length);
      encoder.write(Buffer.concat([placeholder(i, valueLength), tail]));
      await flushed(); // what the encoder made of the placeholder: each response's uncompressed block instead
    }
    encoder.write(part);
    if (i < bytes.length - 1) pieces.push(await flushed());
  }
  const ended = new Promise<void>((resolve, reject) => encoder.on('end', resolve).on('error', reject));
  encoder.end();
  await ended;
  pieces.push(taken());

  const template = { pieces, tails, valueLength };
  // Checked with a value unlike the placeholders: the joined stream must decode to the page with it.
  const probe = randomBytes(valueLength).toString('base64').slice(0, valueLength);
  try {
    return brotliDecompressSync(brotliFilled(template, probe) ?? Buffer.alloc(0)).toString() === parts.join(probe)
      ? template
      : null;
  } catch {
    return null;
  }
}
