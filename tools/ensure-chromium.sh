#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; install it when it is missing (never a downloaded build).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium: install Debian's package 'chromium' (apt-get install chromium)." >&2
exit 1
