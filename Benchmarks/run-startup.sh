#!/usr/bin/env bash
# Start-up of the tictactoe executable in plain mode, beside a hello-world Swift binary as the
# floor: each run starts the process, prints the first screen (the login form), reads `quit`
# and exits. Uses hyperfine when installed (apt-get install -y hyperfine), else a timed loop.
#
# Usage: Benchmarks/run-startup.sh        (RUNS=200 Benchmarks/run-startup.sh for more runs)
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
runs="${RUNS:-100}"

echo "== Building release binaries"
swift build -c release --package-path .. --product tictactoe
swift build -c release --product HelloWorld
tictactoe="$(swift build -c release --package-path .. --show-bin-path)/tictactoe"
hello="$(swift build -c release --show-bin-path)/HelloWorld"

input="$(mktemp)"
trap 'rm -f "$input"' EXIT
printf 'quit\n' > "$input"

# What is timed must be what is claimed: the first screen is printed.
if ! "$tictactoe" --plain < "$input" | grep -q "Player 1 name"; then
    echo "error: tictactoe --plain did not print the login screen" >&2
    exit 1
fi

echo "== Start-up: tictactoe --plain (input: quit) vs hello world, $runs runs each"
if command -v hyperfine > /dev/null; then
    # hyperfine measures the shell it starts each command with and subtracts it.
    hyperfine --warmup 5 --runs "$runs" --style basic \
        --command-name "hello world (floor)" "'$hello' < '$input'" \
        --command-name "tictactoe --plain, to the first screen and quit" "'$tictactoe' --plain < '$input'"
else
    for command in "$hello" "$tictactoe --plain"; do
        start=$(date +%s%N)
        for _ in $(seq "$runs"); do
            $command < "$input" > /dev/null
        done
        end=$(date +%s%N)
        echo "$command: $(( (end - start) / runs / 1000 )) µs per run (mean of $runs, no hyperfine)"
    done
fi

if [ -x /usr/bin/time ]; then
    echo "== Peak resident memory"
    for command in "$hello" "$tictactoe --plain"; do
        /usr/bin/time -f "$command: %M KiB" $command < "$input" > /dev/null
    done
fi
