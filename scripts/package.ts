/**
 * Part of `npm run build` (its last step): the two packages as they are published, each a folder with a clean
 * package.json (no scripts, devDependencies or workspaces), and the Subresource Integrity hashes of the script-tag
 * build for a partner who pins a version.
 *
 *   dist/package/      @phoenix-bionics/phx      for bundlers and servers: dist/npm, dist/server, dist/next, the
 *                                                types, the editors' data, the manifest, the guides
 *   dist/package-cdn/  @phoenix-bionics/phx-cdn  the script-tag build (dist/cdn) for those who serve it themselves
 *
 *   npm publish dist/package && npm publish dist/package-cdn
 *
 * The WordPress plugin (dist/wordpress/phx.zip) is a release asset, in neither package.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Manifest {
  name: string;
  version: string;
  repository: { url: string };
  exports: Record<string, unknown>;
  [field: string]: unknown;
}

export const repoManifest = (): Manifest => JSON.parse(read('package.json'));

/** The fields a registry user needs, in the order npm shows them; nothing of the repository's own tooling. */
const published = [
  'name',
  'version',
  'description',
  'license',
  'author',
  'homepage',
  'repository',
  'bugs',
  'keywords',
  'type',
  'exports',
  'types',
  'customElements',
  'web-types',
  'bin',
  'sideEffects',
  'engines',
  'dependencies',
  'peerDependencies',
  'peerDependenciesMeta',
];

/** The files of the npm package, by their path in it (the same as in the repository, so exports read alike). */
export const packageFiles = [
  'README.md',
  'LICENSE',
  'CHANGELOG.md',
  'custom-elements.json',
  'web-types.json',
  'vscode.html-custom-data.json',
  'types/phx.d.ts',
  'types/phx.d.cts',
  'types/vue.d.ts',
  'types/next.d.ts',
  'types/server.d.ts',
  'types/server.d.cts',
  'types/server',
  'docs',
  'dist/npm',
  'dist/server',
  'dist/next',
  'bin/phx-render.js',
];

/** The repository's address for a file at this version (the README's relative links, read on the registry's page). */
export function absoluteLinks(markdown: string, manifest: Manifest): string {
  const repo = manifest.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
  return markdown.replace(
    /\]\(((?:docs\/|CONTRIBUTING\.md|CHANGELOG\.md|LICENSE)[^)\s]*)\)/g,
    (_, path: string) => `](${repo}/blob/v${manifest.version}/${path})`,
  );
}

export function publishManifest(manifest: Manifest): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const field of published) if (manifest[field] !== undefined) clean[field] = manifest[field];
  clean.publishConfig = { access: 'public' };
  return clean;
}

/** Every path the manifest and custom-elements.json name that the folder lacks (none, or the build is wrong). */
export function missingPaths(folder: string, manifest: Record<string, unknown>): string[] {
  const targets = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(targets);
  const named = [
    ...targets(manifest.exports),
    ...['types', 'customElements', 'web-types'].map((field) => manifest[field] as string),
    ...Object.values((manifest.bin ?? {}) as Record<string, string>),
  ];
  const elements = JSON.parse(readFileSync(join(folder, 'custom-elements.json'), 'utf8')) as {
    modules: { path: string }[];
  };
  named.push(...elements.modules.map((module) => module.path));
  return named.filter((path) => !path.includes('*') && !existsSync(join(folder, path)));
}

/** Every file under `dir`, by its path below it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => statSync(join(dir, path)).isFile());

/** `sha384-…` of each file of the script-tag build, for `integrity` on a pinned version's script tags. */
export function integrity(cdn: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const path of filesUnder(cdn)
    .filter((file) => file.endsWith('.js'))
    .sort())
    hashes[path.split('\\').join('/')] = `sha384-${createHash('sha384')
      .update(readFileSync(join(cdn, path)))
      .digest('base64')}`;
  return hashes;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const manifest = repoManifest();
  const out = join(root, 'dist/package');
  rmSync(out, { recursive: true, force: true });
  for (const path of packageFiles) cpSync(join(root, path), join(out, path), { recursive: true });
  writeFileSync(join(out, 'README.md'), absoluteLinks(read('README.md'), manifest));
  const clean = publishManifest(manifest);
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(clean, null, 2)}\n`);
  const missing = missingPaths(out, clean);
  if (missing.length) throw new Error(`dist/package lacks what its manifest names: ${missing.join(', ')}`);

  // The script-tag build, as a package of its own, and its hashes for a pinned version.
  const cdn = join(root, 'dist/cdn');
  const hashes = integrity(cdn);
  writeFileSync(join(cdn, 'integrity.json'), `${JSON.stringify({ version: manifest.version, hashes }, null, 2)}\n`);
  const cdnOut = join(root, 'dist/package-cdn');
  rmSync(cdnOut, { recursive: true, force: true });
  mkdirSync(cdnOut, { recursive: true });
  cpSync(cdn, cdnOut, { recursive: true });
  cpSync(join(root, 'LICENSE'), join(cdnOut, 'LICENSE'));
  writeFileSync(
    join(cdnOut, 'README.md'),
    `# ${manifest.name}-cdn\n\nThe script-tag build of [${manifest.name}](https://www.npmjs.com/package/${manifest.name}) ` +
      `${manifest.version}, for serving it yourself: serve this folder at \`/phx/${manifest.version}/\` and load ` +
      "`phx.js` (or `phx.classic.js` with `defer`). `integrity.json` holds each file's Subresource Integrity hash.\n",
  );
  writeFileSync(
    join(cdnOut, 'package.json'),
    `${JSON.stringify(
      {
        ...publishManifest({ ...manifest, name: `${manifest.name}-cdn` }),
        description: `The script-tag build of ${manifest.name}, to serve yourself`,
        exports: { './*': './*' },
        types: undefined,
        customElements: undefined,
        'web-types': undefined,
        dependencies: undefined,
        peerDependencies: undefined,
        peerDependenciesMeta: undefined,
        sideEffects: undefined,
      },
      null,
      2,
    )}\n`,
  );

  const site = 'https://phoenix-bionics.example';
  console.log(
    `dist/package: ${manifest.name}@${manifest.version} (${filesUnder(out).length} files); ` +
      `dist/package-cdn: ${manifest.name}-cdn (${filesUnder(cdnOut).length} files)\n` +
      'A partner pins this version with:\n' +
      `  <script type="module" src="${site}/phx/${manifest.version}/phx.js" integrity="${hashes['phx.js']}" crossorigin="anonymous"></script>\n` +
      `  <script src="${site}/phx/${manifest.version}/phx.classic.js" integrity="${hashes['phx.classic.js']}" crossorigin="anonymous" defer></script>\n` +
      `Every file's hash: ${relative(root, cdn)}/integrity.json.`,
  );
}
