#!/usr/bin/env bash
# What sending spans costs a server under load, for docs/web-performance.md: tictactoe-web
# (release build, sessions stored in SQLite) played by SESSIONS paced sessions, in one run, the
# modes alternating, ROUNDS rounds:
#   off        no tracer (no --otlp-endpoint, no OTEL_* variable)
#   receiving  spans sent to scripts/otlp-receiver.py, which keeps up
#   stopped    spans sent to a port nothing listens on (the collector is gone)
#   stalled    spans sent to a receiver that reads each request and never answers
# Each line: the load tool's (messages a second, latency from when each message was due), then
# the server's peak and final resident memory (VmHWM, VmRSS) and the spans it dropped.
#   Web/scripts/run-traced-load.sh
#   SESSIONS=50 SECONDS_PER_RUN=5 ROUNDS=1 Web/scripts/run-traced-load.sh   # smaller
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

SESSIONS=${SESSIONS:-200}
PACE=${PACE:-2}
ROUNDS=${ROUNDS:-2}
SECONDS_PER_RUN=${SECONDS_PER_RUN:-30}
MODES=${MODES:-"off receiving stopped stalled"}
GAME_PORT=${GAME_PORT:-18090}
RECEIVER=../scripts/otlp-receiver.py

swift build -c release --product tictactoe-web >&2
swift build -c release --product tictactoe-web-load >&2
BIN=$(swift build -c release --show-bin-path)

work=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$work"' EXIT

wait_for_port() {
    for _ in $(seq 1 100); do
        (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return
        sleep 0.1
    done
    echo "nothing listens on $1" >&2
    exit 1
}

# start_receiver [--stall]: sets RECEIVER_URL and RECEIVER_PID.
start_receiver() {
    python3 "$RECEIVER" --port 0 --out "$work/spans.jsonl" "$@" >"$work/receiver.out" &
    RECEIVER_PID=$!
    pids+=("$RECEIVER_PID")
    RECEIVER_URL=""
    for _ in $(seq 1 100); do
        RECEIVER_URL=$(sed -n 's/^listening on //p' "$work/receiver.out")
        [ -z "$RECEIVER_URL" ] || return 0
        sleep 0.1
    done
    echo "the receiver did not start" >&2
    exit 1
}

stop_receiver() {
    kill "$RECEIVER_PID"
    wait "$RECEIVER_PID" 2>/dev/null || true
}

run() {
    local mode=$1 endpoint=() url="" server line dropped
    case "$mode" in
    off) ;;
    receiving | stalled)
        start_receiver $([ "$mode" = stalled ] && echo --stall)
        url=$RECEIVER_URL
        ;;
    stopped)
        # A port nothing listens on: one a receiver held a moment ago.
        start_receiver
        url=$RECEIVER_URL
        stop_receiver
        ;;
    esac
    [ -z "$url" ] || endpoint=(--otlp-endpoint "$url")
    rm -rf "$work/data"
    "$BIN/tictactoe-web" --port "$GAME_PORT" --data-dir "$work/data" --max-sessions 5000 --max-messages-per-second 1000000 \
        --max-new-sessions-per-minute 1000000 --log-level error "${endpoint[@]}" &
    server=$!
    pids+=("$server")
    wait_for_port "$GAME_PORT"
    line=$("$BIN/tictactoe-web-load" play --url "ws://127.0.0.1:$GAME_PORT/ws" --target game \
        --sessions "$SESSIONS" --duration "$SECONDS_PER_RUN" --actions-per-second "$PACE")
    dropped=$(curl -s "http://127.0.0.1:$GAME_PORT/metrics" | awk '/^otel_spans_dropped_total/ {print $2}')
    echo "mode=$mode $line peak-rss-kb=$(awk '/VmHWM/ {print $2}' "/proc/$server/status") rss-kb=$(awk '/VmRSS/ {print $2}' "/proc/$server/status") dropped=${dropped:-0} load=$(cut -d' ' -f1 /proc/loadavg)"
    kill "$server"
    wait "$server" 2>/dev/null || true
    if [ "$mode" = receiving ] || [ "$mode" = stalled ]; then
        stop_receiver
    fi
}

for round in $(seq 1 "$ROUNDS"); do
    for mode in $MODES; do
        run "$mode"
    done
done
