/**
 * Where the content files are: content/ at the repository root, or PHX_CONTENT_DIR (a copy, for a test or a
 * preview). Node only, at build time.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const contentDir = () =>
  resolve(process.env.PHX_CONTENT_DIR || fileURLToPath(new URL('../../../content', import.meta.url)));
