// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const project = mkdtempSync(join(tmpdir(), 'phx-commonjs-types-'));

afterAll(() => rmSync(project, { recursive: true, force: true }));

/** A CommonJS TypeScript project (no "type": "module", module node16) with phx installed (a link to this repository). */
function commonJsProject(source: string) {
  mkdirSync(join(project, 'node_modules/@phoenix-bionics'), { recursive: true });
  symlinkSync(root, join(project, 'node_modules/@phoenix-bionics/phx'), 'dir');
  symlinkSync(join(root, 'node_modules/@types'), join(project, 'node_modules/@types'), 'dir');
  writeFileSync(join(project, 'package.json'), '{ "name": "commonjs-app", "private": true }\n');
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { module: 'node16', moduleResolution: 'node16', strict: true, noEmit: true, types: [] },
      files: ['consumer.ts'],
    }),
  );
  writeFileSync(join(project, 'consumer.ts'), source);
}

const tsc = (cwd: string) => {
  try {
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd, stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stdout: Buffer }).stdout);
  }
};

describe('the shipped types in a CommonJS project', () => {
  it('take an `import type` of the elements and of phx/server without TS1541', () => {
    commonJsProject(`import type { PhxInquiry } from '@phoenix-bionics/phx';
import type { RenderedElement, renderElement } from '@phoenix-bionics/phx/server';

export const summary = (inquiry: PhxInquiry, page: RenderedElement, render: typeof renderElement) =>
  \`\${inquiry.email} \${page.status} \${render.name}\`;
`);
    expect(tsc(project)).toBe('');
  }, 60_000);
});
