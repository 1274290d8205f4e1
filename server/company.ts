/**
 * The company's details at start: the file PHX_COMPANY_FILE names (else the sample) is checked, and must be the one
 * the build put into dist/ (its pages and bundle carry the details); a production start with the sample's details
 * says so in one line.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { builtCompanyFile, companyFileOf, readCompanyFile, sampleCompanyFile } from '../scripts/company-file.ts';
import type { CompanyDetails } from '../src/content/company-file.ts';
import { StartupError } from './startup-error.ts';

export function companyAtStart(
  env: NodeJS.ProcessEnv,
  root: string,
  production: boolean,
  warn: (line: string) => void,
): CompanyDetails {
  const file = companyFileOf(env, root);
  let details: CompanyDetails;
  try {
    details = readCompanyFile(file);
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
  const built = join(root, 'dist/server', builtCompanyFile);
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
