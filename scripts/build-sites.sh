#!/usr/bin/env bash
# Builds both regional sites, one after the other, into .serve/sites/<locale>/ (Gatsby always writes
# public/, so each build is moved aside). Prints each build's wall time.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .serve/sites
for locale in ${LOCALES:-en-US zh-CN}; do
  start=$(date +%s)
  SITE_LOCALE="$locale" node_modules/.bin/gatsby build
  rm -rf ".serve/sites/$locale"
  cp -a public ".serve/sites/$locale"
  echo "build $locale: $(( $(date +%s) - start )) s, $(find ".serve/sites/$locale" -name index.html | wc -l) pages"
done
