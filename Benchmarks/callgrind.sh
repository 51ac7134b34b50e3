# Sourced by measure.sh and check-budgets.sh (from Benchmarks/): builds RIBsMeasure in release
# mode and defines how a run of it is counted with callgrind.
#
#   instructions ARG...        the instructions one run of RIBsMeasure ARG... executes
#   per_added N ARG...         (run with 2N units - run with N) / N; an ARG "N" stands for the count
#   MEASURED=FILE instructions / per_added ...   the same of another build (RIBsMeasureOutsideTask's)
#
# Sets `binary` (the build) and `measured` (its copy without debug information), and
# `measuredOutsideTask` (RIBsMeasureOutsideTask's), removed on exit.

# A second try: after files were added to the RIBs package, the first build of this one can
# miss them, and the failure makes SwiftPM plan again.
swift build -c release --product RIBsMeasure >&2 || swift build -c release --product RIBsMeasure >&2
swift build -c release --product RIBsMeasureOutsideTask >&2
binary=.build/release/RIBsMeasure
# Valgrind 3.19 cannot read some of the DWARF Swift 6.3 emits ("possibly corrupted debuginfo"):
# measure a copy without debug information (the symbol table stays, for callgrind_annotate).
measured=$(mktemp)
measuredOutsideTask=$(mktemp)
trap 'rm -f "$measured" "$measuredOutsideTask"' EXIT
objcopy --strip-debug "$binary" "$measured"
objcopy --strip-debug .build/release/RIBsMeasureOutsideTask "$measuredOutsideTask"

instructions() {
    local out
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" "${MEASURED:-$measured}" "$@" >/dev/null 2>&1
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

