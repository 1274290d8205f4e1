/**
 * The claims file (claims.json): every figure and claim the words make, with its source and the day it was checked.
 * The words name a claim by id, `{claim:id}`, and a page writes the claim's figure in the reader's language.
 */
import type { Format } from './i18n';
import { claims } from './claims.json';

interface Claim {
  id: string;
  value: number;
  statement: string;
  source: { name: string; url: string | null };
  date: string;
}

export const allClaims: readonly Claim[] = claims;

/** The placeholder the words write for a claim's figure. */
export const claimPattern = /\{claim:([a-z0-9-]+)\}/g;

const byId = new Map(allClaims.map((claim) => [claim.id, claim]));

/** A claim by its id; an unknown id throws (a test reads every placeholder, so it never reaches a page). */
export function claim(id: string): Claim {
  const found = byId.get(id);
  if (!found) throw new Error(`No claim "${id}" in src/content/claims.json.`);
  return found;
}

/** The words with each `{claim:id}` replaced by the claim's figure, written in the reader's language. */
export const withClaims = (text: string, format: Format) =>
  text.replace(claimPattern, (_, id: string) => format.number(claim(id).value));
