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
#
# In the nginx image it runs from /docker-entrypoint.d: one pass before nginx starts, then in the
# background. Elsewhere: `follow-readiness.sh once` before nginx starts, then `follow-readiness.sh loop`.
set -eu
: "${REPLICAS:?set REPLICAS to the replicas host:port}"
: "${UPSTREAM_FILE:?set UPSTREAM_FILE to the file nginx includes}"
RELOAD=${RELOAD:-nginx -s reload}
EVERY=${READY_EVERY:-1}

# Writes the upstream's servers, the unready marked down; none ready (all starting): every one listed.
write_upstream() {
  ready='' listed=''
  for replica in $REPLICAS; do
    if curl -fsS -o /dev/null --max-time 0.8 "http://$replica/ready" 2>/dev/null; then
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
