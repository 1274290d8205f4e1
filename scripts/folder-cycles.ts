/**
 * `npm run lint`'s check of the folders of src/: an import cycle between two top-level folders (src/<folder>/…; files
 * directly in src/ are the folder "(root)") is a layer that imports upward. Prints each cycle with one import that
 * makes each of its arrows, and exits 1; prints one line and exits 0 when there is none. It reads the import,
 * export-from and import() specifiers as text; tests, type declarations and src/test/ do not count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|jsx)$/.test(entry.name) && !/\.(test|spec|e2e)\.[tj]sx?$|\.d\.ts$/.test(entry.name)
      ? [path]
      : [];
  });

/** The arrows between the folders of `src`, each with the first import that makes it ("a->b" → "a/x.ts imports ../b/y"). */
function folderArrows(src: string) {
  const folderOf = (file: string) => {
    const parts = relative(src, file).split(sep);
    return parts.length > 1 ? parts[0] : '(root)';
  };
  const arrows = new Map<string, Set<string>>();
  const why = new Map<string, string>();
  for (const file of sourceFiles(src)) {
    const from = folderOf(file);
    if (from === 'test') continue;
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...text.matchAll(
        /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g,
      ),
    ].map((match) => match[1] || match[2] || match[3]);
    for (const specifier of specifiers.filter((s) => s.startsWith('.'))) {
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(src + sep)) continue;
      const to = folderOf(target);
      if (from === to || to === 'test') continue;
      arrows.set(from, (arrows.get(from) ?? new Set()).add(to));
      if (!why.has(`${from}->${to}`)) why.set(`${from}->${to}`, `${relative(src, file)} imports ${specifier}`);
    }
  }
  return { arrows, why };
}

/** The cycles between the folders of `src` (Tarjan's strongly connected components of two folders or more). */
export function folderCycles(src: string): { folders: number; cycles: string[][]; lines: string[] } {
  const { arrows, why } = folderArrows(resolve(src));
  const nodes = new Set([...arrows.keys(), ...[...arrows.values()].flatMap((to) => [...to])]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of arrows.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      onStack.delete(top);
      component.push(top);
    } while (top !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  const lines = cycles.flatMap((cycle) => [
    `cycle among src/{${cycle.join(', ')}}:`,
    ...cycle.flatMap((from) =>
      [...(arrows.get(from) ?? [])]
        .filter((to) => cycle.includes(to))
        .map((to) => `  ${from} -> ${to}: ${why.get(`${from}->${to}`)}`),
    ),
  ]);
  return { folders: nodes.size, cycles, lines };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { folders, cycles, lines } = folderCycles(process.argv[2] ?? 'src');
  if (!cycles.length) console.log(`no cycles between the ${folders} folders of src/`);
  else {
    console.log(lines.join('\n'));
    process.exit(1);
  }
}
