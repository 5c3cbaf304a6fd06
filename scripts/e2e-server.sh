#!/usr/bin/env bash
# The server the end-to-end suite drives: the real CLI on a fresh data directory with the demo
# accounts, serving the built sites, with M-Pesa played by the in-process simulator as `npm start`
# does (prompts accepted after 2 s, small payouts sent by themselves). Started and stopped by
# Playwright (playwright.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
port=${1:-8199}
data=".e2e-data-$port" # one per port: two runs at once must not wipe each other's database
rm -rf "$data" && mkdir -p "$data"
node packages/server/src/main.ts superuser create e2e-operator@mapato.test e2e-operator-secret --dir "$data" >/dev/null
# The console's journeys (sites/app/e2e/admin.spec.ts): a second admin for four eyes, and a support operator.
node packages/server/src/main.ts superuser create e2e-admin2@mapato.test e2e-admin2-secret --role admin --dir "$data" >/dev/null
node packages/server/src/main.ts superuser create e2e-support@mapato.test e2e-support-secret --role support --dir "$data" >/dev/null
export MAPATO_LOG=off
# Every journey signs up from this one address: more than the 20 an hour a real address may.
export MAPATO_SIGNUPS_PER_ADDRESS_HOUR=500
# M-Pesa's prompts last 8 s here instead of a minute, so a prompt nobody answers (0700 000 000) ends
# within a test (sites/app/e2e/prompt-ends.spec.ts; ADR 045).
export MAPATO_STK_PROMPT_SECONDS=${MAPATO_STK_PROMPT_SECONDS:-8}
# Each journey's figures are those of its moment: what each level earned is read anew for every
# request rather than kept five minutes (sites/app/e2e/upgrade-earnings.spec.ts; ADR 070).
export MAPATO_LEVEL_EARNINGS_CACHE_SECONDS=0
exec node packages/server/src/main.ts serve --http "127.0.0.1:$port" --dir "$data" --demo --mpesa simulator --sms simulator
