#!/usr/bin/env bash
# npm test: the whole suite on a fresh machine: system programs, GraphQL types, type check and lint, unit
# tests, the lead service under faults, live content under gatsby develop, both regional builds, quality
# gates, browser tests (with axe) against nginx, and the en-US build on Netlify's local server compared
# with nginx.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step's time goes to the log and to .serve/test-times.tsv (a line per step: the run's start, seconds, step;
# kept across runs), so a run that grows says where. The budget: the whole suite in 30 minutes on a fresh 2-core
# machine (install included), the browser tests in 10.
mkdir -p .serve
run_started=$(date -u +%Y-%m-%dT%H:%M:%SZ)
step() {
  local start=$SECONDS
  "$@"
  echo "npm test: $(( SECONDS - start )) s: $*"
  printf '%s\t%s\t%s\n' "$run_started" "$(( SECONDS - start ))" "$*" >> .serve/test-times.tsv
}
step bash scripts/setup-system.sh
# Netlify's CLI, pinned in scripts/cdn, for the CDN deployment the browser tests compare with nginx.
step node_modules/.bin/tsx scripts/serve-cdn.ts --install
# The quick checks first. The query types are committed; Gatsby's bootstrap (not a build) says they are current.
step node_modules/.bin/tsx scripts/dev/typegen.ts --check
# The quick tier (npm run test:quick: type check, lint, the unit tests that start nothing), then the unit tests
# that start a database, a server, a browser or other processes.
step npm run --silent test:quick
step node_modules/.bin/vitest run --project starts-something
# The lead service under faults: a private PostgreSQL with 3 endpoints and 2 workers, and PGlite, processes killed.
step node_modules/.bin/vitest run --config tests/faults/vitest.config.mts
# gatsby develop on a copy of the project: starts without keys, and content edits reach it without a restart.
step node_modules/.bin/vitest run --config tests/develop/vitest.config.mts
# shellcheck source=../tests/e2e/test-env.sh
source tests/e2e/test-env.sh
step bash scripts/build-sites.sh
# Quality gates over the built sites: links and anchors, valid HTML, first-load JavaScript budgets, no
# Chinese text in the en-US site, structured data that parses and carries what its types need.
step node_modules/.bin/tsx scripts/quality/check-links.ts
step node_modules/.bin/tsx scripts/quality/check-html.ts
step node_modules/.bin/tsx scripts/quality/check-budgets.ts
step node_modules/.bin/tsx scripts/quality/check-locale-text.ts
step node_modules/.bin/tsx scripts/quality/check-structured-data.ts
step node_modules/.bin/tsx scripts/quality/check-sharing.ts
# What an attacker tried on the lead path and the server rules, replayed against nginx and the lead service as
# production runs them (over public/, the last site built).
step node_modules/.bin/tsx scripts/quality/probe-hardening.ts
# The site built from Contentful (a local HTTPS stand-in): same pages and content; one change rebuilds incrementally.
step node_modules/.bin/tsx scripts/contentful/integration.ts
# The next deploy of the en-US site (one title edited), for the browser test of what a returning visitor sees.
step node_modules/.bin/tsx tests/deploy/build-next.ts
step node_modules/.bin/playwright test
echo "npm test: passed in $SECONDS s"
printf '%s\t%s\t%s\n' "$run_started" "$SECONDS" "npm test (whole)" >> .serve/test-times.tsv
