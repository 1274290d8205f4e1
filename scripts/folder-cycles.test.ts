// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileCycles, folderCycles } from './folder-cycles';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** A throwaway src/ with these files. */
function tree(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'phx-cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the folder-cycle check of `npm run lint`', () => {
  it('finds none in src/', () => {
    expect(folderCycles('src').lines).toEqual([]);
  });

  it('names a cycle between two folders with the import that makes each arrow', () => {
    const src = tree({
      'ui/Button.tsx': "import { words } from '../content/words';\n",
      'content/words.ts': "import { Button } from '../ui/Button';\nexport const words = 1;\n",
      'content/other.ts': "export * from './words';\n",
    });
    expect(folderCycles(src).lines).toEqual([
      'cycle among src/{content, ui}:',
      '  content -> ui: content/words.ts imports ../ui/Button',
      '  ui -> content: ui/Button.tsx imports ../content/words',
    ]);
  });

  it('does not count tests, type declarations or src/test/', () => {
    const src = tree({
      'ui/Button.tsx': "import { words } from '../content/words';\n",
      'content/words.test.ts': "import { Button } from '../ui/Button';\n",
      'content/types.d.ts': "import type { Button } from '../ui/Button';\n",
      'test/render.ts': "import { Button } from '../ui/Button';\nimport { words } from '../content/words';\n",
    });
    expect(folderCycles(src).cycles).toEqual([]);
  });
});

describe('the file-circle check of `npm run lint`', () => {
  it('finds none in src/, server/, scripts/, bench/ or e2e/', () => {
    expect(fileCycles(['src', 'server', 'scripts', 'bench', 'e2e']).lines).toEqual([]);
  });

  it('names a circle of files, type-only imports and import() too, with the import that makes each arrow', () => {
    const src = tree({
      'ui/Toasts.tsx': "export const load = () => import('./ToastStack');\n",
      'ui/ToastStack.tsx': "import type { Toast } from './Toasts';\n",
      'content/figures.ts': "import type { Hand } from './products.ts';\n",
      'content/products.ts': "export { figureIds } from './figures';\n",
      'content/words.ts': "import { products } from './products';\n",
    });
    expect(fileCycles([src]).lines).toEqual([
      expect.stringMatching(/^circle of files \{.*content\/figures\.ts, .*content\/products\.ts\}:$/),
      expect.stringMatching(/content\/figures\.ts -> .*content\/products\.ts: imports \.\/products\.ts$/),
      expect.stringMatching(/content\/products\.ts -> .*content\/figures\.ts: imports \.\/figures$/),
      expect.stringMatching(/^circle of files \{.*ui\/ToastStack\.tsx, .*ui\/Toasts\.tsx\}:$/),
      expect.stringMatching(/ui\/ToastStack\.tsx -> .*ui\/Toasts\.tsx: imports \.\/Toasts$/),
      expect.stringMatching(/ui\/Toasts\.tsx -> .*ui\/ToastStack\.tsx: imports \.\/ToastStack$/),
    ]);
  });
});
