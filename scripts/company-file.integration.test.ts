// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { companyDetails as plugin } from './company-file';

const repo = fileURLToPath(new URL('..', import.meta.url));
const sample = readFileSync(join(repo, 'src/content/company.sample.json'), 'utf8');

/** A company's own file, in a folder of its own. */
function setUp() {
  const root = mkdtempSync(join(tmpdir(), 'phx-company-'));
  const own = join(root, 'company.json');
  writeFileSync(
    own,
    sample.replace('\n  "sample": true,', '').replace('Phoenix Bionics, Inc.', 'Phoenix Bionics GmbH'),
  );
  return { root, own };
}

describe('the company details in the build', () => {
  it('are what the build puts into the bundle in place of the sample', async () => {
    const { root, own } = setUp();
    const { build } = await import('vite');
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [plugin({ root, env: { PHX_COMPANY_FILE: own } })],
      build: { ssr: join(repo, 'src/content/company.ts'), write: false },
    })) as { output: { code?: string }[] };
    const code = result.output.map((chunk) => chunk.code ?? '').join('');
    expect(code).toContain('Phoenix Bionics GmbH');
    expect(code).not.toContain('Phoenix Bionics, Inc.');
  });
});
