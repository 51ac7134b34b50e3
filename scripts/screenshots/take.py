#!/usr/bin/env python3
"""Takes the README's pictures from the real binaries: the terminal game in a tmux pane (its
capture, colours included, rendered by ansi_to_html.py) and the browser game with the RIB
inspector open, both mid-game with the live RIB tree beside the board.

    python3 scripts/screenshots/take.py OUTPUT_FOLDER TICTACTOE TICTACTOE_WEB

Needs tmux, Debian's chromium and Playwright. Waits for what the programs show, never for time.
"""
import pathlib
import shutil
import sys
import tempfile

from playwright.sync_api import expect, sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from ansi_to_html import convert  # noqa: E402
from live_programs import CHROMIUM, PATIENCE, Pane, start_server  # noqa: E402

# Where both games keep their saved games while the pictures are taken: a folder of the
# script's own, so that a saved game of the user's neither shows nor is replaced.
STATE_HOME = tempfile.mkdtemp(prefix="screenshots-state-")


def terminal_capture(tictactoe):
    pane = Pane(100, 28, f"XDG_STATE_HOME='{STATE_HOME}'")
    try:
        pane.type(f"'{tictactoe}'")
        pane.press("Enter")
        pane.wait_for("Who is playing?")
        pane.type("Ada")
        pane.press("Enter")
        pane.type("Bob")
        pane.press("Enter", "Enter")
        pane.wait_for("Start Game")
        pane.press("Enter")
        pane.wait_for("Ada to play (X)")
        pane.type("5139")
        pane.wait_for("Ada to play (X)", "│  O  │  2  │  X  │")
        pane.type("t")
        pane.wait_for("TicTacToeRouter (active)")
        return pane.capture()
    finally:
        pane.close()


def browser_shot(browser, tictactoe_web, path):
    server, url = start_server([tictactoe_web, "--host", "127.0.0.1", "--port", "0", "--data-dir", STATE_HOME + "/web"])
    try:
        page = browser.new_page(viewport={"width": 1180, "height": 720})
        page.goto(url + "/")
        page.get_by_label("Player 1 name").fill("Ada")
        page.get_by_label("Player 2 name").fill("Bob")
        page.get_by_role("button", name="Login").click()
        page.get_by_role("button", name="Start Game").click()
        for row, column in [(1, 1), (0, 0), (0, 2), (2, 2)]:
            page.locator(f'[role="gridcell"][data-row="{row}"][data-column="{column}"]').click()
        expect(page.locator('[role="gridcell"][data-row="2"][data-column="2"]')).to_contain_text("O")
        page.get_by_role("button", name="RIB tree").click()
        expect(page.locator("#inspector-tree")).to_contain_text("TicTacToeRouter")
        page.screenshot(path=str(path))
        page.close()
    finally:
        server.terminate()
        server.wait(PATIENCE)


def main():
    output, tictactoe, tictactoe_web = pathlib.Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    output.mkdir(parents=True, exist_ok=True)
    capture = terminal_capture(tictactoe)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        with tempfile.TemporaryDirectory() as folder:
            page_file = pathlib.Path(folder) / "terminal.html"
            page_file.write_text(convert(capture), encoding="utf-8")
            page = browser.new_page()
            page.goto(page_file.as_uri())
            page.locator("pre").screenshot(path=str(output / "terminal-game.png"))
            page.close()
        browser_shot(browser, tictactoe_web, output / "browser-game.png")
        browser.close()
    print(f"wrote {output / 'terminal-game.png'} and {output / 'browser-game.png'}")


if __name__ == "__main__":
    try:
        main()
    finally:
        shutil.rmtree(STATE_HOME, ignore_errors=True)
