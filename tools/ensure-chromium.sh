#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium in its headless shell (decision 2131); install it when
# it is missing (never a downloaded build). The Lighthouse and first-page benchmarks need the whole
# browser: Debian's package 'chromium' (apt-get install chromium).
set -euo pipefail
if command -v chromium-headless-shell >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium-headless-shell for the browser journeys…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium-headless-shell >/dev/null
  exit 0
fi
echo "The browser journeys need Chromium's headless shell: install Debian's package 'chromium-headless-shell' (apt-get install chromium-headless-shell)." >&2
exit 1
