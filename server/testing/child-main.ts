/** Test fixture: the server as `npm start` runs it, with fault injection (POST /api/__faults) for the robustness test. */
import { fileURLToPath } from 'node:url';
import { run } from '../run.ts';

await run(fileURLToPath(new URL('../..', import.meta.url)), { faults: true });
