#!/usr/bin/env python3
"""Fails on a relative link in the README or the documentation that points nowhere.

Checks every Markdown link and image that is not a URL (`[text](path)`, `![alt](path)`,
`[text](path#anchor)`, `[text](#anchor)`, and reference definitions `[name]: path`) in every
Markdown file of the repository: the README, docs/, Web/*.md, the DocC catalogs, and any other
outside hidden folders (.build, .git) and Tests/ (whose Markdown files are fixtures: what the
generator writes into other packages). The path must exist relative to the file (in a DocC
catalog, a bare file name may also name a resource anywhere in the catalog, as DocC finds
images by name), and an anchor must name a heading of the Markdown file it points into, as GitHub makes anchors from
headings (a repeated heading's anchor gets -1, -2, ...). Links in code blocks and code spans
are not links and are left alone. Prints each broken link with its file and line; exits 1 if
there is one.

    python3 scripts/check-links.py
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
REFERENCE = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?([^>\s]+)>?")
CODE_SPAN = re.compile(r"(`+).*?\1")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")


def documents():
    for path in sorted(ROOT.rglob("*.md")):
        parts = path.relative_to(ROOT).parts
        if not any(part.startswith(".") for part in parts) and parts[0] != "Tests":
            yield path


def lines_outside_code(path):
    """The file's lines with their numbers, fenced code blocks left out."""
    in_code = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if FENCE.match(line):
            in_code = not in_code
            continue
        if not in_code:
            yield number, line


def heading_text(heading):
    """A heading's text as GitHub shows it: code spans' contents kept as they are, links and
    images reduced to their text, emphasis markers dropped (underscores inside words stay)."""
    pieces = []
    for piece in re.split(r"(`+[^`]*`+)", heading):
        if piece.startswith("`"):
            pieces.append(piece.strip("`"))
        else:
            piece = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", piece)
            pieces.append(re.sub(r"(?<!\w)[*_]+|[*_]+(?!\w)", "", piece))
    return "".join(pieces)


def anchor(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading_text(heading).strip().lower())
    return text.replace(" ", "-")


def anchors(path):
    """Every anchor of a Markdown file; a heading seen before gets -1, -2, ... as on GitHub."""
    seen = {}
    result = set()
    for _, line in lines_outside_code(path):
        if match := HEADING.match(line):
            base = anchor(match.group(1))
            count = seen.get(base, 0)
            seen[base] = count + 1
            result.add(base if count == 0 else f"{base}-{count}")
    return result


def link_targets(line):
    """The link targets of a line outside code blocks; code spans hold no links."""
    if match := REFERENCE.match(line):
        yield match.group(1)
    yield from LINK.findall(CODE_SPAN.sub("", line))


def docc_resource(document, name):
    """The file `name` (a bare file name) among the resources of the DocC catalog `document`
    is in, if it is in one and the catalog has such a file."""
    catalog = next((folder for folder in document.parents if folder.suffix == ".docc"), None)
    if catalog is None or "/" in name or not name:
        return None
    return next(catalog.rglob(name), None)


def broken_links():
    for document in documents():
        for number, line in lines_outside_code(document):
            for target in link_targets(line):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                    continue  # a URL, or doc: and mailto:
                path_part, _, fragment = target.partition("#")
                destination = (document.parent / path_part).resolve() if path_part else document
                where = f"{document.relative_to(ROOT)}:{number}"
                if not destination.exists() and (catalog_resource := docc_resource(document, path_part)):
                    destination = catalog_resource
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
