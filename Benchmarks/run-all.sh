#!/usr/bin/env bash
# Every benchmark of RIBs, as docs/performance.md reports them: builds the
# benchmark package in release mode, runs package-benchmark (shared { } against the original
# design and Swinject, a RIB's life, tree scaling, stream fan-out, whole games and their
# memory), then the start-up comparison. Takes about ten minutes on two cores.
#
# Usage: Benchmarks/run-all.sh [extra options for `swift package benchmark`, e.g. --filter 'Tree.*']
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"

echo "== $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(swift --version 2>/dev/null | head -1)"
echo "== Building the benchmark package (release)"
swift build -c release

echo "== package-benchmark"
swift package benchmark --no-progress "$@"

echo "== Start-up"
./run-startup.sh
