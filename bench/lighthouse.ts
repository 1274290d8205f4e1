/**
 * Lighthouse 12 (mobile preset: simulated slow 4G and a 4× slower CPU) on the standalone site's routes, in
 * Debian's Chromium. Each route runs `runs` times and its median run (by Performance score, then LCP) is kept.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';

export interface LighthouseRow {
  path: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKB: number;
  /** Audits that did not pass, for the reader to follow up. */
  failing: string[];
  /** Why Lighthouse could not measure the page, when it could not (its metrics are then NaN). */
  error?: string;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function runLighthouse(base: string, paths: string[], runs = 3): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      // Once first: the server renders a page at its first request and keeps it (Lighthouse would count that
      // render into the first run's server response time, which its simulation carries into every metric).
      await fetch(new URL(path, base)).then((response) => response.arrayBuffer());
      const results: LighthouseRow[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(new URL(path, base).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { categories: c, audits: a } = result.lhr;
        results.push({
          path,
          scores: {
            performance: score(c.performance.score),
            accessibility: score(c.accessibility.score),
            bestPractices: score(c['best-practices'].score),
            seo: score(c.seo.score),
          },
          fcpMs: a['first-contentful-paint'].numericValue ?? NaN,
          lcpMs: a['largest-contentful-paint'].numericValue ?? NaN,
          tbtMs: a['total-blocking-time'].numericValue ?? NaN,
          cls: a['cumulative-layout-shift'].numericValue ?? NaN,
          transferKB: (a['total-byte-weight'].numericValue ?? NaN) / 1024,
          error: result.lhr.runtimeError?.code,
          failing: Object.values(a)
            .filter(
              (audit) =>
                audit.score !== null &&
                audit.score < 1 &&
                ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
            )
            .map((audit) => audit.id),
        });
      }
      results.sort((x, y) => x.scores.performance - y.scores.performance || y.lcpMs - x.lcpMs);
      rows.push(results[Math.floor(results.length / 2)]);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
