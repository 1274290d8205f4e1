/**
 * What the company configures for a build and a server start: its details (PHX_COMPANY_FILE, else the sample
 * `src/content/company.sample.json`), read and checked as the server's start reads them (server/company-file.ts) and
 * put into the bundle in place of the sample by a Vite plugin, and the days its receiver keeps an inquiry (PHX_RETENTION_DAYS), which a page
 * the server did not render states. A mistake fails the build, or the start, with one sentence naming the file, the
 * line and the field.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { builtCompanyFile, companyFileOf, readCompanyFile } from '../server/company-file.ts';
import { type CompanyDetails, companySchema } from '../src/content/company-file.ts';
import { retentionDaysFrom } from '../src/content/retention.ts';

/**
 * `import details from './company.sample.json'` in src/content/company.ts and company-legal.ts: the build's company
 * file, checked. Each top-level key is also a named export, so that a chunk keeps only the details it reads: the
 * shared runtime the address and contact lines (company.ts), the legal pages the rest (company-legal.ts, its own
 * module, or the runtime would carry and export them). With `copy`, the details are also written beside the build's
 * output (`company.json`).
 */
export function companyDetails({ root = process.cwd(), env = process.env, copy = false } = {}): Plugin {
  let details: CompanyDetails | undefined;
  const id = '\0phx-company-details';
  return {
    name: 'phx-company-details',
    // Before Vite's own resolver, which would find the sample's file first.
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer && /[\\/]src[\\/]content[\\/](company|company-legal)\.ts$/.exec(importer);
      return source === './company.sample.json' && from ? `${id}${from[1] === 'company' ? '' : '-legal'}` : null;
    },
    load(resolved) {
      if (resolved !== id && resolved !== `${id}-legal`) return null;
      const file = companyFileOf(env, root);
      this.addWatchFile(file);
      details = readCompanyFile(file);
      // Every key of the schema, an optional one the file leaves out too (as undefined): a named import of it must resolve.
      const keys = Object.keys(companySchema.entries).filter((key) => /^[A-Za-z_$][\w$]*$/.test(key));
      const named = keys.map(
        (key) => `export const ${key} = ${JSON.stringify(details![key as keyof CompanyDetails])};`,
      );
      return `${named.join('\n')}\nexport default { ${keys.join(', ')} };`;
    },
    // Written by hand: a server build emits no assets.
    writeBundle(output) {
      if (copy && details && output.dir)
        writeFileSync(join(output.dir, builtCompanyFile), `${JSON.stringify(details)}\n`);
    },
  };
}

/** The build's PHX_RETENTION_DAYS as a `define` (the same rule as the server's). */
export const retentionDefine = (env: NodeJS.ProcessEnv = process.env) => ({
  __PHX_RETENTION_DAYS__: String(retentionDaysFrom(env.PHX_RETENTION_DAYS)),
});
