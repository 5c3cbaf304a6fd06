#!/usr/bin/env bash
# Source this file (". scripts/bootstrap.sh"): it makes sure a supported Node (>= 22.12) and
# pnpm 10 are on PATH, fetching them from the npm registry into .tools/ when the system Node is
# too old, then installs the workspace. A second run downloads nothing.
_mapato_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TOOLS=${MAPATO_TOOLS:-$_mapato_root/.tools}
NODE_VERSION=24.21.0
PNPM_VERSION=10.34.9
# The registry is reached through a TLS proxy whose CA lives in the system bundle.
if [ -z "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  export NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
fi

_mapato_node_ok() {
  # true when the given node binary is >= 22.12
  "$1" -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)' 2>/dev/null
}

_mapato_platform_pkg() {
  local os arch
  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) os=linux ;; esac
  case "$(uname -m)" in x86_64|amd64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; *) arch=x64 ;; esac
  echo "node-$os-$arch"
}

if ! command -v node >/dev/null 2>&1 || ! _mapato_node_ok node; then
  _pkg=$(_mapato_platform_pkg)
  if ! _mapato_node_ok "$TOOLS/node_modules/.bin/node"; then
    echo "bootstrap: fetching Node $NODE_VERSION ($_pkg) into .tools/" >&2
    npm install --prefix "$TOOLS" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "$_pkg@$NODE_VERSION" "pnpm@$PNPM_VERSION" >&2 || return 1 2>/dev/null || exit 1
  fi
  export PATH="$TOOLS/node_modules/.bin:$PATH"
  # node-gyp must build against the headers of the Node we run, shipped in the same package.
  export npm_config_nodedir="$TOOLS/node_modules/$_pkg"
fi

if ! command -v pnpm >/dev/null 2>&1 || ! pnpm -v 2>/dev/null | grep -q '^10\.'; then
  if ! "$TOOLS/node_modules/.bin/pnpm" -v 2>/dev/null | grep -q '^10\.'; then
    echo "bootstrap: fetching pnpm $PNPM_VERSION into .tools/" >&2
    npm install --prefix "$TOOLS" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "pnpm@$PNPM_VERSION" >&2 || return 1 2>/dev/null || exit 1
  fi
  export PATH="$TOOLS/node_modules/.bin:$PATH"
fi

export ASTRO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}

# Install workspace dependencies only when the lockfile changed since the last install.
_stamp="$_mapato_root/node_modules/.mapato-install-stamp"
_lock_sum=$(cat "$_mapato_root/pnpm-lock.yaml" "$_mapato_root/package.json" 2>/dev/null | cksum)
if [ ! -f "$_stamp" ] || [ "$(cat "$_stamp")" != "$_lock_sum" ]; then
  (cd "$_mapato_root" && pnpm install --frozen-lockfile --reporter=append-only >&2) || return 1 2>/dev/null || exit 1
  echo "$_lock_sum" >"$_stamp"
fi
unset _mapato_root _pkg _stamp _lock_sum

# Compile the messages (packages/i18n, ADR 031) when a message file or the settings are newer
# than the generated output: everything from Storybook to the server imports the compiled files.
_i18n="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/packages/i18n"
if [ ! -f "$_i18n/src/paraglide/messages.js" ] ||
  [ -n "$(find "$_i18n/messages" "$_i18n/project.inlang" "$_i18n/scripts" -newer "$_i18n/src/paraglide/messages.js" -type f 2>/dev/null | head -1)" ]; then
  (cd "$_i18n" && pnpm run --silent compile >&2) || return 1 2>/dev/null || exit 1
fi
unset _i18n
