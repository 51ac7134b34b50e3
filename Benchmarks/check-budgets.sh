#!/usr/bin/env bash
# What a RIB costs, held to budgets: counts each figure with callgrind on a release build of
# RIBsMeasure, prints it beside its budget, and exits 1 if any figure passes its budget or could
# not be measured. CI runs it (.ci/run); docs/performance.md says where the figures come from and
# how the budgets were chosen.
#
#   Benchmarks/check-budgets.sh               measure every figure against its budget
#   Benchmarks/check-budgets.sh --self-test   show that each check fails closed (about a minute)
#
# Needs valgrind (apt-get install -y valgrind).
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
source ./callgrind.sh

failed=0
# check NAME BUDGET MEASUREMENT...: runs MEASUREMENT (a per_added... command) and prints its
# figure beside BUDGET. The check fails (failed=1) when the figure passes its budget, and also
# when it was not measured (a run failed, or RIBsMeasure does not know the mode) or is not above
# zero (the measured program does nothing): a check that cannot measure must not pass.
check() {
    local name=$1 budget=$2 figure
    shift 2
    if ! figure=$("$@"); then
        echo "error: $name: FAILED, not measured (the run above failed)" >&2
        failed=1
        return
    fi
    if ! [[ $figure =~ ^-?[0-9]+$ ]] || [ "$figure" -le 0 ]; then
        echo "error: $name: FAILED, $figure instructions per unit added; a figure must be above zero (does the measured program do anything?)" >&2
        failed=1
        return
    fi
    local outcome=ok
    if [ "$figure" -gt "$budget" ]; then
        outcome="OVER BUDGET"
        failed=1
    fi
    printf '%-40s %8d instructions  (budget %d)  %s\n' "$name" "$figure" "$budget" "$outcome"
}

# verdict: exits 1, saying so, if any check failed.
verdict() {
    if [ "$failed" -ne 0 ]; then
        echo "error: a figure passed its budget or could not be measured (above); make it cheaper, or, if the cost is worth it, raise the budget in Benchmarks/check-budgets.sh and say why in docs/performance.md" >&2
        exit 1
    fi
}

# check-budgets.sh --self-test: each way a measurement can go wrong, which its check must fail
# saying why, and one figure within its budget, which must pass.
self_test() {
    local wrong=0
    # expect STATUS WHAT TEXT... -- COMMAND...: COMMAND, a check run in a subshell and followed
    # by the verdict, must exit with STATUS and print each TEXT.
    expect() {
        local status=$1 what=$2 texts=() output outcome
        shift 2
        while [ "$1" != -- ]; do texts+=("$1"); shift; done
        shift
        output=$( ("$@"; verdict) 2>&1 ) && outcome=0 || outcome=$?
        local text missing=""
        for text in "${texts[@]}"; do
            [[ $output == *"$text"* ]] || missing+=" '$text'"
        done
        if [ "$outcome" -ne "$status" ] || [ -n "$missing" ]; then
            echo "self-test: $what: WRONG (status $outcome, expected $status; missing:${missing:- nothing}); it printed:"
            echo "$output" | sed 's/^/    /'
            wrong=1
        else
            echo "self-test: $what: ok (status $outcome)"
        fi
    }
    # A callgrind that runs nothing and writes the summary line fake_summary prints for the
    # measured run's last argument (or none).
    fake_callgrind() {
        local file=${1#--callgrind-out-file=} summary
        summary=$(fake_summary "${@: -1}")
        [ -z "$summary" ] || echo "summary: $summary" >"$file"
    }
    fake() {
        local summary=$1
        shift
        eval "fake_summary() { local units=\$1; echo \"$summary\"; }"
        callgrind=(fake_callgrind)
        "$@"
    }

    expect 1 "a program that does nothing (/bin/true)" "above zero" -- \
        env_measured /bin/true check "nothing" 100 per_added 10 N
    expect 1 "a program that fails (/bin/false)" "exited with status 1" "nothing that fails: FAILED, not measured" -- \
        env_measured /bin/false check "nothing that fails" 100 per_added 10 N
    expect 1 "an unknown mode" "exited with status 2" "unknown mode 'noSuchMode'" "FAILED, not measured" -- \
        check "noSuchMode" 100000 per_added 10 noSuchMode N
    expect 1 "an unknown tree order" "exited with status 2" "unknown order 'sideways'" -- \
        check "sideways" 100000 per_added 10 tree sideways N
    expect 1 "RIBsMeasureOutsideTask given two counts" "exited with status 2" "needs one count" -- \
        env_measured "$measuredOutsideTask" check "two counts" 100000 per_added 10 N 10
    expect 1 "no count" "left no instruction count" -- fake "" check "no count" 100 per_added 10 lives N
    expect 1 "a count that is not a number" "left no instruction count" -- fake "12x" check "not a number" 100 per_added 10 lives N
    expect 1 "a count of zero" "counted zero instructions" -- fake "0" check "zero" 100 per_added 10 lives N
    expect 1 "fewer instructions for more units" "-50 instructions per unit added" -- \
        fake '$(( 1000000 - 50 * units ))' check "negative" 100 per_added 10 lives N
    expect 1 "a figure over its budget" "OVER BUDGET" -- fake '$(( 5000 * units ))' check "over" 4000 per_added 10 lives N
    expect 0 "a figure within its budget" "3000 instructions  (budget 4000)  ok" -- \
        fake '$(( 1000 + 3000 * units ))' check "within" 4000 per_added 10 lives N
    if [ "$wrong" -ne 0 ]; then
        echo "error: a check of Benchmarks/check-budgets.sh does not fail as it should (above)" >&2
        exit 1
    fi
    echo "self-test: every check fails closed"
}

# env_measured FILE COMMAND...: COMMAND with MEASURED=FILE.
env_measured() {
    local MEASURED=$1
    shift
    "$@"
}

if [ "${1:-}" = --self-test ]; then
    self_test
    exit 0
fi

# Instructions, each (run with 2N - run with N) / N, or per RIB from 1,000 to 10,000. A budget is
# the figure measured when it was set plus 5 %: callgrind repeats each figure to within a few
# instructions (runs of each: docs/performance.md, "Budgets CI holds"), so 5 % is room for the
# compiler's and the allocator's small moves, not for a change that makes a RIB dearer. A change
# that makes a figure cheaper lowers its budget with it.
count=1000
check "viewless life" 5180 per_added "$count" lives N
check "viewless life, traced (spans discarded)" 20900 per_added "$count" lives N --traced
check "life with a view" 8500 per_added "$count" viewLives N
check "life with one subscription" 10080 per_added "$count" subscribedLives N
check "shared {} read" 455 per_added "$count" sharedReads N
# The viewless life again, driven from the main thread outside any task (RIBsMeasureOutsideTask;
# RIBsMeasure's lives run in the main actor's task).
env_measured "$measuredOutsideTask" check "viewless life, outside a task" 6265 per_added "$count" N
# A wide tree, per RIB from 1,000 to 10,000 children, in every order of detaching them, the
# detached RIBs freed.
for entry in newestFirst:7255 oldestFirst:7925 random:8550 loopOverChildren:7930; do
    check "wide tree, per RIB (${entry%:*})" "${entry#*:}" per_added_between 1000 10000 tree "${entry%:*}" N
done

verdict
