/**
 * `npm run lint`'s check of imports (`tsx scripts/folder-cycles.ts src server`): an import cycle between two top-level
 * folders of the first (src/<folder>/…; files directly in src/ are the folder "(root)") is a layer that imports
 * upward, and a circle of files in any of them (type-only imports and import() too) is one module that should be
 * one, or a piece both need that belongs in a third. Prints each cycle with one import that makes each of its arrows,
 * and exits 1; prints one line and exits 0 when there is none. It reads the import, export-from and import()
 * specifiers as text; tests, type declarations and test support (src/test/) do not count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return /^(dist|node_modules|\..*)$/.test(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|js|jsx)$/.test(entry.name) && !/\.(test|spec|e2e)\.[tj]sx?$|\.d\.ts$/.test(entry.name)
      ? [path]
      : [];
  });

/** The relative specifiers `file` imports, re-exports or fetches with import(), as written. */
const specifiersOf = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g,
    ),
  ]
    .map((match) => match[1] || match[2] || match[3])
    .filter((specifier) => specifier.startsWith('.'));

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
    for (const specifier of specifiersOf(file)) {
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

/** The strongly connected components of two nodes or more (Tarjan's algorithm): the cycles of `arrows`. */
function cyclesOf(arrows: Map<string, Set<string>>): string[][] {
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
  return cycles;
}

/** Each cycle's heading and one line per arrow inside it, with the import that makes it. */
const describe = (
  cycles: string[][],
  arrows: Map<string, Set<string>>,
  why: Map<string, string>,
  heading: (cycle: string[]) => string,
) =>
  cycles.flatMap((cycle) => [
    heading(cycle),
    ...cycle.flatMap((from) =>
      [...(arrows.get(from) ?? [])]
        .filter((to) => cycle.includes(to))
        .map((to) => `  ${from} -> ${to}: ${why.get(`${from}->${to}`)}`),
    ),
  ]);

/** The cycles between the folders of `src`. */
export function folderCycles(src: string): { folders: number; cycles: string[][]; lines: string[] } {
  const { arrows, why } = folderArrows(resolve(src));
  const cycles = cyclesOf(arrows);
  const folders = new Set([...arrows.keys(), ...[...arrows.values()].flatMap((to) => [...to])]).size;
  return { folders, cycles, lines: describe(cycles, arrows, why, (cycle) => `cycle among src/{${cycle.join(', ')}}:`) };
}

/** The file a relative specifier names (with or without its extension, or a folder's index), if it is one of `files`. */
function resolveFile(from: string, specifier: string, files: Set<string>): string | undefined {
  const target = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [target, ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => target + end)];
  return candidates.find((candidate) => files.has(candidate));
}

/** The circles of files among `dirs` (paths from the working folder), each with the import that makes each arrow. */
export function fileCycles(dirs: string[]): { files: number; cycles: string[][]; lines: string[] } {
  const all = dirs.flatMap((dir) => sourceFiles(resolve(dir))).filter((file) => !file.includes(`${sep}test${sep}`));
  const files = new Set(all);
  const name = (file: string) => relative(process.cwd(), file).split(sep).join('/');
  const arrows = new Map<string, Set<string>>();
  const why = new Map<string, string>();
  for (const file of all) {
    for (const specifier of specifiersOf(file)) {
      const target = resolveFile(file, specifier, files);
      if (!target || target === file) continue;
      const [from, to] = [name(file), name(target)];
      arrows.set(from, (arrows.get(from) ?? new Set()).add(to));
      if (!why.has(`${from}->${to}`)) why.set(`${from}->${to}`, `imports ${specifier}`);
    }
  }
  const cycles = cyclesOf(arrows);
  return {
    files: files.size,
    cycles,
    lines: describe(cycles, arrows, why, (cycle) => `circle of files {${cycle.join(', ')}}:`),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [layered = 'src', ...others] = process.argv.slice(2);
  const folders = folderCycles(layered);
  const files = fileCycles([layered, ...others]);
  if (!folders.cycles.length) console.log(`no cycles between the ${folders.folders} folders of ${layered}/`);
  if (!files.cycles.length)
    console.log(`no circles among the ${files.files} files of ${[layered, ...others].join('/, ')}/`);
  const lines = [...folders.lines, ...files.lines];
  if (lines.length) {
    console.log(lines.join('\n'));
    process.exit(1);
  }
}
