"""Plays a TicTacToe session on a running tictactoe-web, as a page would; prints its token.

    play.py http://127.0.0.1:PORT

Needs `websockets` (pip). Made the session of `sessions.sqlite3` beside it (README.md).
"""
import json, sys
from websockets.sync.client import connect

def next_message(socket, wanted):
    while True:
        message = json.loads(socket.recv(timeout=30))
        if message.get("type") == "error":
            raise SystemExit(f"refused: {message}")
        if message.get("type") == wanted:
            return message

base = sys.argv[1].rstrip("/")
with connect(base.replace("http://", "ws://") + "/ws", origin=base, open_timeout=30) as socket:
    welcome = next_message(socket, "welcome")
    next_message(socket, "screen")
    actions = [
        {"type": "editText", "field": "player1Name", "text": "Ann"},
        {"type": "editText", "field": "player2Name", "text": "Bob"},
        {"type": "tapButton", "id": "login"},
        {"type": "tapButton", "id": "startGame"},
        # Ann wins the first game along the top row.
        {"type": "tapCell", "row": 0, "column": 0}, {"type": "tapCell", "row": 1, "column": 0},
        {"type": "tapCell", "row": 0, "column": 1}, {"type": "tapCell", "row": 1, "column": 1},
        {"type": "tapCell", "row": 0, "column": 2},
        # Close the result, start a second game and play two moves of it.
        {"type": "chooseAlertAction", "index": 0},
        {"type": "tapButton", "id": "startGame"},
        {"type": "tapGridCell", "grid": "board", "row": 2, "column": 2},
        {"type": "tapCell", "row": 2, "column": 0},
    ]
    last = None
    for action in actions:
        socket.send(json.dumps({"v": 2, **action}))
        last = next_message(socket, "screen")
    print(json.dumps(last)[:2000], file=sys.stderr)
    print(welcome["session"])
