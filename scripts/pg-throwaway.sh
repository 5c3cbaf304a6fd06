#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster in a temp dir,
# started here and removed afterwards. Installs Debian's PostgreSQL if the machine lacks it.
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "pg-throwaway: installing PostgreSQL from Debian packages" >&2
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
PGPORT=${PGPORT:-$((55000 + RANDOM % 1000))}
DIR=$(mktemp -d "${TMPDIR:-/tmp}/mapato-pg.XXXXXX")
if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$DIR"; AS=(runuser -u postgres --); else AS=(); fi
cleanup() {
  "${AS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
"${AS[@]}" "$PGBIN/initdb" -D "$DIR/data" -U test --auth=trust -E UTF8 --locale=C.UTF-8 --no-instructions --no-sync >/dev/null
"${AS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 start \
  -o "-c listen_addresses=127.0.0.1 -p $PGPORT -c unix_socket_directories=$DIR -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null
export DATABASE_URL="postgres://test@127.0.0.1:$PGPORT/postgres"
"$@"
