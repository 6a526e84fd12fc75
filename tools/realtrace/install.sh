#!/usr/bin/env bash
# Installs what tools/realtrace/record.sh needs: Debian's rabbitmq-server (+ Erlang)
# and the pinned npm packages (npm ci). Idempotent; run as root on Debian 12.
# The package's own service is NOT left running: record.sh starts a private broker.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

log() { printf 'realtrace/install: %s\n' "$*"; }

if ! command -v node >/dev/null 2>&1; then
    log "node is missing (need Node >= 20.6)"; exit 1
fi

if [ ! -x /usr/sbin/rabbitmq-server ] && ! command -v rabbitmq-server >/dev/null 2>&1; then
    [ "$(id -u)" = 0 ] || { log "need root to apt-get install rabbitmq-server"; exit 1; }
    log "installing rabbitmq-server (apt)"
    export DEBIAN_FRONTEND=noninteractive
    # Forbid maintainer scripts from starting services while we install.
    made_policy=0
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
        chmod 755 /usr/sbin/policy-rc.d
        made_policy=1
    fi
    cleanup_policy() { [ "$made_policy" = 1 ] && rm -f /usr/sbin/policy-rc.d; return 0; }
    trap cleanup_policy EXIT
    if ! apt-get install -y -q --no-install-recommends rabbitmq-server >/tmp/realtrace-apt.log 2>&1; then
        apt-get update -q >>/tmp/realtrace-apt.log 2>&1 || true
        apt-get install -y -q --no-install-recommends rabbitmq-server >>/tmp/realtrace-apt.log 2>&1 \
            || { tail -20 /tmp/realtrace-apt.log; log "apt-get install rabbitmq-server failed"; exit 1; }
    fi
    cleanup_policy; trap - EXIT
    # Belt and braces: if a service manager started the packaged broker anyway, stop it.
    if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
        systemctl stop rabbitmq-server >/dev/null 2>&1 || true
        systemctl disable rabbitmq-server >/dev/null 2>&1 || true
    fi
    for f in /var/lib/rabbitmq/mnesia/*.pid; do
        [ -f "$f" ] || continue
        p="$(cat "$f" 2>/dev/null || true)"
        if [ -n "$p" ] && kill -0 "$p" 2>/dev/null; then
            log "stopping the packaged broker (pid $p)"; kill "$p" 2>/dev/null || true
        fi
    done
fi

# npm ci when node_modules is missing or older than the lock file.
stamp="$HERE/node_modules/.package-lock.json"
if [ ! -d "$HERE/node_modules" ] || [ ! -f "$stamp" ] || [ "$HERE/package-lock.json" -nt "$stamp" ] \
    || [ "$HERE/package.json" -nt "$stamp" ]; then
    log "npm ci"
    (cd "$HERE" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
fi
log "ok ($(dpkg-query -W -f='rabbitmq-server ${Version}' rabbitmq-server 2>/dev/null || echo rabbitmq-server), node $(node -v))"
