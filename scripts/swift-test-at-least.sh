#!/usr/bin/env bash
# Runs `swift test ARGUMENTS...` and fails unless at least EXPECTED tests ran and passed, and
# none was skipped: a filter that matches nothing, or suites whose `.enabled(if:)` turned them
# off, would otherwise pass with nothing tested. .ci/run runs every filtered step through it.
#
#   scripts/swift-test-at-least.sh EXPECTED [ARGUMENTS...]
#   scripts/swift-test-at-least.sh 5 --filter RIBsGeneratorBuildTests
#
# Counts from Swift Testing's closing line ("Test run with N tests in M suites passed after
# ...") and XCTest's ("Executed N tests, with 0 failures"), and from the lines of skipped
# tests; prints what it counted.
set -uo pipefail

if [ $# -lt 1 ] || ! [[ "$1" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: $0 EXPECTED [swift test arguments...]  (EXPECTED: a number of tests, at least 1)" >&2
    exit 64
fi
expected=$1
shift

log=$(mktemp -t swift-test-at-least.XXXXXX)
trap 'rm -f "$log"' EXIT
swift test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
    exit "$status"
fi

# Swift Testing: "✔ Test run with 5 tests in 4 suites passed after 12.3 seconds.", skipped
# tests included.
passed=$(sed -n 's/.*Test run with \([0-9][0-9]*\) tests\{0,1\} .*passed after.*/\1/p' "$log" | tail -1)
# XCTest: "Executed 3 tests, with 0 failures (0 unexpected) in ..."; 0 when it has none.
executed=$(sed -n 's/.*Executed \([0-9][0-9]*\) tests\{0,1\}, with 0 failures.*/\1/p' "$log" | tail -1)
# "➜ Test name() skipped: ..." and "➜ Suite Name skipped: ...".
skipped=$(grep -cE '^[^ ]{1,4} (Test|Suite) .* skipped' "$log")
skipped_tests=$(grep -cE '^[^ ]{1,4} Test .* skipped' "$log")
ran=$(( ${passed:-0} - skipped_tests + ${executed:-0} ))
echo "swift test $*: $ran tests passed (expected at least $expected), $skipped skipped"
if [ "$skipped" -ne 0 ]; then
    echo "error: tests were skipped (listed above with 'skipped'); a step of .ci/run must run all it selects" >&2
    exit 1
fi
if [ "$ran" -lt "$expected" ]; then
    echo "error: swift test $* ran $ran tests, fewer than the $expected expected: a filter that matches less than it should, or tests turned off" >&2
    exit 1
fi
