/**
 * `npm run serve`: the built server (server/dist/serve.js), run with plain `node` after `npm run build`. Our code and
 * the renderer are bundled into it; its packages (Fastify, the database drivers, React) are server/package.json's.
 */
import { fileURLToPath } from 'node:url';
import { renderElement } from '../src/ssr/index.ts';
import { run } from './run.ts';

await run(fileURLToPath(new URL('../..', import.meta.url)), { render: renderElement });
