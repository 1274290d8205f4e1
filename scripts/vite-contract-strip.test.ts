import { describe, expect, it } from 'vitest';
import { withoutBuildOnly } from './vite-contract-strip';

describe("an element's contract in the browser builds", () => {
  it('leaves out its parts, placeholder and first paint, and keeps what its code reads', () => {
    const source = `import { clinicAttribute, type ElementContract } from '../runtime/contract-shape';

export const contract = {
  attributes: { clinic: clinicAttribute },
  events: ['phx-navigate'],
  parts: [
    'frame',
    'heading',
  ],
  placeholder: '1400px',
  headingBase: 2,
  firstPaint: true,
} as const satisfies ElementContract;
`;
    const { code } = withoutBuildOnly(source, 'src/elements/x/contract.ts')!;
    expect(code).toContain("events: ['phx-navigate'],");
    expect(code).toContain('headingBase: 2,');
    expect(code).not.toMatch(/parts|placeholder|firstPaint|'frame'/);
    expect(code).toContain('} as const satisfies ElementContract;');
  });

  it('leaves a module without those properties as it is', () => {
    expect(
      withoutBuildOnly('export const contract = { attributes: {} };\n', 'src/elements/x/contract.ts'),
    ).toBeUndefined();
  });
});
