#!/usr/bin/env python3
"""Takes the RIBs tutorials' pictures from the tutorials' own code: each picture runs the
command-line app of one tutorial section, as scripts/build-tutorial-code.py built it, in a
tmux pane, and renders the pane (colours included) with Chromium.

    python3 scripts/build-tutorial-code.py --skip-tests
    python3 scripts/screenshots/take-tutorial.py [--build-dir DIR] [NAME ...]

Writes Sources/RIBs/RIBs.docc/Tutorials/Resources/Images/<name>.png, every picture or the ones
named. Needs tmux, Debian's chromium and Playwright. Waits for what the app shows, never for
time.
"""
import argparse
import pathlib
import shutil
import sys
import tempfile

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from ansi_to_html import convert  # noqa: E402
import take  # noqa: E402
from take import CHROMIUM, Pane  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
IMAGES = ROOT / "Sources" / "RIBs" / "RIBs.docc" / "Tutorials" / "Resources" / "Images"


def log_in(pane, player1="Ada", player2="Bob"):
    pane.wait_for("Who is playing?")
    pane.type(player1)
    pane.press("Enter")
    pane.type(player2)
    pane.press("Enter", "Enter")


def show_tree(pane, *routers):
    pane.type("t")
    pane.wait_for(*routers)


def root_alone(pane):
    pane.wait_for("TicTacToe")
    show_tree(pane, "RootRouter (active)")


def logged_out_attached(pane):
    pane.wait_for("Who is playing?")
    show_tree(pane, "LoggedOutRouter (active)")


def login_form(pane):
    pane.wait_for("Who is playing?")
    pane.type("Ada")
    pane.press("Enter")
    pane.wait_for("Ada")


def game_with_tree(pane):
    log_in(pane)
    pane.wait_for("Start Game")
    pane.press("Enter")
    pane.type("5139")
    pane.wait_for("│  O  │  2  │  X  │")
    show_tree(pane, "TicTacToeRouter (active)")


def red_won(pane):
    log_in(pane)
    pane.wait_for("Start Game")
    pane.press("Enter")
    pane.type("14253")
    pane.wait_for("Red won!")


def play(pane, cells, result):
    """Starts a game from the start screen, takes `cells` (keys 1-9) and closes the result."""
    pane.wait_for("Start Game")
    pane.press("Enter")
    pane.wait_for("(X)")
    pane.type(cells)
    pane.wait_for(result)
    pane.press("Enter")


def score_after_a_session(pane):
    log_in(pane)
    play(pane, "14253", "Ada won!")
    play(pane, "14253", "Ada won!")
    play(pane, "142596", "Bob won!")
    play(pane, "123546879", "It's a draw!")
    pane.wait_for("Ada (2)", "Bob (1)", "Draws: 1")


def game_from_a_link(pane):
    log_in(pane)
    pane.wait_for("Ada (X)")
    show_tree(pane, "TicTacToeRouter (active)")


# name: (the section whose app is shown, what to do before the picture, pane columns and rows,
# and the app's arguments)
PICTURES = {
    "tutorial1-section1-step9": ("Tutorial1Section1", root_alone, 90, 20),
    "tutorial1-section3-step5": ("Tutorial1Section3", logged_out_attached, 90, 20),
    "tutorial1-intro": ("Tutorial1Section4", login_form, 60, 20),
    "tutorial2-intro": ("Tutorial2Section7", game_with_tree, 100, 28),
    "tutorial2-section7-step8": ("Tutorial2Section7", red_won, 60, 20),
    "tutorial3-intro": ("Tutorial3Section8", score_after_a_session, 60, 22),
    "tutorial4-intro": ("Tutorial4Section4", game_from_a_link, 100, 30,
                        "--open 'ribs-training://launchGame?gameId=ticTacToe'"),
}


def capture(executable, prepare, columns, rows, arguments=""):
    pane = Pane(columns, rows)
    try:
        pane.type(f"'{executable}' {arguments}")
        pane.press("Enter")
        prepare(pane)
        return pane.capture()
    finally:
        pane.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build-dir", type=pathlib.Path, default=ROOT / ".build" / "tutorial-code")
    parser.add_argument("names", nargs="*", help="the pictures to take (default: all)")
    options = parser.parse_args()
    names = options.names or list(PICTURES)
    unknown = [name for name in names if name not in PICTURES]
    if unknown:
        raise SystemExit(f"no such picture: {', '.join(unknown)}; the pictures are: {', '.join(PICTURES)}")
    binaries = options.build_dir / "package" / ".build" / "debug"
    IMAGES.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as folder:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for name in names:
            section, prepare, columns, rows, *arguments = PICTURES[name]
            executable = binaries / f"{section}CLI"
            if not executable.exists():
                raise SystemExit(f"{executable} is missing: run scripts/build-tutorial-code.py first")
            page_file = pathlib.Path(folder) / f"{name}.html"
            page_file.write_text(convert(capture(executable, prepare, columns, rows, *arguments)), encoding="utf-8")
            page = browser.new_page()
            page.goto(page_file.as_uri())
            page.locator("pre").screenshot(path=str(IMAGES / f"{name}.png"))
            page.close()
            print(f"wrote {IMAGES / (name + '.png')}")
        browser.close()


if __name__ == "__main__":
    try:
        main()
    finally:
        shutil.rmtree(take.STATE_HOME, ignore_errors=True)
