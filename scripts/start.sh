#!/usr/bin/env bash
# npm start: build the site from the embedded content and serve it as production does: nginx on PORT
# (default 9000) in front of the lead endpoint (LEADS_PORT, default 9400). Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-system.sh --serve-only
# A local preview needs the two required keys; without real ones it builds with placeholders that no
# analytics or tag-manager account accepts (set your own to see events arrive).
if [ -z "${GATSBY_AMPLITUDE_API_KEY:-}" ] || [ -z "${GATSBY_GTM_ID:-}" ]; then
  echo "GATSBY_AMPLITUDE_API_KEY / GATSBY_GTM_ID not set: building the local preview with placeholder keys."
  export GATSBY_AMPLITUDE_API_KEY="${GATSBY_AMPLITUDE_API_KEY:-local-preview}"
  export GATSBY_GTM_ID="${GATSBY_GTM_ID:-GTM-PREVIEW}"
fi
npm run build
node --import tsx services/leads/server.ts &
leads=$!
trap 'kill "$leads" 2>/dev/null || true' EXIT INT TERM
node --import tsx scripts/serve.ts
