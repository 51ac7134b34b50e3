#!/usr/bin/env python3
"""Per-unit inclusive instructions of each function between two callgrind runs of one program:
(cost in the bigger run - cost in the smaller) / units, biggest first. One-time costs (start,
first use of each type) cancel out. Used by Web/scripts/measure.sh --breakdown.

    callgrind-diff.py SMALLER_RUN BIGGER_RUN UNITS
"""
import re
import signal
import subprocess
import sys


def inclusive_costs(path):
    """Each function's inclusive instruction count in one callgrind output file."""
    annotated = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", path],
                               capture_output=True, text=True, check=True).stdout
    demangled = subprocess.run(["swift-demangle", "--simplified"], input=annotated,
                               capture_output=True, text=True, check=True).stdout
    costs = {}
    for line in demangled.splitlines():
        match = re.match(r"\s*([\d,]+) \([ \d.]+%\)\s+(?:\?\?\?:)?(.*?)(?: \[[^\]]*\])?$", line)
        if match:
            name = match.group(2)
            costs[name] = costs.get(name, 0) + int(match.group(1).replace(",", ""))
    return costs


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    smaller, bigger, units = inclusive_costs(sys.argv[1]), inclusive_costs(sys.argv[2]), int(sys.argv[3])
    if units <= 0:
        sys.exit("UNITS must be positive")
    rows = sorted(((cost - smaller.get(name, 0)) / units, name) for name, cost in bigger.items())
    for cost, name in reversed(rows):
        print(f"{cost:10.0f}  {name[:160]}")


if __name__ == "__main__":
    main()
