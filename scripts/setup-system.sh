#!/usr/bin/env bash
# Installs the system programs the site is built, served and tested with (Debian's nginx, chromium and its
# headless shell, Java, PostgreSQL) when they are missing. Needs root (or sudo), as on a fresh CI or developer
# machine.
set -euo pipefail
missing=()
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ "${1:-}" != "--serve-only" ]; then
  command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
  # The tests' browser: Chromium's headless-only build (scripts/dev/browsers.ts).
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  # The Nu Html Checker (vnu-jar) runs on Java.
  command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
  # The lead database's fault test and benchmark run a private PostgreSQL (scripts/dev/postgres.ts).
  compgen -G "/usr/lib/postgresql/*/bin/pg_ctl" >/dev/null || missing+=(postgresql)
fi
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing ${missing[*]} from Debian's packages" >&2
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
