#!/usr/bin/env bash
# Load figures for docs/web-performance.md: tictactoe-web and a bare Hummingbird WebSocket echo, on
# loopback, in one run, release builds, game and echo runs alternating. Bounded: at most 2000
# sessions, 120 s per run.
#   Web/scripts/run-load.sh                       # flat out at 1, 100, 1000 sessions; paced at 1000
#   SESSIONS="1 100" ROUNDS=1 PACES="1 4" SECONDS_PER_RUN=5 Web/scripts/run-load.sh   # smaller
#
# The game runs twice: as shipped, storing every session in SQLite (a fresh --data-dir per
# run), and with --in-memory (the store off), so that the store's cost shows in one run.
#
# Flat out, each session sends its next message the instant the previous one is answered:
# the most messages a second each server answers, and its CPU per message. Paced, 1000
# sessions each send PACES messages a second (a player plays about 1), latency measured from
# when each message was due: where p99 stays under 10 ms, and where it breaks.
set -euo pipefail
# From the Web package (Web/), this script's parent folder.
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

SESSIONS=${SESSIONS:-"1 100 1000"}
ROUNDS=${ROUNDS:-3}
PACED_SESSIONS=${PACED_SESSIONS:-1000}
PACES=${PACES:-"1 2 4 6 8 12"}
SECONDS_PER_RUN=${SECONDS_PER_RUN:-10}
GAME_PORT=${GAME_PORT:-18080}
ECHO_PORT=${ECHO_PORT:-18081}
IDLE_SESSIONS=${IDLE_SESSIONS:-1000}

swift build -c release --product tictactoe-web
swift build -c release --product tictactoe-web-load
BIN=$(swift build -c release --show-bin-path)

wait_for_port() {
    for _ in $(seq 1 100); do
        (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return
        sleep 0.1
    done
}
# A fresh game server for each game run: sessions that played stay for their pages (30
# minutes), so a shared server would hold every earlier run's sessions, and refuse new ones
# at its cap.
DATA_ROOT=$(mktemp -d)
# start_game_server [--in-memory]: stores its sessions in a fresh data folder unless told not to.
start_game_server() {
    local store=(--data-dir "$DATA_ROOT/run-$RANDOM$RANDOM")
    if [ "${1:-}" = --in-memory ]; then
        store=(--in-memory)
    fi
    "$BIN/tictactoe-web" --port "$GAME_PORT" --max-sessions 5000 --max-messages-per-second 1000000 --max-new-sessions-per-minute 1000000 --log-level warning "${store[@]}" &
    GAME_PID=$!
    wait_for_port "$GAME_PORT"
}
stop_game_server() {
    kill "$GAME_PID"
    wait "$GAME_PID" || true
    rm -rf "${DATA_ROOT:?}"/run-*
}
"$BIN/tictactoe-web-load" echo-server --port "$ECHO_PORT" &
ECHO_PID=$!
GAME_PID=""
trap 'kill $GAME_PID "$ECHO_PID" 2>/dev/null || true; rm -rf "$DATA_ROOT"' EXIT
wait_for_port "$ECHO_PORT"

rss() { awk '/VmRSS/ {print $2}' "/proc/$GAME_PID/status"; }
# A process's user + system CPU time, in clock ticks.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
RESULTS=$(mktemp)

# play TARGET SESSIONS [--actions-per-second R]: one run; prints the tool's line with the
# server's CPU per answered message and the load average, and keeps it for the tables.
# TARGET is game (stored in SQLite), memory (the game with --in-memory) or echo.
play() {
    local target=$1 sessions=$2 pid port
    shift 2
    case "$target" in
    game) start_game_server ;;
    memory) start_game_server --in-memory ;;
    esac
    if [ "$target" = echo ]; then
        pid=$ECHO_PID port=$ECHO_PORT
    else
        pid=$GAME_PID port=$GAME_PORT
    fi
    local before line after
    before=$(cpu_ticks "$pid")
    line=$("$BIN/tictactoe-web-load" play --url "ws://127.0.0.1:$port/ws" --target "${target/memory/game}" \
        --sessions "$sessions" --duration "$SECONDS_PER_RUN" "$@")
    after=$(cpu_ticks "$pid")
    if [ "$target" != echo ]; then
        stop_game_server
        line=${line/target=game/target=$target}
    fi
    line="$line server-cpu-us/msg=$(awk -v ticks=$((after - before)) -v hz="$(getconf CLK_TCK)" -v line="$line" 'BEGIN {
        match(line, /seconds=[0-9.]+/); seconds = substr(line, RSTART + 8, RLENGTH - 8)
        match(line, /messages\/s=[0-9]+/); rate = substr(line, RSTART + 11, RLENGTH - 11)
        messages = rate * seconds; printf "%.0f", messages ? ticks / hz * 1e6 / messages : 0 }') load=$(cut -d' ' -f1 /proc/loadavg)"
    echo "$line"
    echo "$line" >> "$RESULTS"
}

echo "== flat out: each message sent when the previous one is answered ($ROUNDS rounds, game and echo alternating)"
for round in $(seq 1 "$ROUNDS"); do
    for n in $SESSIONS; do
        play game "$n"
        play memory "$n"
        play echo "$n"
    done
done

echo "== paced: $PACED_SESSIONS sessions, each sending R messages a second (±20 %), latency from when each was due"
for rate in $PACES; do
    play game "$PACED_SESSIONS" --actions-per-second "$rate"
    play memory "$PACED_SESSIONS" --actions-per-second "$rate"
    play echo "$PACED_SESSIONS" --actions-per-second "$rate"
done

echo "== tables (flat out: the round with the median game ÷ echo, the lower one if ROUNDS is even)"
awk -v sessions="$PACED_SESSIONS" '
    # A field of the tool'"'"'s line, without its unit: field("p99") of "p99=1.50ms" is 1.50.
    function field(name,   i, value) {
        for (i = 1; i <= NF; i++) if (index($i, name "=") == 1) { value = substr($i, length(name) + 2); sub(/ms$/, "", value); return value }
        return ""
    }
    { split(field("target") " " field("sessions") " " field("pace"), key, " ") }
    key[3] == "flat-out" {
        runs[key[1], key[2]]++; r = runs[key[1], key[2]]
        rate[key[1], key[2], r] = field("messages/s"); lat[key[1], key[2], r] = field("p50") " / " field("p99")
        us[key[1], key[2], r] = field("server-cpu-us/msg"); if (!(key[2] in seen)) { seen[key[2]] = 1; order[++n] = key[2] }
    }
    key[3] != "flat-out" {
        if (!(key[3] in seenpace)) { seenpace[key[3]] = 1; paces[++m] = key[3] }
        paced[key[1], key[3]] = field("p50") " / " field("p99") " (worst " field("max") ")"
        sent[key[1], key[3]] = field("messages/s"); unsent[key[1], key[3]] = field("unsent")
    }
    END {
        print "| sessions | game (stored): messages/s | p50 / p99 (ms) | server CPU per message | game (--in-memory): messages/s | p50 / p99 (ms) | server CPU per message | echo: messages/s | p50 / p99 (ms) | server CPU per message | stored ÷ echo | in memory ÷ echo |"
        print "|---|---|---|---|---|---|---|---|---|---|---|---|"
        for (i = 1; i <= n; i++) {
            s = order[i]; rounds = runs["game", s] < runs["echo", s] ? runs["game", s] : runs["echo", s]
            for (r = 1; r <= rounds; r++) ratios[r] = rate["game", s, r] / rate["echo", s, r]
            best = 1; for (r = 1; r <= rounds; r++) { below = 0; for (q = 1; q <= rounds; q++) if (ratios[q] < ratios[r]) below++; if (below == int((rounds - 1) / 2)) best = r }
            ratio_list = ""; for (r = 1; r <= rounds; r++) ratio_list = ratio_list (r > 1 ? ", " : "") sprintf("%.2f", ratios[r])
            printf "| %s | %s | %s | %s µs | %s | %s | %s µs | %s | %s | %s µs | %.2f (rounds: %s) | %.2f |\n", s, rate["game", s, best], lat["game", s, best], us["game", s, best], rate["memory", s, best], lat["memory", s, best], us["memory", s, best], rate["echo", s, best], lat["echo", s, best], us["echo", s, best], ratios[best], ratio_list, rate["memory", s, best] / rate["echo", s, best]
        }
        print ""
        print "| messages/s per session | offered (all sessions) | game (stored): p50 / p99 (ms) | answered/s | game (--in-memory): p50 / p99 (ms) | answered/s | echo: p50 / p99 (ms) | answered/s |"
        print "|---|---|---|---|---|---|---|---|"
        for (i = 1; i <= m; i++) {
            p = paces[i]; per = p; sub(/\/s/, "", per)
            late_game = unsent["game", p] + 0 > 0 ? ", " unsent["game", p] " unsent" : ""
            late_memory = unsent["memory", p] + 0 > 0 ? ", " unsent["memory", p] " unsent" : ""
            late_echo = unsent["echo", p] + 0 > 0 ? ", " unsent["echo", p] " unsent" : ""
            printf "| %s | %d/s | %s%s | %s | %s%s | %s | %s%s | %s |\n", per, per * sessions, paced["game", p], late_game, sent["game", p], paced["memory", p], late_memory, sent["memory", p], paced["echo", p], late_echo, sent["echo", p]
        }
    }' "$RESULTS"
rm -f "$RESULTS"

echo "== memory per idle session (logged in, connected, doing nothing), a fresh server"
start_game_server
sleep 1
before=$(rss)
# Each reading waits 35 s: for the sessions to connect and log in (several seconds), and then
# for the session sweeper (every 15 s) to hand back to the system the memory that the
# connections' burst used and freed.
"$BIN/tictactoe-web-load" idle --url "ws://127.0.0.1:$GAME_PORT/ws" --sessions "$IDLE_SESSIONS" --hold 90 &
FIRST_PID=$!
sleep 35
first=$(rss)
"$BIN/tictactoe-web-load" idle --url "ws://127.0.0.1:$GAME_PORT/ws" --sessions "$IDLE_SESSIONS" --hold 45 &
SECOND_PID=$!
sleep 35
second=$(rss)
sessions=$(curl -s "http://127.0.0.1:$GAME_PORT/health" || true)
wait "$FIRST_PID" "$SECOND_PID"
echo "server VmRSS: ${before} kB fresh, ${first} kB with ${IDLE_SESSIONS} idle sessions, ${second} kB with twice as many; /health: ${sessions}"
echo "per idle session: the first ${IDLE_SESSIONS} $(( (first - before) * 1024 / IDLE_SESSIONS )) bytes (with the allocator's and runtime's one-time growth), the next ${IDLE_SESSIONS} $(( (second - first) * 1024 / IDLE_SESSIONS )) bytes"
stop_game_server

# Memory under hostile input (malformed JSON, binary frames, oversized messages, floods,
# connections opened and dropped): python3 Web/scripts/hostile-load.py (pip install websockets first;
# it starts a fresh release tictactoe-web per kind itself; --help lists the bounds).
# Fresh pages while others flood: python3 Web/scripts/fairness-probe.py.
