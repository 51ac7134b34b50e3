#!/usr/bin/env python3
"""Fails on a relative link in the README or the documentation that points nowhere.

Checks every Markdown link and image that is not a URL (`[text](path)`, `![alt](path)`, `[text](path#anchor)`,
`[text](#anchor)`) in README.md, docs/, Web/*.md and the DocC catalogs: the path must exist
relative to the file, and an anchor must name a heading of the Markdown file it points into,
as GitHub makes anchors from headings. Prints each broken link with its file and line;
exits 1 if there is one.

    python3 scripts/check-links.py
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")


def documents():
    yield ROOT / "README.md"
    yield from sorted((ROOT / "docs").rglob("*.md"))
    yield from sorted((ROOT / "Web").glob("*.md"))
    yield from sorted((ROOT / "Sources").glob("*/*.docc/**/*.md"))


def lines_outside_code(path):
    """The file's lines with their numbers, fenced code blocks left out."""
    in_code = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if FENCE.match(line):
            in_code = not in_code
            continue
        if not in_code:
            yield number, line


def anchor(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`|\*|_(?=\w)|(?<=\w)_", "", heading).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    return {anchor(match.group(1)) for _, line in lines_outside_code(path) if (match := HEADING.match(line))}


def broken_links():
    for document in documents():
        for number, line in lines_outside_code(document):
            for target in LINK.findall(line):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                    continue  # a URL, or doc: and mailto:
                path_part, _, fragment = target.partition("#")
                destination = (document.parent / path_part).resolve() if path_part else document
                where = f"{document.relative_to(ROOT)}:{number}"
                if not destination.exists():
                    yield f"{where}: '{target}' points to {path_part}, which does not exist"
                elif fragment and destination.suffix == ".md" and fragment not in anchors(destination):
                    yield f"{where}: '{target}' names no heading of {destination.relative_to(ROOT)}"


def main():
    broken = list(broken_links())
    for message in broken:
        print(message)
    print(f"links: {len(broken)} broken" if broken else "links: none broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
