/**
 * The company's details file, as a server start and the build read it: PHX_COMPANY_FILE, else the sample
 * `src/content/company.sample.json`, checked by its schema (src/content/company-file.ts).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type CompanyDetails, parseCompanyFile } from '../src/content/company-file.ts';

/** The sample's details, in the repository at `root`. */
export const sampleCompanyFile = (root: string) => join(root, 'src/content/company.sample.json');

/**
 * The company file a build or a server start reads: PHX_COMPANY_FILE (from the working folder), else the sample in
 * the repository at `root`.
 */
export const companyFileOf = (env: NodeJS.ProcessEnv, root: string) =>
  env.PHX_COMPANY_FILE?.trim() ? resolve(env.PHX_COMPANY_FILE.trim()) : sampleCompanyFile(root);

/** The details in `file`, checked; throws one sentence naming the file (and line and field) when they cannot be used. */
export function readCompanyFile(file: string): CompanyDetails {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `PHX_COMPANY_FILE=${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): point it at the company's details, a JSON file like src/content/company.sample.json.`,
    );
  }
  return parseCompanyFile(text, file);
}

/** Where the server build leaves a copy of the details it carries, for the start to compare (server/company.ts). */
export const builtCompanyFile = 'company.json';
