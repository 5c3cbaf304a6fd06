#!/usr/bin/env bash
# npm test: every check the project has, in order of cost. Installs what it needs itself.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bootstrap.sh
step() { printf '\n=== %s\n' "$*"; }
# Every Node process of the run (Vitest's workers, the servers and CLI commands the tests start, the
# end-to-end server) keeps V8's compiled code here and skips compiling the same source again (ADR 069).
export NODE_COMPILE_CACHE="$PWD/node_modules/.cache/node-compile"

step "format (prettier --check)"
pnpm exec prettier --check . --log-level warn
step "lint (eslint)"
pnpm exec eslint . --max-warnings=0
step "unused files, exports and dependencies (knip; --production: exports only tests use)"
pnpm exec knip && pnpm exec knip --production
step "typecheck (tsc, every package)"
pnpm run typecheck
step "browser (Debian's Chromium for stories and end-to-end tests)"
if [ ! -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
"${CHROME_PATH:-/usr/bin/chromium}" --version 2>/dev/null | grep -v '^\[' || true
step "storybook build"
pnpm run build-storybook

results=.test-results
rm -rf "$results" && mkdir -p "$results"
report() { echo --reporter=default --reporter=json --outputFile.json="$results/$1.json"; }

# The server suite includes the API and payouts benchmarks in their smoke size, on each engine
# (packages/server/test/bench-smoke.test.ts, ADR 041).
step "unit + integration tests on SQLite"
pnpm exec vitest run $(report sqlite)
step "server integration tests on PostgreSQL"
bash scripts/pg-throwaway.sh pnpm exec vitest run --project server $(report postgres)

step "end-to-end in Chromium (sites built, real server on a fresh data directory)"
bash scripts/build-sites.sh
step "front-end benchmark in its smoke size (pages usable, no failed request, JavaScript budgets; ADR 041)"
node scripts/bench-web.ts --smoke
step "end-to-end journeys"
pnpm exec playwright test

# One plain closing line over every run; a skipped test counts as a failure.
node -e '
  const fs = require("fs"); let passed = 0, failed = 0;
  for (const f of fs.readdirSync(process.argv[1])) {
    const r = JSON.parse(fs.readFileSync(process.argv[1] + "/" + f, "utf8"));
    if (r.stats) { // Playwright
      passed += r.stats.expected; failed += r.stats.unexpected + r.stats.flaky + r.stats.skipped;
    } else { // Vitest
      passed += r.numPassedTests; failed += r.numFailedTests + r.numPendingTests + r.numTodoTests;
    }
  }
  console.log(`\ntotal: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
' "$results"
