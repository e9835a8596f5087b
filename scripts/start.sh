#!/usr/bin/env bash
# npm start: build the site from the embedded content and serve it through nginx on PORT (default 9000).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-system.sh --serve-only
npm run build
exec node scripts/serve.mjs
