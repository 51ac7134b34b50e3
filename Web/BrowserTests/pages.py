"""What the browser tests share: where things are, and how a person uses the page."""
import os
import re
import socket
from pathlib import Path

from playwright.sync_api import Page, expect

WEB = Path(__file__).resolve().parent.parent
SERVER = Path(os.environ.get("TICTACTOE_WEB", WEB / ".build" / "debug" / "tictactoe-web"))
SHOTS = Path(os.environ.get("SCREENSHOT_DIR", WEB / "BrowserTests" / "screenshots"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
RED = "rgb(183, 28, 28)"
BLUE = "rgb(13, 71, 161)"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def cell(page: Page, row: int, column: int):
    return page.locator(f'[role="gridcell"][data-row="{row}"][data-column="{column}"]')


def log_in(page: Page, player1: str, player2: str) -> None:
    page.get_by_label("Player 1 name").fill(player1)
    page.get_by_label("Player 2 name").fill(player2)
    page.get_by_role("button", name="Login").click()


# Whether the cell's centre and points towards its corners show the cell itself (nothing drawn
# over it), and how opaque it is once its ancestors' opacity is counted in. Hit testing skips
# inert elements, and the board is inert under a result, so the check lifts `inert` while it looks.
_CELL_SHOWN = """cell => {
  const inertAncestors = [];
  for (let node = cell; node; node = node.parentElement) {
    if (node.inert) { inertAncestors.push(node); node.inert = false; }
  }
  try {
    const box = cell.getBoundingClientRect();
    const inset = Math.min(box.width, box.height) / 4;
    const points = [[box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset], [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset], [box.right - inset, box.bottom - inset]];
    const covers = points.map(([x, y]) => document.elementFromPoint(x, y))
      .filter((top) => top === null || !cell.contains(top))
      .map((top) => (top ? top.outerHTML.slice(0, 60) : 'off screen'));
    let opacity = 1;
    for (let node = cell; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return { covers, opacity };
  } finally {
    inertAncestors.forEach((node) => { node.inert = true; });
  }
}"""


def expect_whole_board_shown(page: Page) -> None:
    """Every cell is on screen, drawn over by nothing and not faded; the result is below the board."""
    result = page.get_by_role("alertdialog")
    expect(result).to_be_visible()
    board = page.get_by_role("grid", name="Board").bounding_box()
    result_box = result.bounding_box()
    assert board and result_box and result_box["y"] >= board["y"] + board["height"], (board, result_box)
    for row in range(3):
        for column in range(3):
            target = cell(page, row, column)
            target.scroll_into_view_if_needed()
            shown = target.evaluate(_CELL_SHOWN)
            assert shown == {"covers": [], "opacity": 1}, (row, column, shown)


def expect_winning_cells(page: Page, winners) -> None:
    """The `winners` cells are marked (class, a thicker frame, "winning line" in their name); no other cell is."""
    plain_border = None
    for row in range(3):
        for column in range(3):
            target = cell(page, row, column)
            label = target.get_attribute("aria-label") or ""
            border = float(target.evaluate("c => parseFloat(getComputedStyle(c).borderTopWidth)"))
            if (row, column) in winners:
                expect(target).to_have_class(re.compile(r"\bhighlighted\b"))
                assert label.endswith(", winning line"), label
                assert border >= 4, (row, column, border)
            else:
                expect(target).not_to_have_class(re.compile(r"\bhighlighted\b"))
                assert "winning" not in label, label
                plain_border = border
    assert plain_border is None or plain_border <= 2, plain_border
