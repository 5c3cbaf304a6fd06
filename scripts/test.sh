#!/usr/bin/env bash
# npm test: every check the project has, in order of cost. Installs what it needs itself.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bootstrap.sh
step() { printf '\n=== %s\n' "$*"; }

step "format (prettier --check)"
pnpm exec prettier --check . --log-level warn
step "lint (eslint)"
pnpm exec eslint . --max-warnings=0
step "typecheck (tsc, every package)"
pnpm -r --workspace-concurrency=1 run typecheck
step "unit + integration tests on SQLite"
pnpm exec vitest run
step "server integration tests on PostgreSQL"
bash scripts/pg-throwaway.sh pnpm exec vitest run --project server
