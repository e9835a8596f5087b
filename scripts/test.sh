#!/usr/bin/env bash
# npm test: the whole suite on a fresh machine: system programs, unit tests, both regional builds,
# type check (against the types the build generates), browser tests against nginx.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-system.sh
node_modules/.bin/vitest run
bash scripts/build-sites.sh
node_modules/.bin/tsc --noEmit
node_modules/.bin/playwright test
