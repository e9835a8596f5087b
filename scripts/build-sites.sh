#!/usr/bin/env bash
# Builds the regional sites, each in the folder it keeps for good: scripts/build-sites.ts says how.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's Node (package.json's optional node-linux-*), as npm scripts get it, when run by hand.
export PATH="$PWD/node_modules/.bin:$PATH"
exec node --import tsx scripts/build-sites.ts "$@"
