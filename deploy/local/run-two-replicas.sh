#!/usr/bin/env bash
# The deployment's topology on this machine: two replicas of the built portal on the PostgreSQL server
# in DATABASE_URL, behind nginx, restarted one after the other under steady load (decision 2123).
# Installs Debian's nginx when it is missing, builds the portal when its build is not current, then
# runs tools/src/deploy/rolling-restart.ts, which fails on any failed request or lost session.
#
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test bash deploy/local/run-two-replicas.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${DATABASE_URL:-}" ]; then
  echo "Set DATABASE_URL to a PostgreSQL server: the replicas share its database, as in production." >&2
  exit 1
fi
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's nginx for the replicas' reverse proxy…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null
  else
    echo "The rolling restart needs nginx: install Debian's package 'nginx' (apt-get install nginx)." >&2
    exit 1
  fi
fi
exec npx tsx tools/src/deploy/rolling-restart.ts "$@"
