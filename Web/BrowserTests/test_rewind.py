"""Rewinding the inspector: the timeline's scrubber, a slider the keyboard moves, shows the RIB
tree as it was after the chosen event and the screen the page showed then; Live returns to now."""
from playwright.sync_api import expect

from pages import log_in, open_desktop, shot


def _played_to_the_board(browser, server_url):
    page = open_desktop(browser, server_url)
    page.get_by_role("button", name="RIB tree").click()
    log_in(page, "Ann", "Bob")
    page.get_by_role("button", name="Start Game").click()
    expect(page.locator("#screen").get_by_text("Ann to play (X)")).to_be_visible()
    return page


def test_the_scrubber_rewinds_the_tree_event_by_event(browser, server_url):
    page = _played_to_the_board(browser, server_url)
    slider = page.get_by_role("slider", name="Rewind")
    title = page.locator("#inspector-title")
    tree = page.locator("#inspector-tree")

    # The login's eight events and the game start's five: live at the newest.
    expect(slider).to_have_attribute("aria-valuetext", "Live: now, after event 13 of 13")
    expect(page.get_by_role("button", name="Live")).to_be_disabled()

    slider.focus()
    page.keyboard.press("Home")
    expect(slider).to_have_attribute("aria-valuetext", "After event 1 of 13: LoggedOutRouter deactivated")
    expect(slider).to_have_value("1")
    expect(title).to_have_text("RIB tree after event 1 of 13")
    # LoggedOut still attached, no longer active; nothing of LoggedIn yet.
    expect(tree).to_contain_text("LoggedOutRouter inactive")
    expect(tree).not_to_contain_text("LoggedInRouter")
    # The screen after the action that caused it: the login led to the start screen.
    expect(page.locator("#inspector-screen")).to_contain_text("Screen then: TicTacToe")
    expect(page.locator("#inspector-screen")).to_contain_text("Start Game")
    expect(page.locator("#inspector-timeline li[aria-current='true']")).to_contain_text("LoggedOutRouter deactivated")

    for _ in range(5):
        page.keyboard.press("ArrowRight")
    expect(slider).to_have_attribute("aria-valuetext", "After event 6 of 13: OffGameRouter attached to LoggedInRouter")
    expect(tree).to_contain_text("LoggedInRouter active")
    expect(tree).to_contain_text("OffGameRouter inactive")
    expect(tree).not_to_contain_text("LoggedOutRouter")
    shot(page, "inspector-rewound")

    page.get_by_role("button", name="Live").click()
    expect(slider).to_have_attribute("aria-valuetext", "Live: now, after event 13 of 13")
    expect(title).to_have_text("Live RIB tree")
    expect(tree).to_contain_text("TicTacToeRouter")
    expect(page.locator("#inspector-screen")).to_be_hidden()
    page.close()


def test_the_scrubber_stays_where_it_is_while_the_game_goes_on(browser, server_url):
    page = _played_to_the_board(browser, server_url)
    slider = page.get_by_role("slider", name="Rewind")
    slider.focus()
    page.keyboard.press("Home")
    expect(slider).to_have_attribute("aria-valuetext", "After event 1 of 13: LoggedOutRouter deactivated")

    # Ann wins in the top row; closing the result swaps the game for the start screen: five
    # events more, while the inspector stays rewound.
    for row, column in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        page.locator(f'[role="gridcell"][data-row="{row}"][data-column="{column}"]').click()
    page.get_by_role("button", name="Close Game").click()
    expect(page.locator("#screen").get_by_text("Ann (1)")).to_be_visible()

    expect(slider).to_have_attribute("aria-valuetext", "After event 1 of 18: LoggedOutRouter deactivated")
    slider.focus()
    page.keyboard.press("End")
    expect(slider).to_have_attribute("aria-valuetext", "Live: now, after event 18 of 18")
    page.close()
