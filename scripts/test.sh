#!/usr/bin/env bash
# Every test: typecheck, lint, the layer boundaries (docs/ARCHITECTURE.md), unit and API tests
# (SQLite always; PostgreSQL too when DATABASE_URL is set), then end-to-end tests in Chromium
# against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "Chromium is missing: installing Debian's chromium package"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing. Install it with: sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi

reports="$(mktemp -d)"
trap 'stage_summary "npm test"; [ -z "${node24_setup:-}" ] || kill -- "-$node24_setup" 2>/dev/null || true; rm -rf "$reports"' EXIT

e2e() (cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npx playwright test --reporter=list,json)

# The supported runtimes are Node 22 and 24 (docs/decisions/0001); the machine's may be 20, past
# its end of life. The unit and API tests run on Node 24 from the npm registry (scripts/node24/run.sh),
# the end-to-end tests' servers on the machine's Node: two runtimes, each suite once. Fetching
# Node 24 and compiling better-sqlite3 for it (minutes, on one core: SQLite is one C file) runs
# beside the checks below, which are single-threaded too.
node24_log="$reports/node24-setup.log"
setsid bash scripts/node24/run.sh node --version >"$node24_log" 2>&1 &
node24_setup=$!

stage typecheck npm run -s typecheck
stage lint npm run -s lint
stage "layer boundaries" npm run -s lint:boundaries
node24_ready() { local status=0; wait "$node24_setup" || status=$?; cat "$node24_log"; return "$status"; }
stage "Node 24 runtime (prepared beside the checks)" node24_ready
unit_status=0
stage "unit and API tests on Node 24 (databases: sqlite${DATABASE_URL:+, postgres})" \
  bash scripts/node24/run.sh node node_modules/vitest/vitest.mjs run \
  --reporter=default --reporter=json --outputFile.json="$reports/unit.json" || unit_status=$?

stage "web build" npm run -s build -w @kaoshi/web
# The candidate's front-end budget (docs/REQUIREMENTS.md §19.1): over 250 KB gzipped, or admin code on its path, fails the run.
budget_status=0
stage "front-end budget" node scripts/bundle-sizes.mjs || budget_status=$?
e2e_status=0
stage "end-to-end tests (Chromium)" e2e || e2e_status=$?

# One plain closing line that counts both runners' tests.
node -e '
  const fs = require("fs");
  const read = (f) => { try { return JSON.parse(fs.readFileSync(f, "utf8")); } catch { return null; } };
  const unit = read(process.argv[1]) ?? { numPassedTests: 0, numFailedTests: 1 };
  const e2e = read(process.argv[2])?.stats ?? { expected: 0, unexpected: 1, flaky: 0 };
  const passed = unit.numPassedTests + e2e.expected;
  const failed = unit.numFailedTests + e2e.unexpected + e2e.flaky;
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
' "$reports/unit.json" "$reports/e2e.json"

[ "$unit_status" = 0 ] && [ "$e2e_status" = 0 ] && [ "$budget_status" = 0 ]
