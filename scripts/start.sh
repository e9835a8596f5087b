#!/usr/bin/env bash
# npm start: build the site from the embedded content and serve it as production does: nginx on PORT
# (default 9000) in front of the lead endpoint (LEADS_PORT, default 9400). Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-system.sh --serve-only
npm run build
node --import tsx src/leads/server.ts &
leads=$!
trap 'kill "$leads" 2>/dev/null || true' EXIT INT TERM
node scripts/serve.mjs
