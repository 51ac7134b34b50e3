#!/usr/bin/env bash
# Two builds of tictactoe-web side by side, on loopback: this machine's load moves the figures
# of one build by ±15 % from one run to the next, so only runs interleaved in one invocation
# compare. Each round plays, for each build, a stored run (a fresh --data-dir) and an in-memory
# run, each on a fresh server, then the bare echo; it prints every run, then per build the
# median over the rounds of its messages a second ÷ the echo's in the same round.
#
#   Web/scripts/compare-builds.sh BASE_DIR NEW_DIR [SESSIONS] [SECONDS] [ROUNDS]
#
# BASE_DIR and NEW_DIR each hold a release `tictactoe-web` (copy one from
# `Web/.build/release/` of a worktree at the base commit). The load tool and the echo come from
# this checkout's release build. SESSIONS is 1000 by default, SECONDS 8 (at most 60), ROUNDS 3
# (at most 9). Server CPU per message is the server process's user + system time.
set -euo pipefail
# From the Web package (Web/), this script's parent folder.
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

if [ $# -lt 2 ] || [ ! -x "$1/tictactoe-web" ] || [ ! -x "$2/tictactoe-web" ]; then
    echo "usage: $0 BASE_DIR NEW_DIR [SESSIONS] [SECONDS] [ROUNDS]: each DIR holding a release tictactoe-web" >&2
    exit 2
fi
BASE=$1 NEW=$2
SESSIONS=${3:-1000}
SECONDS_PER_RUN=${4:-8}
ROUNDS=${5:-3}
if [ "$SECONDS_PER_RUN" -gt 60 ] || [ "$ROUNDS" -gt 9 ] || [ "$SESSIONS" -gt 2000 ]; then
    echo "$0: at most 2000 sessions, 60 s a run and 9 rounds" >&2
    exit 2
fi
GAME_PORT=${GAME_PORT:-18180}
ECHO_PORT=${ECHO_PORT:-18181}

swift build -c release --product tictactoe-web-load >&2
LOAD="$(swift build -c release --show-bin-path)/tictactoe-web-load"

wait_for_port() {
    for _ in $(seq 1 100); do
        (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return
        sleep 0.1
    done
}
# A process's user + system CPU time, in clock ticks.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

DATA_ROOT=$(mktemp -d)
RESULTS=$(mktemp)
"$LOAD" echo-server --port "$ECHO_PORT" &
ECHO_PID=$!
GAME_PID=""
trap 'kill $GAME_PID "$ECHO_PID" 2>/dev/null || true; rm -rf "$DATA_ROOT" "$RESULTS"' EXIT
wait_for_port "$ECHO_PORT"

# play LABEL ROUND PID PORT TARGET: one run against the server PID; prints and keeps its line.
play() {
    local label=$1 round=$2 pid=$3 port=$4 target=$5 before after line rate
    before=$(cpu_ticks "$pid")
    line=$("$LOAD" play --url "ws://127.0.0.1:$port/ws" --target "$target" --sessions "$SESSIONS" --duration "$SECONDS_PER_RUN")
    after=$(cpu_ticks "$pid")
    rate=$(echo "$line" | sed -n 's/.*messages\/s=\([0-9]*\).*/\1/p')
    echo "round=$round $label messages/s=$rate $(echo "$line" | grep -o 'p99=[^ ]*') server-cpu-us/msg=$(awk -v t=$((after - before)) -v hz="$(getconf CLK_TCK)" -v r="$rate" -v s="$SECONDS_PER_RUN" 'BEGIN { printf "%.0f", r ? t / hz * 1e6 / (r * s) : 0 }')" | tee -a "$RESULTS"
}

# game LABEL ROUND DIR [--in-memory]: a fresh server of the build in DIR for one run.
game() {
    local label=$1 round=$2 dir=$3 store=(--data-dir "$DATA_ROOT/run-$RANDOM$RANDOM")
    [ "${4:-}" = --in-memory ] && store=(--in-memory)
    "$dir/tictactoe-web" --port "$GAME_PORT" --max-sessions 5000 --max-messages-per-second 1000000 \
        --max-new-sessions-per-minute 1000000 --log-level warning "${store[@]}" &
    GAME_PID=$!
    wait_for_port "$GAME_PORT"
    play "$label" "$round" "$GAME_PID" "$GAME_PORT" game
    kill "$GAME_PID"
    wait "$GAME_PID" || true
    GAME_PID=""
    rm -rf "${DATA_ROOT:?}"/run-*
}

for round in $(seq 1 "$ROUNDS"); do
    game base-stored "$round" "$BASE"
    game new-stored "$round" "$NEW"
    game base-memory "$round" "$BASE" --in-memory
    game new-memory "$round" "$NEW" --in-memory
    play echo "$round" "$ECHO_PID" "$ECHO_PORT" echo
done

echo "== $SESSIONS sessions, $ROUNDS rounds: median of each round's messages/s ÷ that round's echo"
awk '
    { split($1, r, "="); split($3, m, "="); rate[$2, r[2]] = m[2]; rounds = r[2] > rounds ? r[2] : rounds }
    END {
        n = split("base-stored new-stored base-memory new-memory", labels, " ")
        for (i = 1; i <= n; i++) {
            count = 0
            for (round = 1; round <= rounds; round++) {
                if (rate["echo", round] > 0) ratios[++count] = rate[labels[i], round] / rate["echo", round]
            }
            # Insertion sort: a handful of rounds.
            for (a = 2; a <= count; a++) { v = ratios[a]; for (b = a - 1; b >= 1 && ratios[b] > v; b--) ratios[b + 1] = ratios[b]; ratios[b + 1] = v }
            list = ""; for (a = 1; a <= count; a++) list = list (a > 1 ? ", " : "") sprintf("%.2f", ratios[a])
            printf "%-12s %.2f (%s)\n", labels[i], count % 2 ? ratios[(count + 1) / 2] : (ratios[count / 2] + ratios[count / 2 + 1]) / 2, list
        }
    }' "$RESULTS"
