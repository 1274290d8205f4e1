/**
 * Prints a phx element rendered to HTML (a declarative shadow root), ready to paste into a page or a CMS block: it
 * reads without any script, and hydrates where the page also loads phx.js.
 *
 *   npm run -s render -- phx-products --product neural-pro-x1 --layout grid
 *   npm run -s render -- phx-contact --inquiry consultation --endpoint https://clinic.example/api/inquiries --lang de
 *
 * Every `--name value` is an attribute of the element; `--url` is the address of the page it goes on (links and
 * the form's endpoint resolve against it), `--script` the address of the phx.js it loads (links lead to that
 * origin, the company site, as in the browser), `--nonce` a Content-Security-Policy nonce for its <style>.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = `${root}dist/server/index.js`;

export function parseArgs(args: string[]): {
  tag?: string;
  attributes: Record<string, string>;
  options: Record<string, string>;
} {
  const [tag, ...rest] = args;
  const attributes: Record<string, string> = {};
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const name = rest[i].replace(/^--/, '');
    const value = rest[i + 1] !== undefined && !rest[i + 1].startsWith('--') ? rest[++i] : '';
    if (name === 'url' || name === 'nonce' || name === 'script') options[name] = value;
    else attributes[name] = value;
  }
  return { tag, attributes, options };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { tag, attributes, options } = parseArgs(process.argv.slice(2));
  if (!existsSync(bundle)) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const { renderElement, phxTags } = (await import(pathToFileURL(bundle).href)) as typeof import('../src/ssr/index.ts');
  if (!tag || !(phxTags as string[]).includes(tag)) {
    console.error(
      `Usage: npm run -s render -- <${phxTags.join(' | ')}> [--attribute value …] [--url page-address] [--script phx.js-address] [--nonce n]`,
    );
    process.exit(1);
  }
  const rendered = await renderElement(tag, attributes, options);
  process.stdout.write(`${rendered.html}\n`);
}
