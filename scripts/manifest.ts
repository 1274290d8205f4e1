/**
 * Builds custom-elements.json from the JSDoc on each element definition (src/elements/phx-*.ts) and the theme
 * tokens documented in src/ui/tokens.ts. Ours and small: TypeScript 7 has no JS API for the usual analysers.
 *
 *   tsx scripts/manifest.ts           print the manifest
 *   tsx scripts/manifest.ts --write   write custom-elements.json
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');

interface Entry {
  name: string;
  description: string;
}

/** The first /** … *\/ block of a source, as lines without the leading stars. */
function docBlock(source: string): string[] {
  const match = source.match(/\/\*\*([\s\S]*?)\*\//);
  if (!match) return [];
  return match[1].split('\n').map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
}

function tagged(lines: string[], tag: string): Entry[] {
  return lines
    .filter((line) => line.startsWith(`@${tag} `))
    .map((line) => {
      const [, name, description = ''] = line.match(new RegExp(`^@${tag}\\s+(\\S+)(?:\\s+-\\s+(.*))?$`)) ?? [];
      return { name, description: description.trim() };
    });
}

const summary = (lines: string[]) =>
  lines
    .filter((line) => !line.startsWith('@'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

export function buildManifest() {
  const theme = tagged(docBlock(read('src/ui/tokens.ts')), 'cssprop');
  const files = readdirSync(`${root}/src/elements`)
    .filter((f) => /^phx-[a-z-]+\.ts$/.test(f))
    .sort();
  const modules = files.map((file) => {
    const path = `src/elements/${file}`;
    const source = read(path);
    const lines = docBlock(source);
    const tagName = tagged(lines, 'tag')[0]?.name;
    const className = source.match(/export const (\w+) = defineElement\(/)?.[1];
    if (!tagName || !className) throw new Error(`${path}: needs a @tag in its JSDoc and "export const X = defineElement(".`);
    const cssProperties = [...tagged(lines, 'cssprop'), ...(lines.includes('@theme') ? theme : [])];
    return {
      kind: 'javascript-module',
      path,
      declarations: [
        {
          kind: 'class',
          name: className,
          tagName,
          customElement: true,
          description: summary(lines),
          attributes: tagged(lines, 'attr').map((a) => ({ ...a, type: { text: 'string' } })),
          events: tagged(lines, 'fires').map((e) => ({ ...e, type: { text: 'CustomEvent' } })),
          cssParts: tagged(lines, 'csspart'),
          cssProperties,
        },
      ],
      exports: [
        { kind: 'js', name: className, declaration: { name: className, module: path } },
        { kind: 'custom-element-definition', name: tagName, declaration: { name: className, module: path } },
      ],
    };
  });
  return { schemaVersion: '2.0.0', readme: 'README.md', modules };
}

export const manifestText = () => `${JSON.stringify(buildManifest(), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--write')) writeFileSync(`${root}/custom-elements.json`, manifestText());
  else process.stdout.write(manifestText());
}
