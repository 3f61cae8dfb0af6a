#!/usr/bin/env bash
# The deployment's topology on this machine: two replicas of the built portal on the PostgreSQL server
# in DATABASE_URL, behind nginx, restarted one after the other under steady load (decision 2123).
# Installs Debian's nginx when it is missing, builds the portal when its build is not current, then
# runs tools/src/deploy/rolling-restart.ts, which fails on any failed request or lost session.
#
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run rolling-restart
#
# npm test runs it last, after the browser journeys (the portal is built by then). Options after
# `--`: --as-built (the build as it is), --workers N, --seconds-between S, --json.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${DATABASE_URL:-}" ]; then
  # A developer's npm test without a PostgreSQL server skips it, as the storage suite does; CI has one.
  if [ -z "${CI:-}" ]; then
    echo "Rolling restart not run: set DATABASE_URL to a PostgreSQL server (the replicas share its database)."
    exit 0
  fi
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
