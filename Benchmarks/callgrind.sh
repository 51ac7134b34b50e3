# Sourced by measure.sh and check-budgets.sh (from Benchmarks/): builds RIBsMeasure in release
# mode and defines how a run of it is counted with callgrind.
#
#   instructions ARG...            the instructions one run of RIBsMeasure ARG... executes
#   per_added N ARG...             (run with 2N units - run with N) / N; an ARG "N" stands for the count
#   per_added_between N M ARG...   (run with M units - run with N) / (M - N)
#   MEASURED=FILE instructions / per_added ...   the same of another build (RIBsMeasureOutsideTask's)
#
# Each fails, saying why on stderr, when a run does not exit 0 or leaves no instruction count
# above zero. `set -e` does not reach into a command substitution used in an expression, so
# take each result with `x=$(instructions ...) || ...`.
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
copies=$(mktemp -d)
trap 'rm -rf "$copies"' EXIT
measured=$copies/RIBsMeasure
measuredOutsideTask=$copies/RIBsMeasureOutsideTask
objcopy --strip-debug "$binary" "$measured"
objcopy --strip-debug .build/release/RIBsMeasureOutsideTask "$measuredOutsideTask"

# The counting command; check-budgets.sh --self-test puts fakes in its place.
callgrind=(valgrind --tool=callgrind)

instructions() {
    local program=${MEASURED:-$measured} out log status=0 count said
    out=$(mktemp)
    log=$(mktemp)
    # Valgrind exits with the measured program's own status.
    "${callgrind[@]}" --callgrind-out-file="$out" "$program" "$@" >/dev/null 2>"$log" || status=$?
    # The "summary:" line of a callgrind output file counts every instruction executed.
    count=$(awk '/^summary:/ { print $2 }' "$out")
    rm -f "$out"
    if [ "$status" -ne 0 ]; then
        # What the program printed, without valgrind's own lines (==PID== ...).
        said=$(grep -v '^==[0-9]*==' "$log" | tail -n 5 || true)
        echo "error: \`$(basename "$program") $*\` exited with status $status under callgrind${said:+; it said:}" >&2
        [ -z "$said" ] || sed 's/^/    /' <<<"$said" >&2
        rm -f "$log"
        return 1
    fi
    rm -f "$log"
    if ! [[ $count =~ ^[0-9]+$ ]]; then
        echo "error: \`$(basename "$program") $*\` left no instruction count (callgrind's summary: '$count')" >&2
        return 1
    fi
    if [ "$count" -eq 0 ]; then
        echo "error: \`$(basename "$program") $*\` counted zero instructions" >&2
        return 1
    fi
    echo "$count"
}

# per_added_between N M ARG...: instructions per unit between a run of RIBsMeasure with N units
# and one with M (an ARG "N" stands for the count), so that the first use of each type and of
# each conformance (the runtime's look-ups, thousands of instructions once) cancels out.
per_added_between() {
    local fewer=$1 more=$2 fewerArguments=() moreArguments=() arg low high
    shift 2
    for arg in "$@"; do
        if [ "$arg" = N ]; then
            fewerArguments+=("$fewer")
            moreArguments+=("$more")
        else
            fewerArguments+=("$arg")
            moreArguments+=("$arg")
        fi
    done
    low=$(instructions "${fewerArguments[@]}") || return 1
    high=$(instructions "${moreArguments[@]}") || return 1
    echo $(( (high - low) / (more - fewer) ))
}

# per_added N ARG...: (run with 2N units - run with N) / N.
per_added() {
    per_added_between "$1" $((2 * $1)) "${@:2}"
}
