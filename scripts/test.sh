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
trap 'stage_summary "npm test"; rm -rf "$reports"' EXIT

e2e() (cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npx playwright test --reporter=list,json)

stage typecheck npm run -s typecheck
stage lint npm run -s lint
stage "layer boundaries" npm run -s lint:boundaries
unit_status=0
stage "unit and API tests (databases: sqlite${DATABASE_URL:+, postgres})" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/unit.json" || unit_status=$?

# The supported runtimes are Node 22 and 24 (docs/decisions/0001): the server's tests on SQLite again under Node 24.
node24_status=0
stage "server API tests on Node 24 (SQLite)" bash scripts/node24-api-tests.sh || node24_status=$?

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

[ "$unit_status" = 0 ] && [ "$node24_status" = 0 ] && [ "$e2e_status" = 0 ] && [ "$budget_status" = 0 ]
