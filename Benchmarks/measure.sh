#!/usr/bin/env bash
# Repeatable figures for a shared machine, from the RIBsMeasure executable:
#
#   Benchmarks/measure.sh lives [N]   instructions per viewless RIB life (build, attach, detach,
#                                     deallocate; leak detection off), counted by callgrind:
#                                     (run with N lives - run with 0) / N. N is 2,000 by default.
#   Benchmarks/measure.sh games [N]   peak resident memory of N headless games in a row (10,000
#                                     by default), leak detection off, then on.
#
# Needs valgrind (apt-get install -y valgrind) and /usr/bin/time (apt-get install -y time).
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
# A second try: after files were added to the RIBs package, the first build of this one can
# miss them, and the failure makes SwiftPM plan again.
swift build -c release --product RIBsMeasure >&2 || swift build -c release --product RIBsMeasure >&2
binary=.build/release/RIBsMeasure

instructions() {
    local out
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" "$@" >/dev/null 2>&1
    # The "summary:" line of a callgrind output file counts every instruction executed.
    awk '/^summary:/ { print $2 }' "$out"
    rm -f "$out"
}

case "${1:-}" in
lives)
    count=${2:-2000}
    empty=$(instructions lives 0)
    full=$(instructions lives "$count")
    echo "instructions: $empty (0 lives), $full ($count lives)"
    echo "per life: $(( (full - empty) / count ))"
    ;;
games)
    count=${2:-10000}
    for flag in "" --leak-detection; do
        /usr/bin/time -f "$count games ${flag:-(leak detection off)}: %e s, peak resident %M KB" "$binary" games "$count" $flag
    done
    ;;
*)
    echo "usage: $0 lives [N] | games [N]" >&2
    exit 2
    ;;
esac
