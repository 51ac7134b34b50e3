#!/usr/bin/env python3
"""Rewrites a ported Swift file to its top-level protocol declarations alone, with `import RIBs`.

measure-ribs-ios.sh replaces tutorial 4's UIKit view controllers by stand-ins, but the listener
protocols their files declare are the app's own, used by its interactors: they stay as ported.

    keep-protocols.py FILE
"""
import re
import sys


def top_level_protocols(text):
    """Each top-level `protocol` declaration in text, with the attributes on the lines before it."""
    declarations = []
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        if re.match(r"^(public |internal )?protocol \w", lines[index]):
            start = index
            while start > 0 and lines[start - 1].startswith("@"):
                start -= 1
            depth = 0
            end = index
            while True:
                depth += lines[end].count("{") - lines[end].count("}")
                if depth == 0 and "{" in "".join(lines[index:end + 1]):
                    break
                end += 1
            declarations.append("\n".join(lines[start:end + 1]))
            index = end + 1
        else:
            index += 1
    return declarations


def main():
    path = sys.argv[1]
    with open(path, encoding="utf-8") as file:
        text = file.read()
    protocols = top_level_protocols(text)
    with open(path, "w", encoding="utf-8") as file:
        file.write("import RIBs\n\n" + "\n\n".join(protocols) + ("\n" if protocols else ""))


if __name__ == "__main__":
    main()
