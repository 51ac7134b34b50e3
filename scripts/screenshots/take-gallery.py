#!/usr/bin/env python3
"""Takes the pictures of ScreenKit's DocC article "Drawing your app's screens" from the real
binaries: each element of the screen gallery as the full-screen terminal draws it (a tmux
capture, colours included, rendered by ansi_to_html.py), as plain lines print it, and as the
browser shows it.

    python3 scripts/screenshots/take-gallery.py OUTPUT_FOLDER SCREEN_GALLERY SCREEN_GALLERY_WEB

Writes gallery-<element>-<front-end>.png, such as gallery-list-terminal.png. Needs tmux,
Debian's chromium and Playwright. Waits for what the programs show, never for time.
"""
import html
import re
import pathlib
import subprocess
import sys
import tempfile

from playwright.sync_api import expect, sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from ansi_to_html import BACKGROUND, FOREGROUND, convert  # noqa: E402
from live_programs import CHROMIUM, PATIENCE, Pane, start_server  # noqa: E402

# ansi_to_html's page: 12 px of padding round lines 18 px high (15 px type, line-height 1.2).
PADDING, LINE_HEIGHT = 12, 18
ANSI = re.compile(r"\x1b\[[0-9;]*m")
ELEMENTS = ["text-field", "button", "list", "progress", "toggle", "choice", "grid"]


def terminal_capture(gallery):
    """The gallery full screen, tall enough to show it whole: a row checked, its actions shown,
    two dots placed."""
    pane = Pane(90, 56)
    try:
        pane.type(f"'{gallery}'")
        pane.press("Enter")
        pane.wait_for("Every element ScreenKit draws", "Buy milk")
        # Two dots on the grid (the field, the button, the list, the toggle, the choice and two
        # buttons before it), then back into the list: its second row checked, its actions shown.
        pane.press("Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Enter", "Right", "Enter")
        pane.wait_for("│  ●  │  ●  │")
        pane.press("BTab", "BTab", "BTab", "BTab", "BTab", "Down", "Space")
        pane.wait_for("[x] Post the letter")
        pane.press("Right")
        pane.wait_for("[Remove]")
        capture = pane.capture()
        return capture
    finally:
        pane.close()


def rows_of(lines, element):
    """The rows (first, last) `element` takes in a capture's plain lines."""
    def find(text, start=0):
        return next(index for index in range(start, len(lines)) if text in lines[index])

    if element == "text-field":
        row = find("New errand")
        return row - 1, row + 1
    if element == "button":
        row = find("Add errand")
        return row - 1, row + 1
    if element == "list":
        return find("Buy milk"), find("Call Grandma")
    if element == "progress":
        row = find("Errands done")
        return row, row
    if element == "toggle":
        row = find("Hide done errands")
        return row, row
    if element == "choice":
        row = find("Sort by")
        return row, row
    if element == "grid":
        top = find("┌", find("Dots"))
        return top, find("└", top)
    raise ValueError(element)


def shoot_rows(browser, page_html, line_count, rows, path, columns=None):
    """Renders `page_html` (a page of `line_count` lines in a `pre`, as ansi_to_html makes) and
    keeps the lines `rows` of it, and of them the columns `columns` (first, last) if given."""
    with tempfile.TemporaryDirectory() as folder:
        page_file = pathlib.Path(folder) / "lines.html"
        page_file.write_text(page_html, encoding="utf-8")
        page = browser.new_page()
        page.goto(page_file.as_uri())
        box = page.locator("pre").bounding_box()
        # The height a line takes as drawn, which fonts round: the page's lines over its height.
        # HTML drops a newline right after `<pre>`, so an empty first line is not drawn.
        drawn = page.evaluate("document.querySelector('pre').textContent.replace(/\\n$/, '').split('\\n').length")
        line_height = (box["height"] - 2 * PADDING) / drawn
        first, last = (row - (line_count - drawn) for row in rows)
        x, width = box["x"], box["width"]
        if columns:
            widest = page.evaluate("Math.max(...document.querySelector('pre').textContent.split('\\n').map((line) => line.length))")
            column_width = (box["width"] - 2 * PADDING) / widest
            x = box["x"] + PADDING + columns[0] * column_width - 4
            width = (columns[1] - columns[0] + 1) * column_width + 8
        page.screenshot(path=str(path), full_page=True, clip={
            "x": x, "y": box["y"] + PADDING + first * line_height, "width": width,
            "height": (last - first + 1) * line_height,
        })
        page.close()


def plain_lines(gallery):
    """What plain mode prints for the gallery after a row is checked and a dot placed."""
    run = subprocess.run([gallery, "--plain"], input="check 2\n10\nquit\n", capture_output=True, text=True,
                         timeout=PATIENCE, check=True)
    screens = run.stdout.split("=== Screen gallery ===\n")
    return ("=== Screen gallery ===\n" + screens[-1]).rstrip("\n").split("\n")


def plain_rows(lines, element):
    def find(text, start=0):
        return next(index for index in range(start, len(lines)) if lines[index].startswith(text))

    if element == "text-field":
        row = find("New errand:")
        return row, row
    if element == "button":
        row = find("[Add errand]")
        return row, row
    if element == "list":
        return find("  1. "), find("  (for row N")
    if element == "progress":
        row = find("Errands done")
        return row, row
    if element == "toggle":
        row = find("[ ] Hide done errands")
        return row, row
    if element == "choice":
        row = find("Sort by")
        return row, row
    if element == "grid":
        top = find("Dots") + 1
        return top, top + 10
    raise ValueError(element)


def plain_page(lines):
    return ("<!doctype html><meta charset=utf-8><style>"
            f"body{{margin:0;background:{BACKGROUND}}}"
            f"pre{{margin:0;padding:{PADDING}px;display:inline-block;background:{BACKGROUND};color:{FOREGROUND};"
            f"font:15px/{LINE_HEIGHT}px 'DejaVu Sans Mono','Liberation Mono',monospace}}"
            "</style><pre>" + html.escape("\n".join(lines)) + "</pre>")


def browser_shots(browser, gallery_web, output):
    # A fresh gallery for each picture, and nothing left in the state folder.
    server, url = start_server([gallery_web, "--port", "0", "--in-memory"])
    try:
        page = browser.new_page(viewport={"width": 900, "height": 1400})
        page.goto(url + "/")
        expect(page.get_by_text("Every element ScreenKit draws")).to_be_visible(timeout=PATIENCE * 1000)
        page.get_by_role("checkbox", name="Post the letter").check()
        expect(page.get_by_role("checkbox", name="Post the letter")).to_be_checked()
        page.get_by_role("gridcell").nth(9).click()
        expect(page.get_by_role("gridcell").nth(9)).to_contain_text("●")
        locators = {
            "text-field": page.get_by_role("textbox", name="New errand"),
            "button": page.get_by_role("button", name="Add errand"),
            "list": page.get_by_role("list").first,
            "progress": page.get_by_role("progressbar"),
            "toggle": page.get_by_role("switch", name="Hide done errands"),
            "choice": page.get_by_label("Sort by"),
            "grid": page.get_by_role("grid"),
        }
        for element, locator in locators.items():
            # The element's whole node, its label or frame included: the one among the screen's
            # element nodes that holds it.
            node = locator.locator("xpath=ancestor-or-self::*[parent::*[contains(@class, 'screen-elements')]][1]")
            node.screenshot(path=str(output / f"gallery-{element}-browser.png"))
        page.close()
    finally:
        server.terminate()
        server.wait(PATIENCE)


def main():
    output, gallery, gallery_web = pathlib.Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    output.mkdir(parents=True, exist_ok=True)
    capture = terminal_capture(gallery)
    capture_lines = [ANSI.sub("", line) for line in capture.rstrip("\n").split("\n")]
    printed = plain_lines(gallery)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        # The card's columns, from its top corners.
        top = next(line for line in capture_lines if "Screen gallery" in line)
        card = (top.index("╭"), top.index("╮"))
        for element in ELEMENTS:
            shoot_rows(browser, convert(capture), len(capture_lines), rows_of(capture_lines, element),
                       output / f"gallery-{element}-terminal.png", columns=card)
            rows = plain_rows(printed, element)
            widest = max(len(line) for line in printed[rows[0]:rows[1] + 1])
            shoot_rows(browser, plain_page(printed), len(printed), rows, output / f"gallery-{element}-plain.png",
                       columns=(0, widest - 1))
        browser_shots(browser, gallery_web, output)
        browser.close()
    print(f"wrote {3 * len(ELEMENTS)} pictures to {output}")


if __name__ == "__main__":
    main()
