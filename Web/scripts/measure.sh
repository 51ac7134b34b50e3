#!/usr/bin/env bash
# Repeatable figures for a shared machine: instructions per message of the server's own work,
# counted by callgrind in WebMeasure, which plays the load tool's game in process (each message
# parsed, acted on by the session's RIB tree, saved, answered as JSON; no socket).
#
#   Web/scripts/measure.sh [N]              instructions per message, one page, in memory and
#                                           stored in SQLite: (run with 2N messages - run with N)
#                                           / N, so that start-up, first uses and the trace a new
#                                           session records (until its log is full) cancel out;
#                                           N is 1,000 by default.
#   Web/scripts/measure.sh [N] --breakdown  the same, then the functions that cost the most per
#                                           message (inclusive), for each.
#
# Needs valgrind (apt-get install -y valgrind) and python3 for --breakdown.
set -euo pipefail
# From the Web package (Web/), this script's parent folder.
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
count=${1:-1000}
breakdown=${2:-}
swift build -c release --product WebMeasure >&2 || swift build -c release --product WebMeasure >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Valgrind 3.19 cannot read some of the DWARF Swift 6.3 emits: measure a copy without debug
# information (the symbol table stays, for callgrind_annotate).
objcopy --strip-debug .build/release/WebMeasure "$work/WebMeasure"

# run NAME MESSAGES [--stored]: counts one run, keeping its output file as $work/NAME.
run() {
    local data=()
    if [ "${3:-}" = --stored ]; then
        data=("$work/data-$1")
    fi
    valgrind --tool=callgrind --callgrind-out-file="$work/$1" "$work/WebMeasure" 1 "$2" "${data[@]}" >/dev/null 2>&1
    awk '/^summary:/ { print $2 }' "$work/$1"
}

for mode in memory stored; do
    flag=""
    [ "$mode" = stored ] && flag=--stored
    warm=$(run "$mode-$count" "$count" $flag)
    full=$(run "$mode-$((2 * count))" "$((2 * count))" $flag)
    echo "$mode: $(( (full - warm) / count )) instructions per message"
    if [ "$breakdown" = --breakdown ]; then
        # The list is cut short: the script that writes it stops when nobody reads on.
        python3 scripts/callgrind-diff.py "$work/$mode-$count" "$work/$mode-$((2 * count))" "$count" | head -60 || true
    fi
done
