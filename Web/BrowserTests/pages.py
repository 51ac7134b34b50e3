"""What the browser tests share: where things are, and how a person uses the page."""
import os
import re
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

WEB = Path(__file__).resolve().parent.parent
SERVER = Path(os.environ.get("TICTACTOE_WEB", WEB / ".build" / "debug" / "tictactoe-web"))
GALLERY_SERVER = Path(os.environ.get("SCREEN_GALLERY_WEB", WEB / ".build" / "debug" / "screen-gallery-web"))
SHOTS = Path(os.environ.get("SCREENSHOT_DIR", WEB / "BrowserTests" / "screenshots"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
RED = "rgb(183, 28, 28)"
BLUE = "rgb(13, 71, 161)"


def open_desktop(browser: Browser, url: str) -> Page:
    """A new desktop-sized window showing `url`."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(url)
    return page


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def cell(page: Page, row: int, column: int):
    return page.locator(f'[role="gridcell"][data-row="{row}"][data-column="{column}"]')


def log_in(page: Page, player1: str, player2: str) -> None:
    page.get_by_label("Player 1 name").fill(player1)
    page.get_by_label("Player 2 name").fill(player2)
    page.get_by_role("button", name="Login").click()


def start_a_game(page: Page, cells) -> None:
    """Logs Ann and Bob in, starts a game and plays `cells` (row, column) in turn, each shown."""
    log_in(page, "Ann", "Bob")
    page.get_by_role("button", name="Start Game").click()
    for row, column in cells:
        cell(page, row, column).click()
        expect(cell(page, row, column)).not_to_have_text("")


# Whether the cell's centre and points towards its corners show the cell itself (nothing drawn
# over it), how opaque it is once its ancestors' opacity is counted in, and whether it is inert
# (hit testing skips inert elements, and screen readers do not reach them).
_CELL_SHOWN = """cell => {
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
  return { covers, opacity, inert: cell.closest('[inert]') !== null };
}"""


def result(page: Page):
    """The message below the board at the end of a game: a region named by its title, not a modal dialog."""
    return page.locator("#alert")


def expect_whole_board_shown(page: Page) -> None:
    """Every cell is on screen, drawn over by nothing, not faded and not inert; the result is below the board."""
    expect(result(page)).to_be_visible()
    expect(result(page)).to_have_role("region")
    expect(result(page)).to_have_accessible_name(page.locator("#alert-title").text_content() or "")
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    board = page.get_by_role("grid", name="Board").bounding_box()
    result_box = result(page).bounding_box()
    assert board and result_box and result_box["y"] >= board["y"] + board["height"], (board, result_box)
    for row in range(3):
        for column in range(3):
            target = cell(page, row, column)
            target.scroll_into_view_if_needed()
            shown = target.evaluate(_CELL_SHOWN)
            assert shown == {"covers": [], "opacity": 1, "inert": False}, (row, column, shown)


def heard(page: Page) -> list[tuple[str, str]]:
    """What a screen reader can reach: the role and name of every node of chromium's own
    accessibility tree that it does not ignore (inert content is not in it at all)."""
    session = page.context.new_cdp_session(page)
    try:
        nodes = session.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        session.detach()
    return [(node["role"]["value"], node.get("name", {}).get("value", ""))
            for node in nodes if not node.get("ignored")]


# How many elements draw `text` as their own text, on screen and larger than a pixel (a
# visually hidden element, for screen readers only, is a clipped 1px box).
_DRAWN_COUNT = """text => [...document.body.querySelectorAll('*')].filter((element) => {
  const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent).join('').trim();
  const box = element.getBoundingClientRect();
  return own === text && element.checkVisibility() && box.width > 1 && box.height > 1;
}).length"""


def expect_said_once(page: Page, text: str) -> None:
    """`text` is what the status region says (screen readers read it out as it changes), and
    the page draws it once: the region repeats nothing on screen."""
    expect(page.get_by_role("status")).to_have_text(text)
    assert ("status", "") in heard(page)
    assert page.evaluate(_DRAWN_COUNT, text) == 1, text


def expect_winning_cells(page: Page, winners) -> None:
    """The `winners` cells are marked (class, a thicker frame, "highlighted" in their name); no other cell is."""
    plain_border = None
    for row in range(3):
        for column in range(3):
            target = cell(page, row, column)
            label = target.get_attribute("aria-label") or ""
            border = float(target.evaluate("c => parseFloat(getComputedStyle(c).borderTopWidth)"))
            if (row, column) in winners:
                expect(target).to_have_class(re.compile(r"\bhighlighted\b"))
                assert label.endswith(", highlighted"), label
                assert border >= 4, (row, column, border)
            else:
                expect(target).not_to_have_class(re.compile(r"\bhighlighted\b"))
                assert "highlighted" not in label, label
                plain_border = border
    assert plain_border is None or plain_border <= 2, plain_border
