#!/usr/bin/env bash
# npm test: the whole suite on a fresh machine: system programs, unit tests, both regional builds,
# type check (against the types the build generates), quality gates, browser tests (with axe) against nginx.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-system.sh
node_modules/.bin/vitest run
# shellcheck source=../tests/e2e/test-env.sh
source tests/e2e/test-env.sh
bash scripts/build-sites.sh
node_modules/.bin/tsc --noEmit
# Quality gates over the built sites: links and anchors, valid HTML, first-load JavaScript budgets.
node_modules/.bin/tsx scripts/quality/check-links.ts
node_modules/.bin/tsx scripts/quality/check-html.ts
node_modules/.bin/tsx scripts/quality/check-budgets.ts
# The site built from Contentful (a local HTTPS stand-in): same pages and content; one change rebuilds incrementally.
node_modules/.bin/tsx scripts/contentful/integration.ts
node_modules/.bin/playwright test
