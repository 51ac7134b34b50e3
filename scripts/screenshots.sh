#!/usr/bin/env bash
# Takes the README's pictures from the real binaries (docs/images/terminal-game.png and
# docs/images/browser-game.png): builds the game and the web server, then plays a few moves
# in each with the live RIB tree open. Needs tmux, chromium and Playwright (see .ci/run).
#
#   scripts/screenshots.sh [OUTPUT_FOLDER]      # default docs/images
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
output="${1:-docs/images}"
swift build --product tictactoe
swift build --package-path Web --product tictactoe-web
python3 scripts/screenshots/take.py "$output" .build/debug/tictactoe Web/.build/debug/tictactoe-web
