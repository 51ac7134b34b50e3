#!/usr/bin/env bash
# Load across servers: the load tool through HAProxy to two tictactoe-web servers on one
# PostgreSQL (Web/cluster/run-local.sh), and straight to one of them, in one run, release
# builds, alternating. Prints each run's line (messages a second, latency), and after each run
# through HAProxy how the sessions spread over the servers (/health).
#   Web/cluster/run-load.sh
#   SESSIONS="100" PACES="1" SECONDS_PER_RUN=5 Web/cluster/run-load.sh   # smaller
# Needs what run-local.sh needs: apt-get install postgresql haproxy
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

SESSIONS=${SESSIONS:-"100 1000"}
PACED_SESSIONS=${PACED_SESSIONS:-1000}
PACES=${PACES:-"1 4"}
SECONDS_PER_RUN=${SECONDS_PER_RUN:-10}

swift build -c release --product tictactoe-web >&2
swift build -c release --product tictactoe-web-load >&2
BIN=$(swift build -c release --show-bin-path)

lines=$(mktemp)
cluster/run-local.sh --nodes 2 --port 0 --binary "$BIN/tictactoe-web" -- \
    --max-sessions 100000 --max-messages-per-second 1000000 --max-new-sessions-per-minute 1000000 \
    >"$lines" &
cluster_pid=$!
trap 'kill "$cluster_pid" 2>/dev/null; wait "$cluster_pid" 2>/dev/null; rm -f "$lines"' EXIT
for _ in $(seq 1 600); do
    grep -q "^logs: " "$lines" && break
    kill -0 "$cluster_pid" 2>/dev/null || { cat "$lines" >&2; exit 1; }
    sleep 0.1
done
proxy=$(sed -n 's|^page: http://\(.*\)/$|\1|p' "$lines")
mapfile -t nodes < <(sed -n 's|^node: http://\([^ ]*\) .*|\1|p' "$lines")
echo "HAProxy at $proxy; servers at ${nodes[*]}"

spread() {
    local counts=()
    for node in "${nodes[@]}"; do
        counts+=("$(curl -s "http://$node/health" | grep -o '"sessions":[0-9]*' | cut -d: -f2)")
    done
    echo "sessions held per server: ${counts[*]}"
}
# play ADDRESS SESSIONS [--actions-per-second R]
play() {
    local address=$1 sessions=$2
    shift 2
    "$BIN/tictactoe-web-load" play --url "ws://$address/ws" --target game --sessions "$sessions" --duration "$SECONDS_PER_RUN" "$@"
}

echo "== flat out"
for n in $SESSIONS; do
    echo "through HAProxy, 2 servers: $(play "$proxy" "$n") load=$(cut -d' ' -f1 /proc/loadavg)"
    spread
    echo "one server, direct:         $(play "${nodes[0]}" "$n") load=$(cut -d' ' -f1 /proc/loadavg)"
done
echo "== paced: $PACED_SESSIONS sessions, R messages a second each"
for rate in $PACES; do
    echo "through HAProxy, 2 servers: $(play "$proxy" "$PACED_SESSIONS" --actions-per-second "$rate") load=$(cut -d' ' -f1 /proc/loadavg)"
    spread
    echo "one server, direct:         $(play "${nodes[0]}" "$PACED_SESSIONS" --actions-per-second "$rate") load=$(cut -d' ' -f1 /proc/loadavg)"
done
