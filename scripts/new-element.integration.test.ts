// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * CONTRIBUTING.md's promise, kept: a new element is its folder (and its words) and `npm run contract`. In a copy of
 * the project, a throwaway <phx-widget> folder is added and the command run; every registry must then hold it.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
let copy: string;
const read = (file: string) => readFileSync(join(copy, file), 'utf8');

const widget: Record<string, string> = {
  'contract.ts': `import type { ElementContract } from '../runtime/contract-shape';

export const contract = {
  attributes: { tone: { kind: 'oneOf', values: ['calm', 'loud'], default: 'calm' } },
  events: ['phx-cta'],
  parts: ['frame'],
  placeholder: '10em',
  headingBase: 2,
  firstPaint: true,
} as const satisfies ElementContract;
`,
  'docs.ts': `import type { ElementDocs } from '../runtime/contract-shape';
import type { contract } from './contract';

export const docs: ElementDocs<typeof contract> = {
  summary: 'A throwaway widget.',
  wordpress: 'Phoenix widget',
  attributes: { tone: 'calm | loud. Default: calm.' },
};
`,
  'Widget.tsx': `import type { SectionProps } from '../runtime/contract';

export const Widget = ({ tone }: SectionProps<'phx-widget'>) => <p data-tone={tone} />;
`,
  'define.ts': `import { defineElement } from '../runtime/define';
import { contract } from './contract';
import { Widget } from './Widget';

export const PhxWidget = defineElement('phx-widget', contract, Widget);
`,
};

/** What the build reads from vite.config.ts in the copy: the loader's registry and the build's entries. */
const probe = `import { browserEntries, phxRegistry } from './vite.config.ts';
const plugin = phxRegistry(true) as unknown as { load(id: string): string };
const registry = plugin.load('\\0virtual:phx-registry') + plugin.load('\\0virtual:phx-elements');
console.log(JSON.stringify({ registry, entries: browserEntries(false) }));
`;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'phx-new-element-'));
  for (const path of [
    'src',
    'scripts',
    'docs',
    'types',
    'integrations',
    'content',
    'README.md',
    'package.json',
    'tsconfig.json',
  ])
    cpSync(join(root, path), join(copy, path), { recursive: true });
  // scripts/company-file.ts reads the company's details as the server's start does (server/company-file.ts).
  for (const file of ['vite.config.ts', 'tsconfig.server-types.json', 'server/package.json', 'server/company-file.ts'])
    cpSync(join(root, file), join(copy, file));
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  mkdirSync(join(copy, 'src/elements/widget'));
  for (const [file, text] of Object.entries(widget)) writeFileSync(join(copy, 'src/elements/widget', file), text);
  execFileSync('npm', ['run', 'contract'], { cwd: copy, stdio: 'pipe' });
}, 60_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('a new element folder, after `npm run contract`', () => {
  it('is in the manifest, with its attribute, event and words', () => {
    const modules = JSON.parse(read('custom-elements.json')).modules as {
      path: string;
      declarations: { tagName: string; description: string; attributes: { name: string }[] }[];
    }[];
    const entry = modules.find((m) => m.declarations[0].tagName === 'phx-widget');
    expect(entry?.path).toBe('dist/npm/elements/phx-widget.js');
    expect(entry?.declarations[0].description).toBe('A throwaway widget.');
    expect(entry?.declarations[0].attributes.map((a) => a.name)).toEqual(['tone', 'site-url', 'lang']);
  });

  it('is in the shipped types and has its reference page', () => {
    const types = read('types/phx.d.ts');
    expect(types).toContain("'phx-widget': PhxElement;");
    expect(types).toContain("'phx-widget': Jsx<'phx-widget'>;");
    expect(types).toMatch(
      /interface PhxWidgetAttributes extends PhxCommonAttributes \{[^}]*"tone"\?: 'calm' \| 'loud';/,
    );
    expect(read('docs/elements/phx-widget.md')).toContain('A throwaway widget.');
  });

  it('is a package entry of its own, and a WordPress block where its words name one', () => {
    expect(JSON.parse(read('package.json')).exports['./widget']).toMatchObject({
      default: './dist/npm/elements/phx-widget.js',
    });
    const wordpress = JSON.parse(read('integrations/wordpress/elements.json')).elements;
    expect(wordpress['phx-widget']).toMatchObject({ block: 'phx/widget', title: 'Phoenix widget' });
  });

  it("is in the contract, the words and the server's definitions", () => {
    expect(read('src/elements/generated/all-contracts.ts')).toMatch(
      /import \{ contract as widget \} from '\.\.\/widget\/contract';[\s\S]*'phx-widget': widget,/,
    );
    expect(read('src/elements/generated/all-docs.ts')).toMatch(/'phx-widget': widget,/);
    expect(read('src/elements/generated/all-definitions.ts')).toMatch(
      /import \{ PhxWidget \} from '\.\.\/widget\/define';[\s\S]*'phx-widget': PhxWidget,/,
    );
  });

  it("is in the loader's registry, with its placeholder and its first paint, and among the build's entries", () => {
    writeFileSync(join(copy, 'probe.ts'), probe);
    const { registry, entries } = JSON.parse(
      execFileSync(join(root, 'node_modules/.bin/tsx'), ['probe.ts'], { cwd: copy, encoding: 'utf8' }),
    ) as { registry: string; entries: Record<string, string> };
    expect(registry).toContain(
      `"phx-widget": () => import(${JSON.stringify(join(copy, 'src/elements/widget/define.ts'))})`,
    );
    expect(registry).toContain('"phx-widget":"10em"');
    expect(registry).toContain('"phx-widget":[]');
    expect(entries['elements/phx-widget']).toBe(join(copy, 'src/elements/widget/define.ts'));
  }, 30_000);

  it('type-checks: the contract, its words and its definition fit the rest', () => {
    writeFileSync(join(copy, 'tsconfig.check.json'), JSON.stringify({ extends: './tsconfig.json', include: ['src'] }));
    expect(() =>
      execFileSync(join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.check.json'], {
        cwd: copy,
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    ).not.toThrow();
  }, 60_000);
});
