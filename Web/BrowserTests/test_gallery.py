"""The screen gallery (`screen-gallery-web`: one of every element ScreenKit draws) in chromium:
axe-core's accessibility rules in both themes, played by the keyboard alone, a disabled cell
saying why, and a one-row change of a 1,000-row list sent as a small patch.

axe-core comes with PyPI's `axe-playwright-python` (`pip install axe-playwright-python`).
Screenshots land in Web/BrowserTests/screenshots/ as gallery-*.png."""
import json
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Page, expect

from pages import shot

_MEASURE = (Path(__file__).parent / "contrast.js").read_text()

def open_gallery(browser: Browser, url: str, scheme: str = "light", height: int = 900) -> Page:
    context = browser.new_context(color_scheme=scheme, viewport={"width": 1280, "height": height})
    page = context.new_page()
    page.goto(url)
    expect(page.locator("#connection")).to_have_text("Connected")
    expect(page.get_by_role("list")).to_be_visible()
    return page


def errand(page: Page, title: str):
    """The list item of the errand titled `title`."""
    return page.get_by_role("listitem").filter(has=page.get_by_text(title, exact=True))


def tab_to(page: Page, target, limit: int = 60) -> None:
    """Presses Tab until `target` has the focus, as a keyboard user would (at most `limit` times)."""
    for _ in range(limit):
        if target.evaluate("node => node === document.activeElement"):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {target}")


def serious_violations(page: Page) -> list[str]:
    """axe-core's violations of impact serious or critical on the page, one line each."""
    results = Axe().run(page)
    return [f"{violation['id']} ({violation['impact']}): {[node['target'] for node in violation['nodes']]}"
            for violation in results.response["violations"] if violation["impact"] in ("serious", "critical")]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_gallery_passes_axe_in_both_themes(browser: Browser, gallery_url, scheme):
    page = open_gallery(browser, gallery_url, scheme)
    expect(page.locator("html")).to_have_attribute("data-theme", scheme)
    # A list shown with a row checked, the toggle and the choice set, a dot placed, the grid focused.
    errand(page, "Buy milk").get_by_role("checkbox").check()
    expect(page.get_by_role("progressbar", name="Errands done")).to_have_attribute("aria-valuenow", "33")
    page.get_by_role("switch", name="Hide done errands").focus()
    page.get_by_role("gridcell", name="Row 6, column 1, empty").click()
    expect(page.get_by_role("gridcell", name="Row 6, column 1, ●, highlighted")).to_be_focused()
    assert serious_violations(page) == []
    measured = page.evaluate(_MEASURE)
    poor = [item for item in measured if item["ratio"] < (3 if item["large"] else 4.5)]
    assert measured and not poor, poor
    shot(page, f"gallery-{scheme}")
    page.context.close()


def test_the_gallery_plays_by_keyboard_alone(browser: Browser, gallery_url):
    page = open_gallery(browser, gallery_url)
    page.locator("body").focus()

    # Check a row: Tab to its check box, Space.
    milk = errand(page, "Buy milk").get_by_role("checkbox")
    tab_to(page, milk)
    page.keyboard.press("Space")
    expect(milk).to_be_checked()
    expect(page.get_by_role("progressbar", name="Errands done")).to_have_attribute("aria-valuenow", "33")

    # Remove a row: Tab to its Remove, Enter; the focus goes to the Remove of the row now there.
    remove_letter = page.get_by_role("button", name="Remove Post the letter")
    tab_to(page, remove_letter)
    page.keyboard.press("Enter")
    expect(page.get_by_text("Post the letter", exact=True)).to_have_count(0)
    expect(page.get_by_role("button", name="Remove Call Grandma")).to_be_focused()

    # Type an errand and press Enter: the field's primary button adds it.
    field = page.get_by_label("New errand")
    tab_to(page, field, limit=80)
    page.keyboard.type("Water the plants")
    page.keyboard.press("Enter")
    expect(errand(page, "Water the plants")).to_be_visible()
    expect(field).to_have_value("")

    # Flip the toggle: Tab to it, Space; the done errand is hidden.
    switch = page.get_by_role("switch", name="Hide done errands")
    tab_to(page, switch)
    page.keyboard.press("Space")
    expect(switch).to_have_attribute("aria-checked", "true")
    expect(page.get_by_text("Buy milk", exact=True)).to_have_count(0)

    # Choose an option: Tab to the select, ArrowDown picks the next one.
    sort = page.get_by_label("Sort by")
    tab_to(page, sort)
    page.keyboard.press("ArrowDown")
    expect(sort).to_have_value("1")
    titles = page.locator(".list-title").all_text_contents()
    assert titles == sorted(titles, key=str.lower), titles

    # Tap a grid cell: Tab into the grid (one stop), arrows, Enter.
    first_cell = page.get_by_role("gridcell", name="Row 1, column 1, empty")
    tab_to(page, first_cell)
    assert page.locator('[role="grid"] [tabindex="0"]').count() == 1
    for key in ["ArrowDown", "ArrowDown", "ArrowRight", "End", "ArrowLeft"]:
        page.keyboard.press(key)
    target = page.get_by_role("gridcell", name="Row 3, column 6, empty")
    expect(target).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_role("gridcell", name="Row 3, column 6, ●, highlighted")).to_be_focused()
    assert page.locator('[role="grid"] [tabindex="0"]').count() == 1
    shot(page, "gallery-keyboard")
    page.context.close()


def test_a_disabled_thing_says_why_in_the_apps_words(browser: Browser, gallery_url):
    page = open_gallery(browser, gallery_url)
    cell = page.get_by_role("gridcell", name="Row 2, column 2, empty")
    cell.click()
    taken = page.get_by_role("gridcell", name="Row 2, column 2, ●, highlighted")
    expect(taken).to_have_attribute("aria-disabled", "true")
    # Playwright waits for an enabled element; a person clicks it anyway.
    taken.click(force=True)
    expect(page.locator("#refusal")).to_have_text("That cell has a dot already.")
    expect(page.get_by_role("status")).to_have_text("That cell has a dot already.")
    # Under the grid, the element tapped.
    below = page.evaluate("""() => {
      const grid = document.querySelector('[role="grid"]').getBoundingClientRect();
      return document.getElementById('refusal').getBoundingClientRect().top >= grid.bottom;
    }""")
    assert below
    shot(page, "gallery-refusal")

    # A disabled button too: Add errand with nothing typed.
    add = page.get_by_role("button", name="Add errand")
    expect(add).to_have_attribute("aria-disabled", "true")
    add.click(force=True)
    expect(page.locator("#refusal")).to_have_text("Type an errand first.")
    # Typing enables it, once the page has told the server what was typed.
    page.get_by_label("New errand").fill("Bake bread")
    expect(add).not_to_have_attribute("aria-disabled", "true")
    expect(page.locator("#refusal")).to_have_count(0)
    page.context.close()


def test_a_one_row_change_of_a_thousand_rows_is_a_small_patch(browser: Browser, gallery_url):
    page = browser.new_context(viewport={"width": 1280, "height": 700}).new_page()
    frames: list[str] = []
    sockets = []

    def follow(socket):
        sockets.append(socket)
        socket.on("framereceived", lambda payload: frames.append(payload))

    page.on("websocket", follow)
    page.goto(gallery_url)
    expect(page.locator("#connection")).to_have_text("Connected")
    page.get_by_role("button", name="Add 1,000 errands").click()
    last = errand(page, "Errand 1003")
    expect(last).to_be_attached()
    expect(page.get_by_role("listitem")).to_have_count(1_003)
    # The page's layout holds: no sideways scrolling with a long list.
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280

    frames.clear()
    box = errand(page, "Errand 500").get_by_role("checkbox")
    # The server answers once the change is stored (the gallery's sessions are, as every app's):
    # wait for its answer, which the page's own check of the box does not wait for.
    with sockets[-1].expect_event("framereceived", predicate=lambda payload: '"screenPatch"' in payload):
        box.check()
    expect(box).to_be_checked()
    expect(page.get_by_role("progressbar", name="Errands done")).to_have_attribute("aria-valuenow", "0")
    patches = [json.loads(frame) for frame in frames if '"screenPatch"' in frame]
    assert len(patches) == 1 and len(frames) == 1, frames
    assert len(frames[0].encode()) <= 1024, len(frames[0].encode())
    # The rest of the list is as it was, and the same list node: nothing else was drawn again.
    expect(errand(page, "Errand 499").get_by_role("checkbox")).not_to_be_checked()
    expect(page.get_by_role("listitem")).to_have_count(1_003)
    page.context.close()


def test_a_list_emptied_and_filled_again(browser: Browser, gallery_url):
    page = open_gallery(browser, gallery_url)
    for title in ["Buy milk", "Post the letter", "Call Grandma"]:
        page.get_by_role("button", name=f"Remove {title}").click()
        expect(page.get_by_text(title, exact=True)).to_have_count(0)
    expect(page.get_by_text("No errands left")).to_be_visible()
    expect(page.get_by_role("listitem")).to_have_count(0)
    page.get_by_label("New errand").fill("A very long errand " * 12)
    page.get_by_label("New errand").press("Enter")
    expect(page.locator(".list-row")).to_have_count(1)
    expect(page.get_by_text("No errands left")).to_have_count(0)
    # Its long title wraps within the card: nothing scrolls sideways.
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    row = page.locator(".list-row").bounding_box()
    card = page.locator("#app-card").bounding_box()
    assert row["x"] + row["width"] <= card["x"] + card["width"], (row, card)
    page.context.close()


def test_grid_js_draws_a_32_by_32_grid_within_the_card(browser: Browser, gallery_url):
    page = open_gallery(browser, gallery_url)
    # grid.js drawn directly, as a screen with such a grid would be, in place of the gallery's grid.
    box = page.evaluate("""() => {
      const cells = Array.from({ length: 32 }, (_, row) => Array.from({ length: 32 },
        (_, column) => (row + column) % 5 === 0 ? { symbol: 'X', color: 'blue', enabled: true } : null));
      const grid = { type: 'grid', id: 'big', rows: 32, columns: 32, cells, highlighted: [{ row: 31, column: 31 }],
                     enabled: true };
      const node = Elements.build(grid, { readOnly: false, name: 'Big', act() {} });
      document.querySelector('[role="grid"]').closest('.grid-wrapper').replaceWith(node);
      const drawn = node.querySelector('[role="grid"]').getBoundingClientRect();
      const card = document.getElementById('app-card').getBoundingClientRect();
      const last = node.querySelector('[data-row="31"][data-column="31"]').getBoundingClientRect();
      return { cells: node.querySelectorAll('[role="gridcell"]').length, right: drawn.right, cardRight: card.right,
               lastWidth: last.width, lastHeight: last.height };
    }""")
    assert box["cells"] == 1024, box
    assert box["right"] <= box["cardRight"], box
    assert box["lastWidth"] >= 5 and box["lastHeight"] >= 5, box
    big = page.get_by_role("grid", name="Big")
    page.get_by_role("gridcell", name="Row 1, column 1, X").focus()
    page.keyboard.press("Control+End")
    expect(page.get_by_role("gridcell", name="Row 32, column 32, empty, highlighted")).to_be_focused()
    assert big.locator('[tabindex="0"]').count() == 1
    shot(page, "gallery-grid-32")
    page.context.close()
