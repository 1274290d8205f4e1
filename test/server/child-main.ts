/** Test fixture: the server as `npm start` runs it, with fault injection (POST /api/__faults) for the robustness test. */
import { fileURLToPath } from 'node:url';
import { run } from '../../server/run.ts';
import { faultInjection } from './faults.ts';

// PHX_TEST_QUICK_DELIVERY: retries within a second and leases of eight (an attempt's deadline four), so a delivery
// test waits seconds, not minutes.
const deliveryTuning = process.env.PHX_TEST_QUICK_DELIVERY
  ? { pollMs: 50, leaseMs: 8_000, backoff: (attempts: number) => Math.min(100 * 2 ** attempts, 1_000) }
  : undefined;
// PHX_TEST_COUNTERS_MS: the counter line every few milliseconds instead of once a minute.
const counters = process.env.PHX_TEST_COUNTERS_MS ? { countersEveryMs: Number(process.env.PHX_TEST_COUNTERS_MS) } : {};
await run(fileURLToPath(new URL('../..', import.meta.url)), { plugins: [faultInjection], deliveryTuning, ...counters });
