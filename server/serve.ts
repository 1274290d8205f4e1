/**
 * `npm run serve`: the built server (server/dist/serve.js), run with plain `node` after `npm run build`. Its renderer
 * and React are bundled into it, so it needs only the packages in "dependencies".
 */
import { fileURLToPath } from 'node:url';
import { renderElement } from '../src/ssr/index.ts';
import { run } from './run.ts';

await run(fileURLToPath(new URL('../..', import.meta.url)), { render: renderElement });
