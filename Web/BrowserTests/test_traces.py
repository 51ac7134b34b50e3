"""The session's trace, downloaded from the page and replayed by the terminal game
(`tictactoe --replay`): a session played in the browser replays in the terminal and matches."""
import os
import subprocess
from pathlib import Path

from playwright.sync_api import expect

from pages import WEB, cell, log_in, open_desktop, shot

# The terminal game, built by the root package's tests (.ci/run runs them first).
TICTACTOE = Path(os.environ.get("TICTACTOE", WEB.parent / ".build" / "debug" / "tictactoe"))


def test_a_game_played_in_the_browser_replays_in_the_terminal_game(browser, server_url, tmp_path):
    page = open_desktop(browser, server_url)
    log_in(page, "Ann", "Bob")
    page.get_by_role("button", name="Start Game").click()
    for row, column in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        cell(page, row, column).click()
        expect(cell(page, row, column)).not_to_have_text("")
    page.get_by_role("button", name="Close Game").click()
    expect(page.get_by_text("Ann (1)")).to_be_visible()

    with page.expect_download() as download:
        page.get_by_role("button", name="Download trace").click()
    trace = tmp_path / "browser.trace"
    download.value.save_as(trace)
    shot(page, "trace-downloaded")
    page.close()

    assert TICTACTOE.exists(), f"{TICTACTOE} is not built: run `swift test` in the root package first"
    replay = subprocess.run([str(TICTACTOE), "--replay", str(trace)], capture_output=True, text=True, timeout=60)
    assert replay.returncode == 0, replay.stderr
    assert replay.stdout.startswith("=== TicTacToe ===\nAnn (1)\nvs\nBob (0)\n"), replay.stdout
    assert f"Replayed {trace}: 10 inputs;" in replay.stdout

