#!/usr/bin/env python3
"""Rewrites a ported UIKit file to its imports and top-level protocol declarations alone.

measure-ribs-ios.sh replaces tutorial 4's UIKit view controllers by stand-ins, but the protocols
their files declare (listeners, the app delegate's `UrlHandler`) are the app's own, used by its
interactors: they stay as ported, with the file's imports of RIBs and Foundation (which UIKit
brought along).

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
    # The view's libraries (UIKit, SnapKit) go with it; UIKit brought Foundation along.
    imports = sorted({"import Foundation" if line == "import UIKit" else line
                      for line in text.split("\n") if line in ("import RIBs", "import Foundation", "import UIKit")})
    protocols = top_level_protocols(text)
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(imports) + "\n\n" + "\n\n".join(protocols) + ("\n" if protocols else ""))


if __name__ == "__main__":
    main()
