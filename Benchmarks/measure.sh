#!/usr/bin/env bash
# Repeatable figures for a shared machine, from the RIBsMeasure executable:
#
#   Benchmarks/measure.sh lives [N]   instructions per viewless RIB life (build, attach, detach,
#                                     deallocate; leak detection off), counted by callgrind:
#                                     (run with N lives - run with 0) / N. N is 2,000 by default.
#   Benchmarks/measure.sh tree        instructions per RIB of a wide tree (one parent) of viewless
#                                     RIBs, attached, detached in each order and freed, from 100 to
#                                     1,000 RIBs and from 1,000 to 10,000 (flat: the same).
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
# The release build, and the instruction counting both scripts share.
source ./callgrind.sh

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
    # Each figure is taken before it is printed: `set -e` does not stop on a failed run whose
    # figure is part of a larger expansion.
    for position in login start game result; do
        save=$(per_added "$count" saves "$position" N)
        echo "save at $position: $save instructions"
    done
    # The same save right after a change of LoggedOut's state (a name edited), the edit's
    # own cost taken away: most saves follow a change of one RIB's state.
    editAndSave=$(per_added "$count" edits N --save)
    edit=$(per_added "$count" edits N)
    echo "save after a change (login form, a name edited): $(( editAndSave - edit )) instructions"
    restore=$(per_added "$count" restores N)
    echo "restore of a game: $restore instructions"
    ;;
*)
    echo "usage: $0 lives [N] | tree | games [N] | saves [N]" >&2
    exit 2
    ;;
esac
