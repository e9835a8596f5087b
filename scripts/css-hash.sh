#!/usr/bin/env bash
# The digest of the site's stylesheets, which a locale's Gatsby cache is kept with (scripts/build-sites.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
find src -name '*.css' -print0 | sort -z | xargs -0 cat | sha256sum | cut -c1-16
