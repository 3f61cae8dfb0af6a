#!/bin/sh
# Keeps nginx's replicas to those that answer /ready (decision 2123), as Kubernetes keeps a Service's
# endpoints: nginx alone learns that a replica stops only when it refuses a connection, and a request
# already written to a connection the stopping replica's kernel then resets fails with 502. A replica
# that answers 503 on /ready is marked down within READY_EVERY seconds (1 by default) and nginx reloads,
# well within the portal's STOP_DELAY_SECONDS, while it still serves; once ready again it is back.
#
# REPLICAS       the replicas' addresses, host:port separated by spaces
# UPSTREAM_FILE  the file nginx includes in its upstream block
# RELOAD         how to reload nginx (default: nginx -s reload)
# READY_WAIT     how long a replica has to answer /ready, in seconds (0.8 by default)
#
# In the nginx image it runs from /docker-entrypoint.d: one pass before nginx starts, then in the
# background. Elsewhere: `follow-readiness.sh once` before nginx starts, then `follow-readiness.sh loop`.
set -eu
: "${REPLICAS:?set REPLICAS to the replicas host:port}"
: "${UPSTREAM_FILE:?set UPSTREAM_FILE to the file nginx includes}"
RELOAD=${RELOAD:-nginx -s reload}
EVERY=${READY_EVERY:-1}
WAIT=${READY_WAIT:-0.8}

# What a replica's /ready says: "up" (200), "down" (another status, or no connection: it is
# stopping or stopped), or "unknown" (no answer in time: a busy replica, or a busy machine).
readiness() {
  code=$(curl -sS -o /dev/null -w '%{http_code}' --max-time "$WAIT" "http://$1/ready" 2>/dev/null) && rc=0 || rc=$?
  if [ "$code" = 200 ]; then echo up
  elif [ "$rc" = 28 ]; then echo unknown
  else echo down
  fi
}

# Writes the upstream's servers, the unready marked down. A replica that does not answer in time keeps
# the place it had: taken for down, the one replica that still serves would leave the list, and a
# list with none ready names every replica, the stopping one too, whose closing listener then resets
# the requests nginx wrote to it. None ready (all starting): every one listed.
write_upstream() {
  ready='' listed=''
  for replica in $REPLICAS; do
    state=$(readiness "$replica")
    if [ "$state" = unknown ]; then
      if [ -f "$UPSTREAM_FILE" ] && grep -qF "server $replica down;" "$UPSTREAM_FILE"; then state=down; else state=up; fi
    fi
    if [ "$state" = up ]; then
      ready="$ready $replica"
      listed="${listed}server $replica max_fails=1 fail_timeout=2s;
"
    else
      listed="${listed}server $replica down;
"
    fi
  done
  if [ -z "$ready" ]; then
    listed=''
    for replica in $REPLICAS; do listed="${listed}server $replica max_fails=1 fail_timeout=2s;
"; done
  fi
  if [ ! -f "$UPSTREAM_FILE" ] || [ "$(cat "$UPSTREAM_FILE")" != "$(printf '%s' "$listed")" ]; then
    printf '%s' "$listed" >"$UPSTREAM_FILE.next"
    mv "$UPSTREAM_FILE.next" "$UPSTREAM_FILE"
    return 0
  fi
  return 1
}

if [ "${1:-}" = once ]; then
  write_upstream || true
  exit 0
fi

if [ "${1:-}" = loop ]; then
  while :; do
    if write_upstream; then $RELOAD >/dev/null 2>&1 || true; fi
    sleep "$EVERY"
  done
fi

# From /docker-entrypoint.d: the first list before nginx starts, then the loop in the background.
write_upstream || true
"$0" loop &
