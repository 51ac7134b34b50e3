"""The page in both themes: dark when the system is (or when the player picks it), light
otherwise, every text readable against what is behind it (WCAG AA: 4.5:1, 3:1 for large text
such as the board's marks), the player's choice kept across reloads."""
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from pages import cell, shot, start_a_game

_MEASURE = (Path(__file__).parent / "contrast.js").read_text()
_DARK_PAPER = "rgb(18, 18, 18)"
_LIGHT_PAPER = "rgb(250, 250, 250)"


def expect_readable(page: Page, where: str) -> None:
    """Every visible text on `page` meets WCAG AA against its background."""
    measured = page.evaluate(_MEASURE)
    assert measured, f"no text measured on {where}"
    poor = [item for item in measured if item["ratio"] < (3 if item["large"] else 4.5)]
    assert not poor, f"{where}: {poor}"


def expect_focus_ring_stands_out(page: Page, locator) -> None:
    """The focus ring's colour against the card behind it: at least 3:1, as for graphics."""
    locator.focus()
    ring = locator.evaluate("e => getComputedStyle(e).outlineColor")
    card = page.locator("#app-card").evaluate("e => getComputedStyle(e).backgroundColor")
    ratio = page.evaluate(_RATIO, [ring, card])
    assert ratio >= 3, (ring, card, ratio)


_RATIO = """([a, b]) => {
  const lum = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number).map(v => v / 255)
    .map(v => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", [{"width": 1280, "height": 800}, {"width": 390, "height": 844}], ids=["desktop", "phone"])
def test_every_screen_reads_well_in_the_systems_theme(browser: Browser, server_url, scheme, size):
    context = browser.new_context(color_scheme=scheme, viewport=size)
    page = context.new_page()
    page.goto(server_url)
    expect(page.locator("html")).to_have_attribute("data-theme", scheme)
    expect(page.locator("html")).to_have_css("background-color", _DARK_PAPER if scheme == "dark" else _LIGHT_PAPER)
    expect(page.locator("#connection")).to_have_text("Connected")
    name = f"theme-{scheme}-{'desktop' if size['width'] > 1000 else 'phone'}"
    expect_readable(page, "the login")
    shot(page, f"{name}-1-login")
    # A notice above the game: a page asking for a game the server does not know.
    page.evaluate("sessionStorage.setItem('tictactoe.session', 'ab'.repeat(16))")
    page.reload()
    expect(page.locator("#page-notice")).to_be_visible()
    expect_readable(page, "a page notice")
    page.get_by_role("button", name="Dismiss").click()

    start_a_game(page, [(0, 0), (1, 0), (0, 1)])
    expect_readable(page, "the board")
    expect_focus_ring_stands_out(page, cell(page, 2, 2))
    page.get_by_role("button", name="RIB tree").click()
    expect(page.locator("#inspector-timeline li").first).to_be_visible()
    expect_readable(page, "the board with the inspector")
    shot(page, f"{name}-2-board")

    # A win, its line filled with X's colour.
    cell(page, 1, 1).click()
    cell(page, 0, 2).click()
    expect(page.get_by_role("button", name="Close Game")).to_be_visible()
    expect_readable(page, "the result")
    shot(page, f"{name}-3-result")
    page.get_by_role("button", name="Close Game").click()
    expect_readable(page, "the start screen")
    context.close()


def test_the_players_choice_of_theme_wins_and_is_kept_across_a_reload(browser: Browser, server_url):
    context = browser.new_context(color_scheme="light")
    page = context.new_page()
    page.goto(server_url)
    theme = page.get_by_label("Theme")
    expect(theme).to_have_value("system")
    expect(page.locator("html")).to_have_attribute("data-theme", "light")

    theme.select_option("dark")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    expect(page.get_by_label("Theme")).to_have_value("dark")
    expect(page.locator("html")).to_have_css("background-color", _DARK_PAPER)

    # Back to the system's setting: it follows the system again, as it changes.
    page.get_by_label("Theme").select_option("system")
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    page.emulate_media(color_scheme="dark")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    context.close()


def test_a_dark_page_is_dark_from_its_first_paint(browser: Browser, server_url):
    context = browser.new_context(color_scheme="dark")
    page = context.new_page()
    # Before any deferred script runs: the theme is set by the blocking theme.js in <head>.
    page.goto(server_url, wait_until="commit")
    page.wait_for_selector("body", state="attached")
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    assert page.evaluate("getComputedStyle(document.documentElement).colorScheme") == "dark"
    context.close()
