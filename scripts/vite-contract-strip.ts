/**
 * Vite plugin for the browser builds: an element's contract (src/elements/<name>/contract.ts) without what only the
 * build and the docs read. `parts` (its documented ::part names), `placeholder` (the room the loader reserves: the
 * loader's registry is made from the contract at build time) and `firstPaint` (whether the build prerenders it) are
 * never read by an element's code in a browser, yet each element's entry carried them (about 60 bytes gzip each).
 * Node (the docs, the registry, the server build, the tests) reads the contract whole.
 */
import MagicString from 'magic-string';
import { parseSync, type Plugin } from 'vite';

/** What the browser never reads of a contract. */
export const buildOnly = ['parts', 'placeholder', 'firstPaint'] as const;

const contractFile = /[\\/]src[\\/]elements[\\/][\w-]+[\\/]contract\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The module with the `contract` object's build-only properties removed, or undefined when it has none. */
export function withoutBuildOnly(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const { program } = parseSync(id, code, { lang: 'ts' });
  const out = new MagicString(code);
  let changed = false;
  for (const statement of program.body as unknown as Node[]) {
    const declaration = (
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    ) as Node | null;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      if ((declarator.id as { name?: string }).name !== 'contract') continue;
      // `{ … } as const satisfies ElementContract`: the object inside the TypeScript wrappers.
      let object = declarator.init as Node;
      while (object && object.type !== 'ObjectExpression') object = object.expression as Node;
      for (const property of (object?.properties as Node[] | undefined) ?? []) {
        const key = property.key as { name?: string } | undefined;
        if (property.type !== 'Property' || !buildOnly.includes(key?.name as (typeof buildOnly)[number])) continue;
        // The property and the comma after it.
        const end = code.slice(property.end).match(/^\s*,/)?.[0].length ?? 0;
        out.remove(property.start, property.end + end);
        changed = true;
      }
    }
  }
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : undefined;
}

export function contractForBrowsers(): Plugin {
  return {
    name: 'phx-contract-for-browsers',
    transform: (code, id) => (contractFile.test(id) ? (withoutBuildOnly(code, id) ?? null) : null),
  };
}
