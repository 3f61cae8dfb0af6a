#!/usr/bin/env bash
# The browser tests drive Debian's Chromium: its headless shell for the journeys (decision 2131) and
# the desktop browser for Lighthouse. Installs them when missing (never a downloaded build).
set -euo pipefail
if command -v chromium >/dev/null 2>&1 && command -v chromium-headless-shell >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium and chromium-headless-shell for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell >/dev/null
  exit 0
fi
echo "The browser tests need Chromium: install Debian's packages 'chromium' and 'chromium-headless-shell' (apt-get install chromium chromium-headless-shell)." >&2
exit 1
