// pnpm bench:web — the front-end budgets of issue 11: gzipped JavaScript per page (/ ≤ 25 KB,
// /login ≤ 100 KB), Slow 3G timings (/login's form within 6 s, a signed-in dashboard's figures
// within 8 s) and Lighthouse mobile performance (≥ 98 on /, /login and /dashboard). It serves the
// built sites with the real server and measures in Debian's Chromium. Figures only: it reports,
// it does not fail the build (docs/performance.md keeps them).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lighthouseScore } from './bench-web/lighthouse.ts';
import { javascriptWeight, slow3g } from './bench-web/measure.ts';
import { PAGES } from './bench-web/pages.ts';
import { demoSession, startBenchServer } from './bench-web/server.ts';

const PORT = 8299;
const skipLighthouse = process.argv.includes('--no-lighthouse');
// `--only /dashboard` measures the pages with that path alone (quicker while working on one page).
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1];

const dir = mkdtempSync(join(tmpdir(), 'mapato-bench-web-'));
const server = await startBenchServer(dir, PORT);
try {
  const session = await demoSession(server.origin);
  console.log(
    'page                  JS files  gzipped JS  budget        Slow 3G: first paint  usable  requests   Lighthouse',
  );
  const lighthouseDetails: string[] = [];
  for (const bench of PAGES.filter((page) => only === undefined || page.path === only)) {
    const weight = await javascriptWeight(server.origin, bench, session);
    const slow = await slow3g(server.origin, bench, session);
    const lighthouse =
      bench.lighthouse && !skipLighthouse
        ? await lighthouseScore(server.origin, bench.path, bench.signedIn ? session : null)
        : undefined;
    if (lighthouse) {
      const { fcpS, lcpS, tbtMs, cls, speedIndexS } = lighthouse;
      lighthouseDetails.push(
        `${bench.label.padEnd(21)} FCP ${fcpS.toFixed(1)} s  LCP ${lcpS.toFixed(1)} s  TBT ${Math.round(tbtMs)} ms  CLS ${cls.toFixed(3)}  Speed Index ${speedIndexS.toFixed(1)} s`,
      );
    }
    const budget =
      bench.budgetKb === undefined ? '' : `${weight.gzipKb <= bench.budgetKb ? 'within' : 'OVER'} ${bench.budgetKb} KB`;
    const slowBudget =
      bench.slow3gBudgetS === undefined
        ? ''
        : slow.usableS <= bench.slow3gBudgetS
          ? ` (≤ ${bench.slow3gBudgetS} s)`
          : ` (OVER ${bench.slow3gBudgetS} s)`;
    console.log(
      [
        bench.label.padEnd(21),
        String(weight.files).padStart(8),
        `${weight.gzipKb.toFixed(1).padStart(7)} KB`,
        budget.padEnd(13),
        `${slow.fcpS.toFixed(1).padStart(6)} s`.padStart(21),
        `${slow.usableS.toFixed(1).padStart(5)} s${slowBudget}`.padEnd(8),
        String(slow.requests).padStart(9),
        String(lighthouse?.score ?? '–').padStart(12),
      ].join(' '),
    );
  }
  if (lighthouseDetails.length > 0) console.log(`\nLighthouse mobile metrics\n${lighthouseDetails.join('\n')}`);
} finally {
  server.stop();
  rmSync(dir, { recursive: true, force: true });
}
