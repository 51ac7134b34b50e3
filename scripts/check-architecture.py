#!/usr/bin/env python3
"""Checks that docs/architecture.md names every target of the repository's packages, and that
its module tables name no target that is gone.

Each package's targets are read from `swift package dump-package` (the manifest evaluated, no
dependency resolved). A target is named when it appears in backticks anywhere in the document;
the first cell of each table row under "## Modules" must name targets only.

    python3 scripts/check-architecture.py              # the check
    python3 scripts/check-architecture.py --self-test  # the check fails on a doctored document
"""

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCUMENT = ROOT / "docs" / "architecture.md"
PACKAGES = [".", "Web", "Port", "Benchmarks"]


def targets_of(package: str) -> set[str]:
    """The names of the targets the package's manifest declares."""
    result = subprocess.run(
        ["swift", "package", "--package-path", str(ROOT / package), "dump-package"],
        capture_output=True, text=True, check=False)
    if result.returncode != 0:
        sys.exit(f"check-architecture: cannot read {package}/Package.swift:\n{result.stderr}")
    return {target["name"] for target in json.loads(result.stdout)["targets"]}


def problems(document: str, targets: dict[str, set[str]]) -> list[str]:
    """What is wrong with `document` for the packages' `targets`: one sentence each."""
    found = []
    named = set(re.findall(r"`([A-Za-z][A-Za-z0-9_]*)`", document))
    for package, names in targets.items():
        for name in sorted(names - named):
            found.append(f"target {name} of {package}/Package.swift is not named in docs/architecture.md")
    every_target = set().union(*targets.values())
    modules = document.split("## Modules", 1)[1] if "## Modules" in document else ""
    modules = re.split(r"\n## ", modules, maxsplit=1)[0]
    for line in modules.splitlines():
        cells = line.split("|")
        if len(cells) < 3 or set(line) <= set("|-: "):
            continue
        for name in re.findall(r"`([A-Za-z][A-Za-z0-9_]*)`", cells[1]):
            if name not in every_target:
                found.append(f"docs/architecture.md's table names {name}, which no Package.swift declares")
    if not modules:
        found.append("docs/architecture.md has no '## Modules' section")
    return found


def self_test(document: str, targets: dict[str, set[str]]) -> None:
    """The check passes on the document and fails on each kind of doctored copy."""
    assert problems(document, targets) == [], "the real document should pass"
    some_target = sorted(targets["Web"])[0]
    without_row = "\n".join(line for line in document.splitlines() if f"`{some_target}`" not in line)
    assert any(some_target in p for p in problems(without_row, targets)), "a missing target should fail"
    with_stale_row = document.replace("| `SystemCalls` |", "| `GoneModule` | gone | — |\n| `SystemCalls` |", 1)
    assert any("GoneModule" in p for p in problems(with_stale_row, targets)), "a stale row should fail"
    print("check-architecture self-test: a missing target and a stale row both fail")


def main() -> None:
    document = DOCUMENT.read_text()
    targets = {package: targets_of(package) for package in PACKAGES}
    if "--self-test" in sys.argv[1:]:
        self_test(document, targets)
        return
    found = problems(document, targets)
    for problem in found:
        print(f"check-architecture: {problem}", file=sys.stderr)
    if found:
        sys.exit(1)
    count = sum(len(names) for names in targets.values())
    print(f"check-architecture: all {count} targets of {len(PACKAGES)} packages are in docs/architecture.md")


if __name__ == "__main__":
    main()
