#!/usr/bin/env bash
# Load figures for the README: tictactoe-web and a bare Hummingbird WebSocket echo, on
# loopback, in one run, release builds. Bounded: at most 2000 sessions, 120 s per run.
#   Web/run-load.sh                 # 1, 100 and 1000 sessions, 10 s each
#   SESSIONS="1 100" SECONDS_PER_RUN=5 Web/run-load.sh
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"

SESSIONS=${SESSIONS:-"1 100 1000"}
SECONDS_PER_RUN=${SECONDS_PER_RUN:-10}
GAME_PORT=${GAME_PORT:-18080}
ECHO_PORT=${ECHO_PORT:-18081}
IDLE_SESSIONS=${IDLE_SESSIONS:-1000}

swift build -c release --product tictactoe-web
swift build -c release --product tictactoe-web-load
BIN=$(swift build -c release --show-bin-path)

"$BIN/tictactoe-web" --port "$GAME_PORT" --max-sessions 5000 --max-messages-per-second 1000000 --log-level warning &
GAME_PID=$!
"$BIN/tictactoe-web-load" echo-server --port "$ECHO_PORT" &
ECHO_PID=$!
trap 'kill "$GAME_PID" "$ECHO_PID" 2>/dev/null || true' EXIT
for port in "$GAME_PORT" "$ECHO_PORT"; do
    for _ in $(seq 1 100); do
        (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
        sleep 0.1
    done
done

rss() { awk '/VmRSS/ {print $2}' "/proc/$GAME_PID/status"; }
started=$(rss)

echo "== play: whole games, one move answered before the next is sent"
for n in $SESSIONS; do
    "$BIN/tictactoe-web-load" play --url "ws://127.0.0.1:$GAME_PORT/ws" --target game --sessions "$n" --duration "$SECONDS_PER_RUN"
    "$BIN/tictactoe-web-load" play --url "ws://127.0.0.1:$ECHO_PORT/ws" --target echo --sessions "$n" --duration "$SECONDS_PER_RUN"
done

echo "== memory per idle session (logged in, connected, doing nothing)"
sleep 1
before=$(rss)
"$BIN/tictactoe-web-load" idle --url "ws://127.0.0.1:$GAME_PORT/ws" --sessions "$IDLE_SESSIONS" --hold 8 &
IDLE_PID=$!
sleep 6
during=$(rss)
sessions=$(curl -s "http://127.0.0.1:$GAME_PORT/health" || true)
wait "$IDLE_PID"
echo "server VmRSS before: ${before} kB, with ${IDLE_SESSIONS} idle sessions: ${during} kB; /health: ${sessions}"
echo "per idle session: $(( (during - before) * 1024 / IDLE_SESSIONS )) bytes"
echo "server VmRSS at start: ${started} kB; after the play runs, whose sessions wait detached for their pages: ${before} kB"

# Memory under hostile input (malformed JSON, binary frames, oversized messages, floods,
# connections opened and dropped): python3 Web/hostile-load.py (pip install websockets first;
# it starts a fresh release tictactoe-web per kind itself; --help lists the bounds).
