// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCompanyFile } from './company-file';
import { companyAtStart } from './company';

const repo = fileURLToPath(new URL('..', import.meta.url));
const sample = readFileSync(join(repo, 'src/content/company.sample.json'), 'utf8');

/** A repository at `root` with the sample, and a company's own file beside it. */
function setUp() {
  const root = mkdtempSync(join(tmpdir(), 'phx-company-'));
  mkdirSync(join(root, 'src/content'), { recursive: true });
  writeFileSync(join(root, 'src/content/company.sample.json'), sample);
  const own = join(root, 'company.json');
  writeFileSync(
    own,
    sample.replace('\n  "sample": true,', '').replace('Phoenix Bionics, Inc.', 'Phoenix Bionics GmbH'),
  );
  /** dist/ as a build with `details` left it. */
  const built = (details: unknown) => {
    mkdirSync(join(root, 'dist/server'), { recursive: true });
    writeFileSync(join(root, 'dist/server/company.json'), `${JSON.stringify(details)}\n`);
  };
  return { root, own, built };
}

describe('the company details at start', () => {
  it('warns in one line on a production start with the sample’s details, and not otherwise', () => {
    const { root, own } = setUp();
    const lines: string[] = [];
    companyAtStart({ production: true }, root, (line) => lines.push(line));
    expect(lines).toEqual([
      expect.stringMatching(/^the company details in src\/content\/company\.sample\.json are marked "sample": true/),
    ]);
    companyAtStart({ production: false }, root, (line) => lines.push(line));
    companyAtStart({ companyFile: own, production: true }, root, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
  });

  it('refuses to start with other details than the build put into its pages, saying how to mend it', () => {
    const { root, own, built } = setUp();
    built(companyAtStart({ production: false }, root, () => {}));
    expect(() => companyAtStart({ companyFile: own, production: false }, root, () => {})).toThrow(
      `dist/ was built with other company details than ${own}: run npm run build with the same PHX_COMPANY_FILE`,
    );
    built(readCompanyFile(own));
    expect(companyAtStart({ companyFile: own, production: false }, root, () => {}).legalName).toBe(
      'Phoenix Bionics GmbH',
    );
  });

  it('refuses a file it cannot use in one sentence naming the file, the line and the field', () => {
    const { root, own } = setUp();
    writeFileSync(own, sample.replace('"hello@example.com"', '"hello"'));
    expect(() => companyAtStart({ companyFile: own, production: false }, root, () => {})).toThrow(
      `${own}, line 12: email must be an e-mail address`,
    );
    expect(() =>
      companyAtStart({ companyFile: join(root, 'missing.json'), production: false }, root, () => {}),
    ).toThrow(/^PHX_COMPANY_FILE=.*missing\.json cannot be read \(ENOENT\)/);
  });
});
