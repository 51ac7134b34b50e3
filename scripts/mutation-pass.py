#!/usr/bin/env python3
"""A mutation pass: breaks the code in small ways, one at a time, and checks that a test notices.

Each mutant is one textual change to one file (a line's fragment replaced by another) and the
narrowest test command that should fail because of it. The pass first runs every test command
once unmutated (a command that fails then would "kill" every mutant, so the pass stops), then,
for each mutant: applies it, runs its command, restores the file, and counts the mutant killed
when the command failed having run tests (a `swift test` whose build failed kills nothing: its
mutant is "not tested"). It prints one line per mutant and the kill ratio, and exits 1 if any
mutant survived, could not be applied or was not tested.

    scripts/mutation-pass.py                       # every file in scripts/mutants/
    scripts/mutation-pass.py scripts/mutants/web.txt --only proxy

Mutant files (scripts/mutants/*.txt) hold blocks separated by blank lines; `#` starts a comment:

    name: a trusted network's prefix not a multiple of 8
    file: Web/Sources/WebFrontEnd/TrustedProxies.swift
    find: let mask = prefix % 8
    replace: let mask = 0
    test: swift test --package-path Web --filter TrustedProxyTests

`find` must occur exactly once in `file`. The file is restored after each mutant, and on
Ctrl-C; run the pass on a clean work tree (`git status` shows nothing) so that a restore is
never in doubt.
"""

import argparse
import dataclasses
import pathlib
import re
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent


@dataclasses.dataclass
class Mutant:
    name: str
    file: str
    find: str
    replace: str
    test: str
    source: str


def read_mutants(path: pathlib.Path) -> list[Mutant]:
    mutants = []
    block: dict[str, str] = {}

    def finish():
        if not block:
            return
        missing = {"name", "file", "find", "replace", "test"} - block.keys()
        if missing:
            raise SystemExit(f"{path}: the mutant {block.get('name', block)!r} lacks {', '.join(sorted(missing))}")
        mutants.append(Mutant(source=str(path), **block))
        block.clear()

    for number, line in enumerate(path.read_text().splitlines(), start=1):
        if line.startswith("#"):
            continue
        if not line.strip():
            finish()
            continue
        key, separator, value = line.partition(": ")
        if not separator or key not in {"name", "file", "find", "replace", "test"}:
            raise SystemExit(f"{path}:{number}: expected 'name|file|find|replace|test: ...', got {line!r}")
        block[key] = value
    finish()
    return mutants


def run(command: str, log: pathlib.Path) -> int:
    with log.open("w") as output:
        return subprocess.run(command, shell=True, cwd=ROOT, stdout=output, stderr=subprocess.STDOUT).returncode


def tests_ran(command: str, log: pathlib.Path) -> bool:
    """Whether a `swift test` command got as far as running tests (its build completed, or a
    closing line of Swift Testing or XCTest is in its log); other commands are taken at their
    status."""
    if "swift test" not in command:
        return True
    pattern = r"Build complete!|Test run with \d+ tests?|Executed \d+ tests?"
    return re.search(pattern, log.read_text(errors="replace")) is not None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="*", type=pathlib.Path)
    parser.add_argument("--only", help="run only the mutants whose name contains this")
    parser.add_argument("--logs", type=pathlib.Path, default=pathlib.Path("/tmp/mutation-pass"))
    arguments = parser.parse_args()

    files = arguments.files or sorted((ROOT / "scripts/mutants").glob("*.txt"))
    mutants = [mutant for path in files for mutant in read_mutants(path)]
    if arguments.only:
        mutants = [mutant for mutant in mutants if arguments.only in mutant.name]
    if not mutants:
        print("error: no mutants to run", file=sys.stderr)
        return 1
    arguments.logs.mkdir(parents=True, exist_ok=True)

    for number, command in enumerate(sorted({mutant.test for mutant in mutants}), start=1):
        started = time.monotonic()
        log = arguments.logs / f"baseline-{number}.log"
        if run(command, log) != 0:
            print(f"error: `{command}` fails without any mutant (log: {log})", file=sys.stderr)
            return 1
        print(f"baseline passes in {time.monotonic() - started:.0f} s: {command}")

    killed, survived, broken = 0, [], []
    for index, mutant in enumerate(mutants, start=1):
        path = ROOT / mutant.file
        original = path.read_text()
        if original.count(mutant.find) != 1:
            broken.append(mutant)
            print(f"[{index}/{len(mutants)}] NOT APPLIED  {mutant.name}: `{mutant.find}` occurs {original.count(mutant.find)} times in {mutant.file}")
            continue
        try:
            path.write_text(original.replace(mutant.find, mutant.replace))
            log = arguments.logs / f"mutant-{index}.log"
            started = time.monotonic()
            status = run(mutant.test, log)
        finally:
            # Restored on Ctrl-C too: KeyboardInterrupt passes through here.
            path.write_text(original)
        if status != 0 and not tests_ran(mutant.test, log):
            # A mutant that does not build, or a build that failed for another reason (a file
            # changed under it), kills no test: it says nothing of the tests.
            broken.append(mutant)
            verdict = "NOT TESTED"
        elif status != 0:
            killed += 1
            verdict = "killed"
        else:
            survived.append(mutant)
            verdict = "SURVIVED"
        print(f"[{index}/{len(mutants)}] {verdict:12} {mutant.name} ({time.monotonic() - started:.0f} s, {log})", flush=True)

    print(f"\n{killed} of {len(mutants)} mutants killed ({100 * killed / len(mutants):.0f} %)")
    for mutant in survived:
        print(f"survived: {mutant.name} ({mutant.source})")
    for mutant in broken:
        print(f"not applied or not tested: {mutant.name} ({mutant.source})")
    return 0 if not survived and not broken else 1


if __name__ == "__main__":
    sys.exit(main())
