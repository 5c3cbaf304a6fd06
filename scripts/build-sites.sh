#!/usr/bin/env bash
# Builds the public site and the member app when they have a build script (they arrive with
# the front-end issues); the server serves whatever dist/ folders exist.
set -euo pipefail
cd "$(dirname "$0")/.."
for site in web app; do
  if node -e "process.exit(require('./sites/$site/package.json').scripts?.build ? 0 : 1)"; then
    pnpm --filter "@mapato/$site" run build
  fi
done
# The origin's one service worker, generated over both builds as the server serves them (decision 023).
node scripts/build-service-worker.ts
# Then brotli copies of the hashed scripts and styles, which the server sends as they are.
node scripts/precompress.ts
