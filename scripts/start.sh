#!/usr/bin/env bash
# npm start: install what is missing, build what exists, serve everything on one port with the
# embedded SQLite database in ./data, the three demo accounts and the M-Pesa simulator in-process
# and the Africa's Talking SMS simulator (MAPATO_MPESA=manual|daraja and MAPATO_SMS=off|africastalking change that).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bootstrap.sh
bash scripts/build-sites.sh
exec node packages/server/src/main.ts serve --http "${MAPATO_HTTP:-127.0.0.1:8090}" --dir "${MAPATO_DATA_DIR:-data}" --demo --mpesa "${MAPATO_MPESA:-simulator}" --sms "${MAPATO_SMS:-simulator}"
