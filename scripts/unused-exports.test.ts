// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unusedExports } from './unused-exports';

describe('the check that every export is imported', () => {
  it('names each export of src/ or server/ that no other file names', () => {
    const files = {
      'src/ui/used.ts': 'export const shared = 1;\nexport function lonely() {}\nexport interface Shape {}',
      'src/ui/user.ts': "import { shared } from './used';\nimport type { Shape } from './used';",
      'server/app.ts': 'export const alone = () => 1;',
      'scripts/tool.ts': 'export const notProduct = 1;',
    };
    expect(unusedExports(files)).toEqual(['src/ui/used.ts function lonely', 'server/app.ts const alone']);
  });

  it('leaves a component’s Props type, a test’s use and a patch standing in for a package', () => {
    const files = {
      'src/ui/Box.tsx': 'export interface BoxProps {}\nexport function Box(props: BoxProps) {}',
      'src/ui/Box.test.tsx': "import { Box } from './Box';",
      'src/patches/aliases.ts': "[{ find: /^goober$/, replacement: here('toast-css.ts') }]",
      'src/patches/toast-css.ts': 'export const keyframes = 1;',
    };
    expect(unusedExports(files)).toEqual([]);
  });
});
