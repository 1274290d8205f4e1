#!/usr/bin/env node
/**
 * Prints a phx element rendered to HTML (a declarative shadow root), ready to paste into a page or a CMS block: it
 * reads without any script, and hydrates where the page also loads phx.js. Installed with the package:
 *
 *   npx phx-render phx-products --product neural-pro-x1 --layout grid
 *   npx phx-render phx-contact --inquiry consultation --endpoint https://clinic.example/api/inquiries --lang de
 *
 * Every `--name value` is an attribute of the element; `--url` is the address of the page it goes on (links and
 * the form's endpoint resolve against it), `--script` the address of the phx.js it loads (links lead to that
 * origin, the company site, as in the browser), `--nonce` a Content-Security-Policy nonce for its <style>.
 * In the repository, `npm run -s render -- …` runs it (and builds first if needed).
 */
import { phxTags, renderElement } from '../dist/server/index.js';

const [tag, ...rest] = process.argv.slice(2);
const attributes = {};
const options = {};
for (let i = 0; i < rest.length; i++) {
  const name = rest[i].replace(/^--/, '');
  const value = rest[i + 1] !== undefined && !rest[i + 1].startsWith('--') ? rest[++i] : '';
  if (name === 'url' || name === 'nonce' || name === 'script') options[name] = value;
  else attributes[name] = value;
}
if (!tag || !phxTags.includes(tag)) {
  console.error(
    `Usage: phx-render <${phxTags.join(' | ')}> [--attribute value …] [--url page-address] [--script phx.js-address] [--nonce n]`,
  );
  process.exit(1);
}
const rendered = await renderElement(tag, attributes, options);
process.stdout.write(`${rendered.html}\n`);
