#!/usr/bin/env bash
# Records real OpenTelemetry traces of small RabbitMQ RPC apps.
#
#   tools/realtrace/record.sh OUTDIR [FLOW...]      (no FLOW: all of them)
#
# Starts a private rabbitmq-server (temp dirs, 127.0.0.1, free ports, own epmd; no
# systemd), then for each flow a fresh local collector (collector.js) and the flow
# driver (flows.js). Writes OUTDIR/<flow>.otlp.jsonl, OUTDIR/<flow>.zipkin.json and
# OUTDIR/VERSIONS. Everything it started is stopped at the end, also on failure.
# Needs tools/realtrace/install.sh to have run. REALTRACE_VERBOSE=1 shows app events.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
die() { printf 'realtrace/record: %s\n' "$*" >&2; exit 1; }
say() { printf 'realtrace/record: %s\n' "$*" >&2; }

[ $# -ge 1 ] || die "usage: record.sh OUTDIR [FLOW...]"
OUT="$1"; shift
RMQ_BIN=/usr/lib/rabbitmq/bin
[ -x "$RMQ_BIN/rabbitmq-server" ] || die "rabbitmq-server is not installed: run tools/realtrace/install.sh"
[ -d "$HERE/node_modules/amqplib" ] || die "node_modules missing: run tools/realtrace/install.sh"
command -v node >/dev/null || die "node is missing"

read -r -a ALL_FLOWS <<<"$(node "$HERE/flows.js" --list)"
if [ $# -gt 0 ]; then FLOWS=("$@"); else FLOWS=("${ALL_FLOWS[@]}"); fi
for f in "${FLOWS[@]}"; do
    case " ${ALL_FLOWS[*]} " in *" $f "*) ;; *) die "unknown flow '$f'; flows: ${ALL_FLOWS[*]}";; esac
done
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"

TMP="$(mktemp -d /tmp/realtrace.XXXXXX)"
BROKER_UP=0; BROKER_PID=""; COLLECTOR_PID=""; DRIVER_PID=""; EPMD_PORT=""; OK=0

cleanup() {
    set +e
    [ -n "$DRIVER_PID" ] && kill -TERM "$DRIVER_PID" 2>/dev/null && wait "$DRIVER_PID" 2>/dev/null
    [ -n "$COLLECTOR_PID" ] && kill -TERM "$COLLECTOR_PID" 2>/dev/null && wait "$COLLECTOR_PID" 2>/dev/null
    if [ -n "$BROKER_PID" ] && kill -0 "$BROKER_PID" 2>/dev/null; then
        kill -TERM "$BROKER_PID" 2>/dev/null      # the Erlang VM stops gracefully on SIGTERM
        for _ in $(seq 1 100); do kill -0 "$BROKER_PID" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$BROKER_PID" 2>/dev/null
        wait "$BROKER_PID" 2>/dev/null
    fi
    # The epmd our broker started listens on our private port only: stop it.
    if [ -n "$EPMD_PORT" ]; then
        ERL_EPMD_PORT="$EPMD_PORT" epmd -port "$EPMD_PORT" -kill >/dev/null 2>&1
    fi
    if [ "$OK" != 1 ]; then
        if [ "$BROKER_UP" = 0 ] && [ -f "$TMP/log/${NODE:-none}.log" ]; then
            say "broker log tail:"; tail -15 "$TMP/log/${NODE:-none}.log" >&2
        fi
        say "failed; broker files kept in $TMP"
    else
        rm -rf "$TMP"
    fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

free_port() {
    node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}
AMQP_PORT="$(free_port)"; DIST_PORT="$(free_port)"; EPMD_PORT="$(free_port)"
while [ "$DIST_PORT" = "$AMQP_PORT" ]; do DIST_PORT="$(free_port)"; done
while [ "$EPMD_PORT" = "$AMQP_PORT" ] || [ "$EPMD_PORT" = "$DIST_PORT" ]; do EPMD_PORT="$(free_port)"; done
NODE="realtrace$$@localhost"

mkdir -p "$TMP/home" "$TMP/mnesia" "$TMP/log"
head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$TMP/home/.erlang.cookie"
chmod 400 "$TMP/home/.erlang.cookie"
printf '[].\n' > "$TMP/enabled_plugins"
: > "$TMP/rabbitmq-env.conf"
cat > "$TMP/rabbitmq.conf" <<EOF
log.console = false
log.file.level = info
EOF

export HOME="$TMP/home"
export RABBITMQ_CONF_ENV_FILE="$TMP/rabbitmq-env.conf"
export RABBITMQ_CONFIG_FILE="$TMP/rabbitmq.conf"
export RABBITMQ_ADVANCED_CONFIG_FILE="$TMP/advanced.config"
export RABBITMQ_ENABLED_PLUGINS_FILE="$TMP/enabled_plugins"
export RABBITMQ_MNESIA_BASE="$TMP/mnesia"
export RABBITMQ_LOG_BASE="$TMP/log"
export RABBITMQ_PID_FILE="$TMP/rabbit.pid"
export RABBITMQ_NODENAME="$NODE"
export RABBITMQ_USE_LONGNAME=false
export RABBITMQ_NODE_IP_ADDRESS=127.0.0.1
export RABBITMQ_NODE_PORT="$AMQP_PORT"
export RABBITMQ_DIST_PORT="$DIST_PORT"
export RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS="-kernel inet_dist_use_interface {127,0,0,1}"
export ERL_EPMD_PORT="$EPMD_PORT"
export ERL_EPMD_ADDRESS=127.0.0.1
export ERL_CRASH_DUMP="$TMP/erl_crash.dump"
export PATH="$RMQ_BIN:$PATH"

T0=$(date +%s.%N)
"$RMQ_BIN/rabbitmq-server" >"$TMP/broker.out" 2>&1 &
BROKER_PID=$!

# Wait for the node: await_startup fails fast while the node is not yet registered
# with epmd, so retry it until it succeeds, the broker dies, or 60 s pass.
deadline=$(( $(date +%s) + 60 ))
until "$RMQ_BIN/rabbitmqctl" -q -n "$NODE" await_startup --timeout 30 >"$TMP/await.out" 2>&1; do
    if ! kill -0 "$BROKER_PID" 2>/dev/null; then
        tail -20 "$TMP/broker.out" >&2
        die "rabbitmq-server exited during start-up (see above)"
    fi
    if [ "$(date +%s)" -ge "$deadline" ]; then
        tail -5 "$TMP/await.out" >&2; tail -20 "$TMP/broker.out" >&2
        die "rabbitmq-server did not start within 60 s"
    fi
    sleep 0.2
done
BROKER_UP=1
say "broker $NODE up on 127.0.0.1:$AMQP_PORT after $(node -e "console.log((Date.now()/1000-$T0).toFixed(1))") s"
AMQP_URL="amqp://guest:guest@127.0.0.1:$AMQP_PORT"

# ---- VERSIONS -------------------------------------------------------------------------
{
    echo "# realtrace recording environment"
    echo "rabbitmq-server $(dpkg-query -W -f='${Version}' rabbitmq-server 2>/dev/null || echo '?')"
    echo "erlang-otp $(erl -noshell -eval 'io:format("~s", [erlang:system_info(otp_release)]), halt().' 2>/dev/null || echo '?') (erlang-base $(dpkg-query -W -f='${Version}' erlang-base 2>/dev/null || echo '?'))"
    echo "node $(node -v)"
    (cd "$HERE" && node -e '
        const lock = require("./package-lock.json");
        const direct = Object.keys(require("./package.json").dependencies);
        const rows = Object.entries(lock.packages)
          .filter(([p]) => p.startsWith("node_modules/"))
          .map(([p, v]) => [p.replace(/^.*node_modules\//, ""), v.version, direct.includes(p.replace(/^node_modules\//, ""))])
          .filter(([n, , d]) => d || n.startsWith("@opentelemetry/"))
          .sort((a, b) => (a[0] + "@" + a[1]).localeCompare(b[0] + "@" + b[1]));
        const seen = new Set();
        for (const [n, v, d] of rows) { const k = n + "@" + v; if (seen.has(k)) continue; seen.add(k);
          console.log(`npm ${n} ${v}${d ? "" : " (transitive)"}`); }')
    echo "instrumentation-amqplib config: defaults, except useLinksForConsume=true in flow \"links\""
    echo "span processor: SimpleSpanProcessor x2 (OTLPTraceExporter JSON over HTTP, ZipkinExporter)"
} > "$OUT/VERSIONS"

# ---- flows ----------------------------------------------------------------------------
for flow in "${FLOWS[@]}"; do
    rm -f "$TMP/collector.port"
    node "$HERE/collector.js" --out "$OUT/$flow" --port-file "$TMP/collector.port" >/dev/null &
    COLLECTOR_PID=$!
    for _ in $(seq 1 100); do [ -s "$TMP/collector.port" ] && break; sleep 0.05; done
    [ -s "$TMP/collector.port" ] || die "collector did not start"
    CPORT="$(cat "$TMP/collector.port")"

    node "$HERE/flows.js" "$flow" --amqp "$AMQP_URL" --collector "http://127.0.0.1:$CPORT" &
    DRIVER_PID=$!
    rc=0; wait "$DRIVER_PID" || rc=$?
    DRIVER_PID=""
    kill -TERM "$COLLECTOR_PID"; wait "$COLLECTOR_PID" || true
    COLLECTOR_PID=""
    [ "$rc" = 0 ] || die "flow $flow failed (exit $rc)"
done
OK=1
say "recorded ${#FLOWS[@]} flow(s) into $OUT in $(node -e "console.log((Date.now()/1000-$T0).toFixed(1))") s"
