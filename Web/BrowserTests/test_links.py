"""Shared game URLs in a real browser: `/?open=<link>` waits for the login, then starts the
game (RIBs tutorial 4's workflow); a bad link gets a message and changes nothing.

Run: python3 -m pytest -q Web/BrowserTests (after `swift build --package-path Web`).
"""
from urllib.parse import quote

from playwright.sync_api import expect

from pages import cell, expect_said_once, log_in, open_desktop, shot

LINK = "ribs-training://launchGame?gameId=ticTacToe"


def shared_url(server_url: str, link: str) -> str:
    return f"{server_url}/?open={quote(link, safe='')}"


def test_a_shared_url_waits_for_the_login_and_lands_on_the_board(browser, server_url):
    page = open_desktop(browser, shared_url(server_url, LINK))
    expect(page.get_by_text("Who is playing?")).to_be_visible()
    expect(page.locator("#connection")).to_have_text("Connected")
    # Once the server has it, the link leaves the address: a reload must not open it again.
    expect(page).to_have_url(server_url + "/")
    expect(page.locator("#page-notice")).to_be_hidden()

    page.get_by_role("button", name="RIB tree").click()
    log_in(page, "Alice", "Bob")
    # Straight to the board: no start screen, no Start Game pressed.
    grid = page.get_by_role("grid", name="Board")
    expect(grid).to_be_visible()
    expect_said_once(page, "Alice to play (X)")
    expect(page.get_by_role("button", name="Start Game")).to_have_count(0)
    expect(cell(page, 1, 1)).to_have_attribute("aria-label", "Row 2, column 2, empty")

    tree = page.locator("#inspector-tree .tree-name")
    expect(tree).to_have_text(["RootRouter", "LoggedInRouter", "TicTacToeRouter"])
    timeline = page.locator("#inspector-timeline")
    expect(timeline).to_contain_text("RootRouter LaunchGameWorkflow step 1 runs")
    expect(timeline).to_contain_text("RootRouter LaunchGameWorkflow step 1 done")
    expect(timeline).to_contain_text("LoggedInRouter LaunchGameWorkflow step 2 runs")
    expect(timeline).to_contain_text("LoggedInRouter LaunchGameWorkflow step 2 done")
    cell(page, 1, 1).click()
    expect(cell(page, 1, 1)).to_have_text("X")
    shot(page, "11-link-board-desktop")

    # A reload resumes this game: the link is not opened again, no second game starts.
    page.reload()
    expect(page.locator("#connection")).to_have_text("Connected (session resumed)")
    expect(cell(page, 1, 1)).to_have_text("X")
    expect_said_once(page, "Bob to play (O)")
    expect(tree).to_have_text(["RootRouter", "LoggedInRouter", "TicTacToeRouter"])
    expect(timeline.get_by_text("TicTacToeRouter attached to LoggedInRouter")).to_have_count(1)
    expect(timeline.get_by_text("LaunchGameWorkflow step 2 runs")).to_have_count(1)
    page.get_by_role("button", name="RIB tree").click()
    page.close()


def test_a_bad_link_gets_a_message_and_changes_nothing(browser, server_url):
    page = open_desktop(browser, shared_url(server_url, "ribs-training://launchGame?gameId=<img/src=x>"))
    notice = page.locator("#page-notice")
    expect(notice).to_be_visible()
    alert = page.get_by_role("alert")
    expect(alert).to_have_text(
        "Cannot open the link: There is no game '<img/src=x>'; the games are: ticTacToe")
    expect(notice.locator("img")).to_have_count(0)
    expect(page).to_have_url(server_url + "/")
    expect(page.get_by_text("Who is playing?")).to_be_visible()
    shot(page, "12-link-refused-desktop")

    # Nothing changed: the login lands on the start screen, as without a link.
    log_in(page, "Alice", "Bob")
    expect(page.get_by_role("button", name="Start Game")).to_be_visible()
    expect(page.get_by_text("Alice (0)")).to_be_visible()
    page.get_by_role("button", name="Dismiss").click()
    expect(notice).to_be_hidden()
    page.close()


def test_a_link_on_a_phone_and_links_the_page_refuses_itself(browser, server_url):
    page = browser.new_page(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True)
    page.goto(shared_url(server_url, "mailto:someone@example.com"))
    expect(page.get_by_role("alert")).to_have_text(
        f"Cannot open the link: This game opens ribs-training:// links, not mailto:// ones; try {LINK}")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways: {width}px wide"
    shot(page, "13-link-refused-phone")
    page.close()

    # Longer than a message may be: refused by the page, and the connection stays up.
    page = browser.new_page()
    page.goto(shared_url(server_url, LINK + "&x=" + "y" * 5000))
    expect(page.get_by_role("alert")).to_have_text("Cannot open the link: it is too long.")
    expect(page.locator("#connection")).to_have_text("Connected")
    page.close()

    page = browser.new_page()
    page.goto(f"{shared_url(server_url, LINK)}&open={quote(LINK, safe='')}")
    expect(page.get_by_role("alert")).to_have_text(
        "Cannot open the link: the address holds more than one; open one at a time.")
    log_in(page, "Alice", "Bob")
    expect(page.get_by_role("button", name="Start Game")).to_be_visible()
    page.close()
