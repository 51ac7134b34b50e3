#!/usr/bin/env bash
# Repeatable figures for a shared machine, from the RIBsMeasure executable:
#
#   Benchmarks/measure.sh lives [N]   instructions per viewless RIB life (build, attach, detach,
#                                     deallocate; leak detection off), counted by callgrind:
#                                     (run with N lives - run with 0) / N. N is 2,000 by default.
#   Benchmarks/measure.sh tree        instructions per RIB of a wide tree (one parent) of viewless
#                                     RIBs, attached then detached in each order, from 100 to 1,000
#                                     RIBs and from 1,000 to 10,000 (flat: the same).
#   Benchmarks/measure.sh games [N]   peak resident memory of N headless games in a row (10,000
#                                     by default), leak detection off, then on.
#   Benchmarks/measure.sh saves [N]   instructions per save of the TicTacToe tree at each position
#                                     a player saves from, and per restore of a game: (run with 2N
#                                     - run with N) / N; and per save right after a change, the
#                                     edits' own cost taken away. N is 1,000 by default.
#
# Needs valgrind (apt-get install -y valgrind) and /usr/bin/time (apt-get install -y time).
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
# A second try: after files were added to the RIBs package, the first build of this one can
# miss them, and the failure makes SwiftPM plan again.
swift build -c release --product RIBsMeasure >&2 || swift build -c release --product RIBsMeasure >&2
binary=.build/release/RIBsMeasure
# Valgrind 3.19 cannot read some of the DWARF Swift 6.3 emits ("possibly corrupted debuginfo"):
# measure a copy without debug information (the symbol table stays, for callgrind_annotate).
measured=$(mktemp)
trap 'rm -f "$measured"' EXIT
objcopy --strip-debug "$binary" "$measured"

instructions() {
    local out
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" "$measured" "$@" >/dev/null 2>&1
    # The "summary:" line of a callgrind output file counts every instruction executed.
    awk '/^summary:/ { print $2 }' "$out"
    rm -f "$out"
}

# per_added N ARG...: instructions per unit between a run of RIBsMeasure with N units and one
# with 2N (an ARG "N" stands for the count): (run with 2N - run with N) / N, so that the first
# use of each type and of each conformance (the runtime's look-ups, thousands of instructions
# once) cancels out.
per_added() {
    local count=$1 once=() twice=()
    shift
    for arg in "$@"; do
        if [ "$arg" = N ]; then
            once+=("$count")
            twice+=("$((2 * count))")
        else
            once+=("$arg")
            twice+=("$arg")
        fi
    done
    echo $(( ($(instructions "${twice[@]}") - $(instructions "${once[@]}")) / count ))
}

case "${1:-}" in
lives)
    count=${2:-2000}
    empty=$(instructions lives 0)
    full=$(instructions lives "$count")
    echo "instructions: $empty (0 lives), $full ($count lives)"
    echo "per life: $(( (full - empty) / count ))"
    ;;
tree)
    # Marginal instructions per RIB between sizes, so that one-time costs (process start, the
    # first use of each type) cancel out: flat means the same figure at every scale.
    for order in newestFirst oldestFirst random loopOverChildren; do
        i100=$(instructions tree "$order" 100)
        i1k=$(instructions tree "$order" 1000)
        i10k=$(instructions tree "$order" 10000)
        echo "$order: $(( (i1k - i100) / 900 )) instructions per RIB from 100 to 1,000 RIBs, $(( (i10k - i1k) / 9000 )) from 1,000 to 10,000"
    done
    ;;
games)
    count=${2:-10000}
    for flag in "" --leak-detection; do
        /usr/bin/time -f "$count games ${flag:-(leak detection off)}: %e s, peak resident %M KB" "$binary" games "$count" $flag
    done
    ;;
saves)
    count=${2:-1000}
    for position in login start game result; do
        echo "save at $position: $(per_added "$count" saves "$position" N) instructions"
    done
    # The same save right after a change of LoggedOut's state (a name edited), the edit's
    # own cost taken away: most saves follow a change of one RIB's state.
    echo "save after a change (login form, a name edited): $(( $(per_added "$count" edits N --save) - $(per_added "$count" edits N) )) instructions"
    echo "restore of a game: $(per_added "$count" restores N) instructions"
    ;;
*)
    echo "usage: $0 lives [N] | tree | games [N] | saves [N]" >&2
    exit 2
    ;;
esac
