/** A Content-Type header split into its lower-cased `type/subtype` and parameters (RFC 9110 §8.3.1). */
interface MediaType {
  essence: string;
  params: Map<string, string>;
}

const token = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;

export function parseMediaType(header: string | undefined): MediaType | null {
  if (!header) return null;
  const [head, ...rest] = splitParams(header);
  const [type, subtype, extra] = head.trim().split('/');
  if (extra !== undefined || !token.test(type ?? '') || !token.test(subtype ?? '')) return null;
  const params = new Map<string, string>();
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim().toLowerCase();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    if (token.test(name) && !params.has(name)) params.set(name, value);
  }
  return { essence: `${type}/${subtype}`.toLowerCase(), params };
}

/** Splits on `;` outside quoted strings. */
function splitParams(header: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < header.length; i++) {
    const c = header[i];
    if (quoted && c === '\\') current += c + (header[++i] ?? '');
    else if (c === '"') {
      quoted = !quoted;
      current += c;
    } else if (c === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

/** Whether a request body of this type is JSON the receiver can read: application/json in UTF-8 (the default). */
export function jsonBodyProblem(header: string | undefined): 'type' | 'charset' | null {
  const media = parseMediaType(header);
  if (media?.essence !== 'application/json') return 'type';
  const charset = media.params.get('charset');
  return charset === undefined || charset.toLowerCase() === 'utf-8' ? null : 'charset';
}
