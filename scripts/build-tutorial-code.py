#!/usr/bin/env python3
"""Builds and tests the code of the RIBs tutorials, so that they cannot fall behind the API.

The tutorials live in the RIBs DocC catalog (Sources/RIBs/RIBs.docc/Tutorials): a table of
contents (`@Tutorials`) and one `.tutorial` file per tutorial, whose steps show code files with
`@Code(name: "LoggedOutInteractor.swift", file: "tutorial1-section2-step2-LoggedOutInteractor.swift")`
(each `@Section(title:)`, `@Step {` and `@Code(...)` on a line of its own, as this script reads
them line by line); the files are in Tutorials/Resources.

This script reads those files in the order the table of contents gives and, for every section,
takes the last version of every file shown so far (carried over from one section, and one
tutorial, to the next): that is the reader's package when the section ends. Each section's
package becomes targets of one generated package, which depends on this checkout by path, so
that RIBs is built once:

- the files that `@testable import` the app go to a test target,
- the file with `@main` goes to an executable target (the reader's command line),
- `Package.swift` is not compiled: the targets get the dependencies it declares (read with
  `swift package dump-package`), and a test file needs the test target it declares,
- every other Swift file goes to the app's library target.

`import TicTacToe` (the reader's module) is rewritten to the section's module. Every target is
built in Swift 6 mode with warnings as errors, then the tests run. Errors name the step files,
not the generated copies; when tests fail, each section's tests run again alone to say which
sections fail.

A version of a file that a later step of the same section replaces is shown but not compiled
on its own: a step that changes a signature leaves its callers to the next step, so the package
in between need not build. When a file fails to build, its earlier versions in the section are
named, to be fixed alike.

It also checks the tutorials' bookkeeping: every file shown exists and is named
`tutorial<T>-section<S>-step<N>-<name>` after where it is shown, a file shown again after other
files says with `previousFile:` which version DocC compares it with (to highlight what changed),
and that is its last version; and every step file in the tutorials' resources is shown.

    scripts/build-tutorial-code.py [--build-dir DIR] [--skip-tests] [--list] [--fix-previous-files]

The generated package stays in DIR (default: .build/tutorial-code), so that a second run only
rebuilds the sections whose code changed.
"""

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import OrderedDict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "Sources" / "RIBs" / "RIBs.docc"
TUTORIALS = CATALOG / "Tutorials"
RESOURCES = TUTORIALS / "Resources"

# The step files' names: where they are shown, then the file's name in the reader's package.
STEP_FILE_NAME = re.compile(r"^tutorial(\d+)-section(\d+)-step(\d+)-(.+)$")
DIRECTIVE_ARGUMENT = re.compile(r'(\w+)\s*:\s*"([^"]*)"')


class TutorialError(Exception):
    """A mistake in the tutorials' files, said in a sentence."""


class MissingPreviousFiles(TutorialError):
    """Files shown again, after other files, without `previousFile:`: DocC would show them
    without highlighting what changed."""

    def __init__(self, missing):
        self.missing = missing
        lines = [f"{code_file.where}: add previousFile: \"{previous.path.name}\"" for code_file, previous in missing]
        super().__init__("a file shown again needs previousFile: the version to compare with "
                         "(--fix-previous-files adds them):\n" + "\n".join(lines))

    def fix(self):
        """Adds the missing `previousFile:` arguments to the tutorials."""
        by_tutorial = {}
        for code_file, previous in self.missing:
            by_tutorial.setdefault(code_file.tutorial_path, []).append((code_file, previous))
        for path, fixes in by_tutorial.items():
            lines = path.read_text().split("\n")
            for code_file, previous in fixes:
                index = code_file.line_number - 1
                file_argument = f'file: "{code_file.path.name}"'
                lines[index] = lines[index].replace(file_argument,
                                                    f'{file_argument}, previousFile: "{previous.path.name}"', 1)
            path.write_text("\n".join(lines))
            print(f"added {len(fixes)} previousFile arguments to {path.relative_to(ROOT)}")


class CodeFile:
    """One `@Code` of a step: the name the reader sees and the file that holds it."""

    def __init__(self, name, path, step, previous_file, tutorial_path, line_number):
        self.name = name
        self.path = path
        self.step = step
        self.previous_file = previous_file
        self.tutorial_path = tutorial_path
        self.line_number = line_number
        self.where = f"{tutorial_path.name}:{line_number}"


class Section:
    """A tutorial's section and the code its steps show."""

    def __init__(self, tutorial_number, number, title):
        self.tutorial_number = tutorial_number
        self.number = number
        self.title = title
        self.code_files = []
        # The reader's package when the section ends: file name -> CodeFile.
        self.state = None

    @property
    def module(self):
        return f"Tutorial{self.tutorial_number}Section{self.number}"

    @property
    def label(self):
        return f"tutorial {self.tutorial_number}, section {self.number} ({self.title})"


def resource_files():
    """Every file in the catalog's tutorial resources, by file name (DocC finds them so)."""
    files = {}
    for path in sorted(RESOURCES.rglob("*")):
        if path.is_file():
            if path.name in files:
                raise TutorialError(f"two resources are named {path.name}: {files[path.name]} and {path}")
            files[path.name] = path
    return files


def directive_arguments(line, directive):
    """The `name: "value"` arguments of `@Directive(...)` on `line`, or None without it."""
    match = re.search(r"@" + directive + r"\s*\(([^)]*)\)", line)
    if match is None:
        return None
    return dict(DIRECTIVE_ARGUMENT.findall(match.group(1)))


def table_of_contents():
    """The tutorials' files in the order the `@Tutorials` page lists them."""
    tables = [path for path in TUTORIALS.rglob("*.tutorial") if "@Tutorials" in path.read_text()]
    if len(tables) != 1:
        raise TutorialError(f"expected one @Tutorials page in {TUTORIALS}, found {len(tables)}")
    tutorials_by_name = {path.stem: path for path in TUTORIALS.rglob("*.tutorial")}
    ordered = []
    for line in tables[0].read_text().splitlines():
        arguments = directive_arguments(line, "TutorialReference")
        if arguments is None:
            continue
        name = arguments.get("tutorial", "").removeprefix("doc:")
        if name not in tutorials_by_name:
            raise TutorialError(f"{tables[0].name} lists {name}, which has no .tutorial file")
        ordered.append(tutorials_by_name[name])
    return ordered


def read_sections(tutorial_path, tutorial_number, resources):
    """The sections of one tutorial, each with the code files its steps show, in order."""
    sections = []
    step = 0
    for line_number, line in enumerate(tutorial_path.read_text().splitlines(), start=1):
        where = f"{tutorial_path.name}:{line_number}"
        section_arguments = directive_arguments(line, "Section")
        if section_arguments is not None:
            sections.append(Section(tutorial_number, len(sections) + 1, section_arguments.get("title", "")))
            step = 0
        elif re.search(r"@Step\s*\{", line):
            step += 1
        code = directive_arguments(line, "Code")
        if code is None:
            continue
        if not sections:
            raise TutorialError(f"{where}: @Code outside a section")
        name, file_name = code.get("name"), code.get("file")
        if not name or not file_name:
            raise TutorialError(f"{where}: @Code needs a name and a file")
        expected = f"tutorial{tutorial_number}-section{len(sections)}-step{step}-{name}"
        if file_name != expected:
            raise TutorialError(f"{where}: the file shown here should be named {expected}, not {file_name}")
        if file_name not in resources:
            raise TutorialError(f"{where}: {file_name} is not in {RESOURCES.relative_to(ROOT)}")
        sections[-1].code_files.append(CodeFile(name, resources[file_name], step, code.get("previousFile"),
                                                tutorial_path, line_number))
    return sections


def read_tutorials():
    """Every section of every tutorial, in reading order, each with its end state."""
    resources = resource_files()
    sections = []
    for number, path in enumerate(table_of_contents(), start=1):
        sections += read_sections(path, number, resources)

    state = OrderedDict()
    shown = set()
    missing_previous_files = []
    for section in sections:
        preceding = None
        for code_file in section.code_files:
            previous = state.get(code_file.name)
            # DocC highlights what changed since the step before when it showed the same file;
            # otherwise only `previousFile:` tells it which version to compare with.
            follows_itself = (preceding is not None and preceding.step == code_file.step - 1
                              and preceding.name == code_file.name)
            if code_file.previous_file is not None:
                if previous is None or previous.path.name != code_file.previous_file:
                    last = previous.path.name if previous else "nothing"
                    raise TutorialError(f"{code_file.where}: previousFile should name the last version of "
                                        f"{code_file.name}, {last}, not {code_file.previous_file}")
            elif previous is not None and not follows_itself:
                missing_previous_files.append((code_file, previous))
            state[code_file.name] = code_file
            shown.add(code_file.path.name)
            preceding = code_file
        section.state = OrderedDict(state)
    if missing_previous_files:
        raise MissingPreviousFiles(missing_previous_files)

    unshown = sorted(name for name in resources
                     if STEP_FILE_NAME.match(name) and name not in shown)
    if unshown:
        raise TutorialError("these files are in the tutorials' resources but no step shows them: "
                            + ", ".join(unshown))
    return sections


def run(arguments, sources, quiet=False, echo=True, shown=r"Test run with|^✘|^\S+:\d+:\d+: error:"):
    """Runs a command, with the generated files in its output named after the step files they
    copy (their lines are the same).

    Quiet, it prints only the lines matching `shown` (failures and the tests' summary), and the
    rest only if the command fails and was echoed. Returns whether it succeeded, and the output."""
    if echo:
        print("+ " + " ".join(str(argument) for argument in arguments), flush=True)
    process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    held = []
    output = []
    for line in process.stdout:
        for generated, source in sources.items():
            line = line.replace(generated, source)
        output.append(line)
        if quiet and not re.search(shown, line):
            held.append(line)
        else:
            print(line, end="", flush=True)
    if process.wait() != 0:
        if not quiet or echo:
            print("".join(held), end="")
        return False, "".join(output)
    return True, "".join(output)


def earlier_versions(sections):
    """The step files each compiled step file supersedes within its section: versions the
    reader sees on the way, which are not compiled on their own (a step that changes a
    signature leaves its callers to the next step)."""
    earlier = {}
    for section in sections:
        for code_file in section.code_files:
            final = section.state[code_file.name]
            if final is not code_file:
                earlier.setdefault(final.path, []).append(code_file.path)
    return earlier


def point_at_earlier_versions(build_output, sections):
    """After a failed build, names the earlier versions of the failing files: they likely need
    the same fix."""
    failing = {Path(ROOT / match) for match in re.findall(r"^(Sources/\S+?\.swift):\d+:\d+: error:", build_output,
                                                          re.MULTILINE)}
    for final, versions in earlier_versions(sections).items():
        if final in failing:
            names = ", ".join(path.name for path in versions)
            print(f"note: {final.name} has earlier versions in its section, not compiled on their own; "
                  f"check them too: {names}")


def find_failing_tests(package_folder, tested_sections):
    """Runs each section's tests alone, to say which sections fail: Swift Testing names a
    failing test's file, not its module, and every section has its own GameTests.swift."""
    print("Which sections fail:", flush=True)
    for section, test_files in tested_sections:
        # Swift Testing names the file alone: `GameTests.swift:83:9`.
        sources = {f"{name}:": f"{path}:" for name, path in test_files.items()}
        passed, _ = run(["swift", "test", "--skip-build", "--package-path", package_folder,
                         "--filter", f"^{section.module}Tests\\."], sources, quiet=True, echo=False, shown="^✘")
        if not passed:
            print(f"  those were the tests of {section.label}", flush=True)


def manifest_targets(manifest_file, cache):
    """The targets a tutorial's `Package.swift` declares: type and product/target dependencies."""
    text = manifest_file.read_text()
    if text in cache:
        return cache[text]
    with tempfile.TemporaryDirectory(prefix="tutorial-manifest.") as folder:
        Path(folder, "Package.swift").write_text(text)
        result = subprocess.run(["swift", "package", "dump-package", "--package-path", folder],
                                capture_output=True, text=True)
    if result.returncode != 0:
        raise TutorialError(f"{manifest_file.name} does not load:\n{result.stderr}")
    manifest = json.loads(result.stdout)
    targets = {}
    for target in manifest["targets"]:
        dependencies = []
        for dependency in target.get("dependencies", []):
            if "product" in dependency:
                product = dependency["product"]
                dependencies.append(("product", product[0]))
            elif "byName" in dependency:
                dependencies.append(("target", dependency["byName"][0]))
            elif "target" in dependency:
                dependencies.append(("target", dependency["target"][0]))
        targets[target["name"]] = {"type": target["type"], "dependencies": dependencies}
    cache[text] = targets
    return targets


def classify(section):
    """Splits a section's files into the manifest, app, executable and test files."""
    manifest, app, executable, tests = None, [], [], []
    for name, code_file in section.state.items():
        if name == "Package.swift":
            manifest = code_file
            continue
        if not name.endswith(".swift"):
            continue
        text = code_file.path.read_text()
        if re.search(r"^@testable import ", text, re.MULTILINE):
            tests.append(code_file)
        elif re.search(r"^@main\b", text, re.MULTILINE):
            executable.append(code_file)
        else:
            app.append(code_file)
    if manifest is None:
        raise TutorialError(f"{section.label} has no Package.swift yet")
    return manifest, app, executable, tests


def write_if_changed(path, text):
    """Writes `text` to `path` unless it holds it already, so that builds stay incremental."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.read_text() == text:
        return
    path.write_text(text)


def swift_string(value):
    return json.dumps(value)


def generate_package(sections, package_folder):
    """Writes the package with each section's code as targets of its own.

    Returns the sections with tests, each with its test files' step files by name, and the step
    file each generated file copies, by path."""
    manifest_cache = {}
    sources = {}
    tested_sections = []
    targets = []
    expected_folders = set()
    for section in sections:
        manifest, app, executable, tests = classify(section)
        declared = manifest_targets(manifest.path, manifest_cache)
        by_type = {}
        for name, target in declared.items():
            by_type.setdefault(target["type"], []).append(name)
        libraries = by_type.get("regular", [])
        if len(libraries) != 1:
            raise TutorialError(f"{manifest.path.name} should declare one library target, the app, not {libraries}")
        app_module = libraries[0]
        modules = {app_module: section.module}

        def dependencies(declared_name):
            lines = []
            for kind, name in declared[declared_name]["dependencies"]:
                if kind == "product":
                    lines.append(f'.product(name: {swift_string(name)}, package: "RIBs")')
                elif name in modules:
                    lines.append(swift_string(modules[name]))
                else:
                    raise TutorialError(f"{manifest.path.name}: {declared_name} depends on {name}, "
                                        "which is not the app")
            return ", ".join(lines)

        def rewrite_imports(text):
            return re.sub(r"^(@testable )?import " + re.escape(app_module) + r"$",
                          lambda match: f"{match.group(1) or ''}import {section.module}", text, flags=re.MULTILINE)

        def place(files, folder):
            expected_folders.add(folder)
            names = set()
            for code_file in files:
                names.add(code_file.name)
                generated = package_folder / folder / code_file.name
                write_if_changed(generated, rewrite_imports(code_file.path.read_text()))
                sources[str(generated)] = str(code_file.path.relative_to(ROOT))
            for stale in (package_folder / folder).glob("*.swift"):
                if stale.name not in names:
                    stale.unlink()

        place(app, f"Sources/{section.module}")
        targets.append(f'.target(name: "{section.module}", dependencies: [{dependencies(app_module)}], '
                       f'path: "Sources/{section.module}", swiftSettings: settings)')
        if executable:
            names = by_type.get("executable", [])
            if len(names) != 1:
                raise TutorialError(f"{section.label} has a @main file, but its Package.swift declares "
                                    f"{len(names)} executable targets")
            place(executable, f"Sources/{section.module}CLI")
            targets.append(f'.executableTarget(name: "{section.module}CLI", dependencies: [{dependencies(names[0])}], '
                           f'path: "Sources/{section.module}CLI", swiftSettings: settings)')
        if tests:
            names = by_type.get("test", [])
            if len(names) != 1:
                raise TutorialError(f"{section.label} has tests, but its Package.swift declares "
                                    f"{len(names)} test targets")
            place(tests, f"Tests/{section.module}Tests")
            targets.append(f'.testTarget(name: "{section.module}Tests", dependencies: [{dependencies(names[0])}], '
                           f'path: "Tests/{section.module}Tests", swiftSettings: settings)')
            tested_sections.append((section, {code_file.name: str(code_file.path.relative_to(ROOT))
                                              for code_file in tests}))
        print(f"{section.module}: {len(app)} app files, {len(executable)} command-line files, "
              f"{len(tests)} test files — {section.label}")

    # Folders of sections that no longer exist would become stale targets' leftovers.
    for parent in ("Sources", "Tests"):
        for folder in (package_folder / parent).glob("*") if (package_folder / parent).exists() else []:
            if f"{parent}/{folder.name}" not in expected_folders:
                shutil.rmtree(folder)

    target_lines = ",\n        ".join(targets)
    manifest = f"""// swift-tools-version: 6.2
// Generated by scripts/build-tutorial-code.py from the RIBs tutorials: one set of targets per
// section, holding the reader's package as it is when the section ends. Do not edit.

import PackageDescription

/// As the reader builds it, in Swift 6 mode, and with no warning allowed.
let settings: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "TutorialCode",
    dependencies: [
        .package(name: "RIBs", path: {swift_string(str(ROOT))}),
    ],
    targets: [
        {target_lines},
    ],
    swiftLanguageModes: [.v6]
)
"""
    write_if_changed(package_folder / "Package.swift", manifest)
    return tested_sections, sources


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build-dir", type=Path, default=ROOT / ".build" / "tutorial-code",
                        help="where the generated package and its build go (default: .build/tutorial-code)")
    parser.add_argument("--skip-tests", action="store_true", help="build, but do not run the tests")
    parser.add_argument("--fix-previous-files", action="store_true",
                        help="add the previousFile arguments the tutorials lack, and build nothing")
    parser.add_argument("--list", action="store_true",
                        help="print each section's files and where they come from, and build nothing")
    options = parser.parse_args()

    try:
        try:
            sections = read_tutorials()
        except MissingPreviousFiles as missing:
            if not options.fix_previous_files:
                raise
            missing.fix()
            return
        if options.fix_previous_files:
            print("every file shown again has its previousFile")
            return
        if options.list:
            for section in sections:
                print(f"{section.module} — {section.label}")
                for name, code_file in section.state.items():
                    print(f"    {name:36} {code_file.path.name}")
            return
        package_folder = options.build_dir.resolve() / "package"
        tested_sections, sources = generate_package(sections, package_folder)
    except TutorialError as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(1)

    started = time.monotonic()
    built, output = run(["swift", "build", "--build-tests", "--package-path", package_folder], sources)
    if not built:
        point_at_earlier_versions(output, sections)
        sys.exit(1)
    print(f"Built the code of {len(sections)} sections in {time.monotonic() - started:.0f} s.", flush=True)
    if tested_sections and not options.skip_tests:
        started = time.monotonic()
        passed, _ = run(["swift", "test", "--skip-build", "--package-path", package_folder], sources, quiet=True)
        if not passed:
            find_failing_tests(package_folder, tested_sections)
            sys.exit(1)
        print(f"Ran the tests of {len(tested_sections)} sections in {time.monotonic() - started:.0f} s.")


if __name__ == "__main__":
    main()
