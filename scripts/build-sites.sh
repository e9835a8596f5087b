#!/usr/bin/env bash
# Builds the regional sites (LOCALES, default "en-US zh-CN") one after the other. Each locale keeps
# its own Gatsby cache and output under .serve/cache/<locale>: Gatsby's cache does not know which
# locale it was built for, so sharing one between locales could serve one site's data on the other.
# Each site is copied to .serve/sites/<locale>, and what a CDN host runs beside it (Gatsby's Netlify adapter
# writes functions under .netlify/ that load Gatsby's compiled functions) to .serve/cdn/<locale>. The project
# is left holding the last site built, ready to deploy on either target: public/, .netlify/ and .cache/functions.
# SITES_OUT puts the sites elsewhere (the next deploy of tests/deploy/build-next.ts), without the CDN copies.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's Node (package.json's optional node-linux-*), as npm scripts get it, when run by hand.
export PATH="$PWD/node_modules/.bin:$PATH"
out="${SITES_OUT:-.serve/sites}"
mkdir -p "$out" .serve/cache
# Gatsby inlines the stylesheet into every page's HTML, but a warm build re-renders the HTML only when the server
# bundle or a page's data changed: after a change to CSS alone, the pages kept the old styles inline. A locale
# whose cache was built from other CSS starts cold.
css_hash=$(bash scripts/css-hash.sh)
for locale in ${LOCALES:-en-US zh-CN}; do
  stash=".serve/cache/$locale"
  if [ -d "$stash" ] && [ "$(cat "$stash/css-hash" 2>/dev/null)" != "$css_hash" ]; then
    echo "build $locale: the CSS changed since its cache was built; building cold"
    rm -rf "$stash"
  fi
  rm -rf .cache public .netlify/functions-internal
  [ -d "$stash/.cache" ] && mv "$stash/.cache" .cache
  [ -d "$stash/public" ] && mv "$stash/public" public
  start=$(date +%s)
  if ! SITE_LOCALE="$locale" node_modules/.bin/gatsby build; then
    # A failed build can leave the cache half-written; the next build of this locale starts cold.
    rm -rf .cache public "$stash"
    exit 1
  fi
  # What gatsby build runs after rendering, the search index included: src/pipeline/after-render.ts.
  rm -rf "${out:?}/$locale"
  if [ "$out" = .serve/sites ]; then
    cp -a public "$out/$locale"
    # The adapter's function wrappers load ../../../.cache/functions/*.js and one module from node_modules/.
    cdn=".serve/cdn/$locale"
    rm -rf "$cdn"
    mkdir -p "$cdn/.netlify" "$cdn/.cache"
    cp -a .netlify/functions-internal "$cdn/.netlify/functions-internal"
    cp -a .cache/functions "$cdn/.cache/functions"
    ln -s ../../../node_modules "$cdn/node_modules"
    touch "$cdn/.built"
  else
    # Hard links: the caller reads this copy before the next build, and public/ is never written in place after
    # this (the next build starts from the cache's own copy). On another file system, a copy.
    cp -al public "$out/$locale" 2>/dev/null || { rm -rf "${out:?}/$locale" && cp -a public "$out/$locale"; }
  fi
  mkdir -p "$stash"
  echo "$css_hash" > "$stash/css-hash"
  mv .cache "$stash/.cache"
  cp -a public "$stash/public"
  mkdir -p .cache
  cp -a "$stash/.cache/functions" .cache/functions
  echo "build $locale: $(( $(date +%s) - start )) s, $(find "$out/$locale" -name index.html | wc -l) pages"
done
