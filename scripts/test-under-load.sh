#!/usr/bin/env bash
# Runs the test suites again and again while busy processes compete for the CPU, and reports
# every failure with its test name: the check for tests that pass only on a quiet machine.
#
#   scripts/test-under-load.sh [--runs N] [--load N] [--suite root|web|browser]... [--cold] [--keep-logs DIR]
#
#   --runs N       runs of each suite (default 20)
#   --load N       busy processes started beside the tests (default 2, one per core here)
#   --suite NAME   root: `swift test`; web: `swift test --package-path Web`;
#                  browser: `python3 -m pytest Web/BrowserTests`. Repeatable; default root.
#   --cold         each run in a fresh clone of the committed HEAD, built from nothing as CI's
#                  first `swift test` is (about 10 minutes a run on two busy cores)
#   --keep-logs D  where each run's output goes (default: a new temporary folder)
#
# Without --cold, everything is built once before the first run, so each run times the tests,
# not a build.
# Exits 1 if any run failed; the failing tests are listed per run and counted at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

runs=20
load=2
cold=0
suites=()
logs=""
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --load) load="$2"; shift 2 ;;
        --suite) suites+=("$2"); shift 2 ;;
        --keep-logs) logs="$2"; shift 2 ;;
        --cold) cold=1; shift ;;
        -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "unknown argument: $1 (see --help)" >&2; exit 64 ;;
    esac
done
[ ${#suites[@]} -gt 0 ] || suites=(root)
if [ "$cold" -eq 1 ] && [[ " ${suites[*]} " == *" browser "* ]]; then
    echo "--cold runs swift test only (root or web); the browser tests need a built server" >&2
    exit 64
fi
case "$runs$load" in *[!0-9]*) echo "--runs and --load take whole numbers" >&2; exit 64 ;; esac
logs="${logs:-$(mktemp -d -t test-under-load.XXXXXX)}"
mkdir -p "$logs"

busy=()
stop_load() {
    [ ${#busy[@]} -eq 0 ] || kill "${busy[@]}" 2>/dev/null
    wait 2>/dev/null
}
trap stop_load EXIT
trap 'exit 130' INT TERM

build() {
    case "$1" in
        root) swift build --build-tests ;;
        web|browser) swift build --package-path Web --build-tests ;;
        *) echo "unknown suite: $1 (root, web or browser)" >&2; return 64 ;;
    esac
}

run_suite() {
    if [ "$cold" -eq 1 ]; then
        # A clone of its own, removed after the run: nothing built before is reused.
        local clone
        clone=$(mktemp -d -t test-under-load-clone.XXXXXX)
        git clone -q --no-hardlinks "$PWD" "$clone" && (cd "$clone" && cold=0 run_suite "$1")
        local status=$?
        rm -rf "$clone"
        return "$status"
    fi
    case "$1" in
        root) swift test ;;
        web) swift test --package-path Web ;;
        browser) python3 -m pytest -q -p no:cacheprovider Web/BrowserTests ;;
    esac
}

# The names of what failed in one run's output: Swift Testing's failed tests and issues,
# XCTest's failed cases, pytest's failed tests, and a crash of the test process.
failures_in() {
    grep -E "^(✘|􀢄) Test [^ ]+.*(failed|recorded an issue)|Test Case .* failed|^(FAILED|ERROR) |error: Exited with unexpected signal|Fatal error|fatal error" "$1" \
        | grep -vE "^(✘|􀢄) Test run with" | sed 's/^/    /' | sort -u
}

for suite in "${suites[@]}"; do
    [ "$cold" -eq 0 ] || break
    echo "building for $suite …"
    build "$suite" > "$logs/build-$suite.log" 2>&1 || { echo "the build failed: $logs/build-$suite.log" >&2; exit 1; }
done

for _ in $(seq "$load"); do
    sh -c 'while :; do :; done' &
    busy+=($!)
done
echo "load: ${#busy[@]} busy processes; logs in $logs"

total_failed=0
for suite in "${suites[@]}"; do
    failed=0
    for run in $(seq "$runs"); do
        log="$logs/$suite-$run.log"
        start=$(date +%s)
        run_suite "$suite" > "$log" 2>&1
        status=$?
        seconds=$(( $(date +%s) - start ))
        if [ "$status" -eq 0 ]; then
            printf '%s run %d/%d: passed (%d s, load %s)\n' "$suite" "$run" "$runs" "$seconds" "$(cut -d' ' -f1 /proc/loadavg)"
        else
            failed=$((failed + 1))
            printf '%s run %d/%d: FAILED with status %d (%d s): %s\n' "$suite" "$run" "$runs" "$status" "$seconds" "$log"
            failures_in "$log"
        fi
    done
    echo "$suite: $((runs - failed)) of $runs runs passed"
    total_failed=$((total_failed + failed))
done
[ "$total_failed" -eq 0 ]
