#!/usr/bin/env bash
# The server the end-to-end suite drives: the real CLI on a fresh data directory with the demo
# accounts, serving the built sites. Started and stopped by Playwright (playwright.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
port=${1:-8199}
data=.e2e-data
rm -rf "$data" && mkdir -p "$data"
node packages/server/src/main.ts superuser create e2e-operator@mapato.test e2e-operator-secret --dir "$data" >/dev/null
export MAPATO_LOG=off
exec node packages/server/src/main.ts serve --http "127.0.0.1:$port" --dir "$data" --demo
