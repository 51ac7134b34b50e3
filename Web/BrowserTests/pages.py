"""What the browser tests share: where things are, and how a person uses the page."""
import os
import socket
from pathlib import Path

from playwright.sync_api import Page

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
