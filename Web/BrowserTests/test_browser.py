"""The web front-end in a real browser: Debian's chromium, driven by Playwright.

Starts the built `tictactoe-web` on a free loopback port, plays as a person would (mouse,
then keyboard alone), checks what the page shows and says, and saves a screenshot of each
screen under Web/BrowserTests/screenshots/ (or $SCREENSHOT_DIR).

Run: python3 -m pytest -q Web/BrowserTests (after `swift build --package-path Web`).
"""
import re

import pytest
from playwright.sync_api import Page, expect

from pages import (BLUE, RED, SHOTS, cell, expect_said_once, expect_whole_board_shown,
                   expect_winning_cells, heard, log_in, open_desktop, result, shot, start_a_game)

# Every text the status region says, in order, so a test can check what was (not) read out.
_RECORD_STATUS = """() => {
  window.statusSaid = [];
  new MutationObserver(() => window.statusSaid.push(document.getElementById('status').textContent))
    .observe(document.getElementById('status'), { childList: true, characterData: true, subtree: true });
}"""


def play_by_clicking(page: Page, cells) -> None:
    page.get_by_role("button", name="Start Game").click()
    for row, column in cells:
        target = cell(page, row, column)
        target.click()
        expect(target).not_to_have_text("")


def test_plays_with_the_mouse_and_keeps_the_score(browser, server_url):
    page = open_desktop(browser, server_url)
    # The status region is there, empty, before it has anything to say.
    status = page.get_by_role("status")
    expect(status).to_have_count(1)
    expect(status).to_have_text("")
    expect(page.get_by_text("Who is playing?")).to_be_visible()
    expect(page.locator("#connection")).to_have_text("Connected")
    shot(page, "1-login-desktop")

    log_in(page, "Alice", "Bob")
    expect(page.get_by_text("Alice (0)")).to_have_css("color", RED)
    expect(page.get_by_text("Bob (0)")).to_have_css("color", BLUE)
    expect(page.get_by_text("Draws: 0")).to_be_visible()
    shot(page, "2-start-desktop")

    # A win for Alice along the top row.
    play_by_clicking(page, [(0, 0), (1, 0), (0, 1), (1, 1)])
    expect_said_once(page, "Alice to play (X)")
    expect(cell(page, 0, 0)).to_have_attribute("aria-label", "Row 1, column 1, X")
    expect(cell(page, 1, 1)).to_have_attribute("aria-label", "Row 2, column 2, O")
    expect(cell(page, 2, 2)).to_have_attribute("aria-label", "Row 3, column 3, empty")
    expect(cell(page, 0, 0)).to_have_css("color", RED)
    expect(cell(page, 1, 0)).to_have_css("color", BLUE)
    shot(page, "3-board-desktop")
    page.evaluate(_RECORD_STATUS)
    cell(page, 0, 2).click()
    # The result is a region of the card, below the board, named by its title; the board
    # stays readable: a screen reader reaches the winning line's cells while it shows.
    expect(page.get_by_role("region", name="Alice won! (top row)")).to_be_visible()
    expect(page.get_by_role("button", name="Close Game")).to_be_focused()
    expect_said_once(page, "Alice won! (top row)")
    expect_winning_cells(page, {(0, 0), (0, 1), (0, 2)})
    expect(cell(page, 0, 0)).to_have_attribute("aria-label", "Row 1, column 1, X, highlighted")
    expect(cell(page, 0, 0)).to_have_css("background-color", RED)
    expect(cell(page, 1, 1)).to_have_attribute("aria-label", "Row 2, column 2, O")
    reachable = heard(page)
    for name in ["Row 1, column 1, X, highlighted", "Row 1, column 2, X, highlighted", "Row 1, column 3, X, highlighted",
                 "Row 2, column 2, O", "Row 3, column 3, empty"]:
        assert ("gridcell", name) in reachable, (name, reachable)
    expect(page.get_by_role("grid", name="Board")).to_have_attribute("aria-readonly", "true")
    expect_whole_board_shown(page)
    shot(page, "4-result-win-desktop")
    # The finished board is read, not played: a click on it sends nothing.
    cell(page, 2, 2).click()
    page.get_by_role("button", name="Close Game").click()
    expect(page.get_by_text("Alice (1)")).to_be_visible()
    expect(page.get_by_text("Bob (0)")).to_be_visible()
    assert page.evaluate("window.statusSaid") == ["Alice won! (top row)", ""], page.evaluate("window.statusSaid")

    # A draw.
    play_by_clicking(page, [(0, 0), (0, 1), (0, 2), (1, 1), (1, 0), (1, 2), (2, 1), (2, 0), (2, 2)])
    expect(page.get_by_role("region", name="It's a draw!")).to_be_visible()
    expect_said_once(page, "It's a draw!")
    expect_winning_cells(page, set())
    expect_whole_board_shown(page)
    shot(page, "5-result-draw-desktop")
    page.get_by_role("button", name="Close Game").click()
    expect(page.get_by_text("Draws: 1")).to_be_visible()
    expect(page.get_by_text("Alice (1)")).to_be_visible()

    # A reload resumes the same session, score included.
    page.reload()
    expect(page.locator("#connection")).to_have_text("Connected (session resumed)")
    expect(page.get_by_text("Alice (1)")).to_be_visible()
    expect(page.get_by_text("Draws: 1")).to_be_visible()
    page.close()


def test_plays_with_the_keyboard_alone(browser, server_url):
    page = open_desktop(browser, server_url)
    expect(page.get_by_label("Player 1 name")).to_be_focused()
    page.keyboard.type("Carol")
    page.keyboard.press("Tab")
    page.keyboard.type("Dave")
    page.keyboard.press("Enter")
    start = page.get_by_role("button", name="Start Game")
    expect(start).to_be_focused()
    page.keyboard.press("Enter")

    grid = page.get_by_role("grid", name="Board")
    expect(grid.locator('[tabindex="0"]')).to_have_count(1)
    expect(cell(page, 0, 0)).to_be_focused()
    page.keyboard.press("Enter")                      # Carol: top left
    expect(cell(page, 0, 0)).to_have_text("X")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Space")                      # Dave: middle left
    expect(cell(page, 1, 0)).to_have_text("O")
    expect(cell(page, 1, 0)).to_be_focused()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowRight")
    expect(cell(page, 0, 1)).to_be_focused()
    expect(grid.locator('[tabindex="0"]')).to_have_count(1)
    page.keyboard.press("Enter")                      # Carol: top center
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")                      # Dave: center
    expect(cell(page, 1, 1)).to_have_text("O")
    expect_said_once(page, "Carol to play (X)")
    shot(page, "6-board-keyboard-focus")
    page.evaluate(_RECORD_STATUS)
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                      # Carol: top right, wins
    expect(page.get_by_role("region", name="Carol won! (top row)")).to_be_visible()
    close = page.get_by_role("button", name="Close Game")
    expect(close).to_be_focused()
    expect_winning_cells(page, {(0, 0), (0, 1), (0, 2)})

    # The finished board is one Shift+Tab away, on the last mark placed; the arrows read it;
    # Enter and Space place nothing while the result shows.
    page.keyboard.press("Shift+Tab")
    expect(cell(page, 0, 2)).to_be_focused()
    expect(cell(page, 0, 2)).to_have_attribute("aria-label", "Row 1, column 3, X, highlighted")
    shot(page, "16-result-board-keyboard")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    expect(cell(page, 2, 2)).to_be_focused()
    expect(cell(page, 2, 2)).to_have_attribute("aria-label", "Row 3, column 3, empty")
    page.keyboard.press("Enter")
    page.keyboard.press("Space")
    page.keyboard.press("Tab")
    expect(close).to_be_focused()
    # Escape closes the result; the focus goes to the start screen's button.
    page.keyboard.press("Escape")
    expect(page.get_by_text("Carol (1)")).to_be_visible()
    expect(page.get_by_text("Dave (0)")).to_be_visible()
    expect(start).to_be_focused()
    # Nothing reached the server between the result and its closing: no "Close the message first.".
    assert page.evaluate("window.statusSaid") == ["Carol won! (top row)", ""], page.evaluate("window.statusSaid")

    # Enter on Close Game closes the next result.
    page.keyboard.press("Enter")
    expect(cell(page, 0, 0)).to_be_focused()
    # X top left, O middle left, X top center, O center, X top right: arrows and Enter.
    for keys in [[], ["ArrowDown"], ["ArrowUp", "ArrowRight"], ["ArrowDown"], ["ArrowUp", "ArrowRight"]]:
        for key in keys + ["Enter"]:
            page.keyboard.press(key)
    expect(close).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_text("Carol (2)")).to_be_visible()
    expect(start).to_be_focused()
    page.close()


def test_names_are_shown_as_text_never_as_markup(browser, server_url):
    page = open_desktop(browser, server_url)
    log_in(page, "<img src=x>", "<b>Bo</b>")
    expect(page.get_by_text("<img src=x> (0)")).to_be_visible()
    expect(page.get_by_text("<b>Bo</b> (0)")).to_be_visible()
    expect(page.locator("#screen img, #screen b")).to_have_count(0)
    page.close()


def test_fits_a_phone(browser, server_url):
    page = browser.new_page(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True)
    page.goto(server_url)
    shot(page, "7-login-phone")
    log_in(page, "Alice", "Bob")
    play_by_clicking(page, [(1, 1), (0, 0)])
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways: {width}px wide"
    box = cell(page, 2, 2).bounding_box()
    assert box and box["width"] >= 44 and box["height"] >= 44, box
    shot(page, "8-board-phone")

    # The end of a game shows the whole board, the result below it.
    for row, column in [(0, 1), (2, 2), (2, 1)]:
        cell(page, row, column).click()
    expect(result(page)).to_contain_text("Alice won!")
    expect(page.get_by_role("button", name="Close Game")).to_be_focused()
    expect_winning_cells(page, {(0, 1), (1, 1), (2, 1)})
    expect_whole_board_shown(page)
    shot(page, "14-result-win-phone")
    page.get_by_role("button", name="Close Game").click()
    play_by_clicking(page, [(0, 0), (0, 1), (0, 2), (1, 1), (1, 0), (1, 2), (2, 1), (2, 0), (2, 2)])
    expect(result(page)).to_contain_text("It's a draw!")
    expect(page.get_by_role("button", name="Close Game")).to_be_focused()
    expect_winning_cells(page, set())
    expect_whole_board_shown(page)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways: {width}px wide"
    shot(page, "15-result-draw-phone")
    page.close()


def test_the_inspector_shows_the_live_rib_tree(browser, server_url):
    page = open_desktop(browser, server_url)
    log_in(page, "Alice", "Bob")
    expect(page.get_by_text("Alice (0)")).to_be_visible()
    toggle = page.get_by_role("button", name="RIB tree")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    tree = page.locator("#inspector-tree")
    expect(tree.locator(".tree-name")).to_have_text(["RootRouter", "LoggedInRouter", "OffGameRouter"])
    expect(tree.locator(".tree-name.active")).to_have_count(3)

    page.get_by_role("button", name="Start Game").click()
    expect(tree.locator(".tree-name")).to_have_text(["RootRouter", "LoggedInRouter", "TicTacToeRouter"])
    timeline = page.locator("#inspector-timeline")
    expect(timeline).to_contain_text("TicTacToeRouter attached to LoggedInRouter")
    expect(timeline).to_contain_text("OffGameRouter detached from LoggedInRouter")
    # Newest first, in seconds (tenths), as in the terminal's panel: the game's start on top.
    expect(timeline.locator(".event-text").first).to_have_text("TicTacToeRouter loaded")
    expect(timeline.locator(".event-time").first).to_have_text(re.compile(r"^\d+\.\ds$"))
    cell(page, 1, 1).click()
    expect(cell(page, 1, 1)).to_have_text("X")
    # Each RIB that saves state shows it under its name, kept up to date by every move.
    saved = tree.locator(".tree-saved")
    expect(saved).to_have_text([
        '{"loggedIn":{"player1Name":"Alice","player2Name":"Bob"}}',
        '{"isGameInProgress":true,"score":{"drawCount":0,"player1Score":0,"player2Score":0}}',
        '{"moves":[5]}',
    ])
    # Each RIB's interactor and view controller; LoggedIn, which has no view, marked viewless.
    expect(tree.locator(".tree-parts")).to_have_text([
        "RootInteractor · RootViewController", "LoggedInInteractor · viewless", "TicTacToeInteractor · TicTacToeViewController",
    ])
    expect(tree.locator(".tree-viewless")).to_have_count(1)
    legend = page.get_by_role("list", name="Legend")
    expect(legend).to_contain_text("viewless")
    expect(legend).to_contain_text("what the RIB would save")
    shot(page, "9-inspector-desktop")

    # Shown again after a reload, from a fresh snapshot.
    page.reload()
    expect(tree.locator(".tree-name")).to_have_text(["RootRouter", "LoggedInRouter", "TicTacToeRouter"])
    toggle.click()
    expect(page.locator("#inspector")).to_be_hidden()
    page.close()


def test_a_page_beyond_the_cap_says_the_server_is_full(browser, server_for_one_url):
    first = open_desktop(browser, server_for_one_url)
    log_in(first, "Alice", "Bob")
    expect(first.get_by_text("Alice (0)")).to_be_visible()
    second = open_desktop(browser, server_for_one_url)
    expect(second.locator("#notice-text")).to_have_text(
        "The server is full: it serves at most 1 session at once. Try again in a few minutes.")
    expect(second.get_by_role("button", name="Try again")).to_be_focused()
    expect_said_once(second, "The server is full: it serves at most 1 session at once. Try again in a few minutes.")
    # The game under the notice is out of reach until the page connects again.
    expect(second.locator("#screen")).to_have_js_property("inert", True)
    expect(second.locator("#alert")).to_have_js_property("inert", True)
    # The notice's text and button fit in the card, empty as it is.
    card = second.locator("#app-card").bounding_box()
    for part in [second.locator("#notice-text"), second.get_by_role("button", name="Try again")]:
        box = part.bounding_box()
        assert card and box and card["y"] <= box["y"] and box["y"] + box["height"] <= card["y"] + card["height"], (card, box)
    shot(second, "10-server-full")
    # The first page plays on.
    first.get_by_role("button", name="Start Game").click()
    expect(cell(first, 0, 0)).to_be_visible()
    first.close()
    second.close()


def test_another_sites_page_cannot_open_a_socket(browser, server_url):
    page = browser.new_page()
    page.goto("about:blank")
    port = server_url.rsplit(":", 1)[1]
    outcome = page.evaluate("""(port) => new Promise((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
        socket.onopen = () => resolve('opened');
        socket.onerror = () => resolve('refused');
    })""", port)
    assert outcome == "refused"
    page.close()


# Counts the page's WebSockets as they are made and as they close, before its own script runs.
_COUNT_SOCKETS = """(() => {
  const Native = window.WebSocket;
  window.socketsMade = 0;
  window.socketsClosed = 0;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      window.socketsMade += 1;
      this.addEventListener('close', () => { window.socketsClosed += 1; });
    }
  };
})()"""


def test_a_duplicated_tab_takes_the_game_over_without_a_tug_of_war(browser, server_url):
    first = browser.new_page()
    first.add_init_script(_COUNT_SOCKETS)
    # The first page's timers (a reconnection is one) run on a clock the test can move on.
    first.clock.install()
    first.goto(server_url)
    log_in(first, "Alice", "Bob")
    expect(first.get_by_text("Alice (0)")).to_be_visible()
    token = first.evaluate("sessionStorage.getItem('tictactoe.session')")
    second = browser.new_page()
    second.goto(server_url)
    # After its own welcome, which would otherwise overwrite the token set here.
    expect(second.locator("#connection")).to_have_text("Connected")
    second.evaluate("(token) => sessionStorage.setItem('tictactoe.session', token)", token)
    second.reload()
    expect(second.get_by_text("Alice (0)")).to_be_visible()
    expect(first.locator("#notice-text")).to_have_text("This session is now open in another tab or window.")
    # The server closes the first page's socket after telling it (the page has handled the
    # close once it is counted: the counter listens first) ...
    first.wait_for_function("() => window.socketsClosed === 1")
    # ... and the page waits for its player instead of taking the game back: a minute of its
    # timers, run at once, makes no new socket.
    first.clock.run_for(60_000)
    assert first.evaluate("window.socketsMade") == 1
    expect(first.locator("#connection")).to_have_text("Disconnected")
    expect(second.locator("#connection")).to_have_text("Connected (session resumed)")
    expect(second.locator("#notice")).to_be_hidden()
    first.close()
    second.close()


def test_the_page_names_the_keys_under_a_grid_that_plays(browser, server_url):
    # Why a tap is refused is the app's to say (a disabled cell's reason, shown under the grid):
    # test_gallery.py checks it; the page itself knows no rule of the app's.
    page = open_desktop(browser, server_url)
    log_in(page, "Ann", "Bob")
    hint = page.locator(".grid-hint")
    expect(hint).to_have_count(0)
    page.get_by_role("button", name="Start Game").click()
    expect(hint).to_have_text("Click a cell, or go to one with the arrow keys and press Enter.")
    shot(page, "10-grid-hint")
    for row, column in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        cell(page, row, column).click()
    # Under the result the board is read, not played: no keys to name.
    expect(page.get_by_role("button", name="Close Game")).to_be_focused()
    expect(hint).to_have_count(0)
    page.close()


def test_a_page_load_asks_for_nothing_the_server_lacks(browser, server_url):
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    answers = []
    page.on("response", lambda response: answers.append((response.url, response.status)))
    page.goto(server_url)
    expect(page.locator("#connection")).to_have_text("Connected")
    icon = page.evaluate("fetch('/favicon.svg').then(r => [r.status, r.headers.get('content-type')])")
    assert icon == [200, "image/svg+xml"], icon
    assert answers and all(status < 400 for _, status in answers), answers


@pytest.mark.parametrize("size", [{"width": 768, "height": 1024}, {"width": 390, "height": 844}], ids=["tablet", "phone"])
def test_the_inspector_opens_under_the_game_in_view_without_a_gap(browser, server_url, size):
    page = browser.new_page(viewport=size)
    page.goto(server_url)
    start_a_game(page, [(1, 1)])
    page.get_by_role("button", name="RIB tree").click()
    inspector = page.locator("#inspector")
    expect(inspector.locator(".tree-name").first).to_be_visible()

    game_box = page.locator("#app-card").bounding_box()
    inspector_box = inspector.bounding_box()
    # Below the game, 1.5 rem apart (24 px), not a stretched line's height.
    assert inspector_box["y"] >= game_box["y"] + game_box["height"], (game_box, inspector_box)
    assert inspector_box["y"] - (game_box["y"] + game_box["height"]) <= 25, (game_box, inspector_box)
    # Brought into view: its tree is on screen, not just its heading.
    expect(inspector.locator(".tree-name").first).to_be_in_viewport()
    page.screenshot(path=str(SHOTS / f"inspector-open-{'tablet' if size['width'] > 500 else 'phone'}.png"))
    page.close()
