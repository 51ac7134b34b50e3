"""Games that outlive the server: stored in SQLite, brought back after `kill -9`."""
from playwright.sync_api import Browser, expect

from conftest import ServerRun
from pages import cell, open_desktop, shot, start_a_game

# A restarted server and a page that reconnects by itself (its retries back off to 5 s).
_RECONNECT_TIMEOUT = 60_000


def test_a_game_goes_on_after_the_server_is_killed_mid_game(browser: Browser, tmp_path):
    data_dir = str(tmp_path / "data")
    first = ServerRun(data_dir)
    page = open_desktop(browser, first.url + "/")
    start_a_game(page, [(1, 1), (0, 0)])
    expect(cell(page, 0, 0)).to_contain_text("O")
    expect(page.locator("#screen").get_by_text("Ann to play (X)")).to_be_visible()

    first.kill()
    expect(page.locator("#connection")).to_contain_text("reconnecting", timeout=_RECONNECT_TIMEOUT)
    second = ServerRun(data_dir, port=first.port)
    try:
        expect(page.locator("#connection")).to_have_text("Connected (session resumed)", timeout=_RECONNECT_TIMEOUT)
        expect(cell(page, 1, 1)).to_contain_text("X")
        expect(cell(page, 0, 0)).to_contain_text("O")
        expect(page.locator("#screen").get_by_text("Ann to play (X)")).to_be_visible()
        expect(page.locator("#page-notice")).to_be_hidden()
        shot(page, "resumed-after-kill")

        cell(page, 0, 2).click()
        expect(cell(page, 0, 2)).to_contain_text("X")
        page.reload()
        expect(cell(page, 0, 2)).to_contain_text("X")
        expect(page.locator("#screen").get_by_text("Bob to play (O)")).to_be_visible()
    finally:
        second.stop()
    page.close()


def test_a_page_whose_game_the_server_no_longer_knows_is_told(browser: Browser, tmp_path):
    server = ServerRun(str(tmp_path / "data"))
    try:
        page = open_desktop(browser, server.url + "/")
        expect(page.get_by_label("Player 1 name")).to_be_visible()
        page.evaluate("sessionStorage.setItem('tictactoe.session', 'ab'.repeat(16))")
        page.reload()

        notice = page.locator("#page-notice")
        expect(notice).to_be_visible()
        expect(notice).to_contain_text("The server no longer knows your earlier session; this is a new one.")
        expect(page.get_by_label("Player 1 name")).to_be_visible()
        page.close()
    finally:
        server.stop()


def test_a_page_rides_through_a_restart_of_the_server_by_itself(browser: Browser, tmp_path):
    data_dir = str(tmp_path / "data")
    first = ServerRun(data_dir)
    page = open_desktop(browser, first.url + "/")
    start_a_game(page, [(1, 1)])
    expect(cell(page, 1, 1)).to_contain_text("X")

    # SIGTERM, as a deploy stops a server: the page is told its game is saved and reconnects,
    # with no notice to dismiss and no button to press.
    first.stop()
    expect(page.locator("#connection")).to_have_text("Reconnecting…")
    expect(page.locator("#notice")).to_be_hidden()
    second = ServerRun(data_dir, port=first.port)
    try:
        expect(page.locator("#connection")).to_have_text("Connected (session resumed)", timeout=_RECONNECT_TIMEOUT)
        expect(cell(page, 1, 1)).to_contain_text("X")
        expect(page.locator("#screen").get_by_text("Bob to play (O)")).to_be_visible()
    finally:
        second.stop()
    page.close()


def test_a_page_that_reloads_before_playing_starts_afresh_without_a_notice(browser: Browser, tmp_path):
    server = ServerRun(str(tmp_path / "data"))
    try:
        page = open_desktop(browser, server.url + "/")
        expect(page.locator("#connection")).to_have_text("Connected")
        page.reload()
        expect(page.locator("#connection")).to_have_text("Connected")
        expect(page.get_by_label("Player 1 name")).to_be_visible()
        expect(page.locator("#page-notice")).to_be_hidden()
        page.close()
    finally:
        server.stop()
