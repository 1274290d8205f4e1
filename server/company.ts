/**
 * The company's details at start: the file PHX_COMPANY_FILE names (else the sample, else in a production install
 * without src/ the copy its build left) is checked, and must be the one
 * the build put into dist/ (its pages and bundle carry the details); a production start with the sample's details
 * says so in one line.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { builtCompanyFile, readCompanyFile, sampleCompanyFile } from './company-file.ts';
import type { CompanyDetails } from '../src/content/company-file.ts';
import { StartupError } from './startup-error.ts';

export function companyAtStart(
  { companyFile, production }: { companyFile?: string; production: boolean },
  root: string,
  warn: (line: string) => void,
): CompanyDetails {
  const built = join(root, 'dist/server', builtCompanyFile);
  // A production install has no src/: without PHX_COMPANY_FILE, it runs with the details its build carries.
  const named = companyFile ?? sampleCompanyFile(root);
  const file = !companyFile && !existsSync(named) && existsSync(built) ? built : named;
  let details: CompanyDetails;
  try {
    details = readCompanyFile(file);
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
  if (existsSync(built) && readFileSync(built, 'utf8').trim() !== JSON.stringify(details)) {
    const named = file === sampleCompanyFile(root) ? 'the sample company details (PHX_COMPANY_FILE is not set)' : file;
    throw new StartupError(
      `dist/ was built with other company details than ${named}: run npm run build with the same PHX_COMPANY_FILE as this start, then start again.`,
    );
  }
  if (production && details.sample)
    warn(
      `the company details in ${relative(root, file) || file} are marked "sample": true, and the legal and privacy notices say they are samples: set PHX_COMPANY_FILE to a file of the company's own details and build again.`,
    );
  return details;
}
