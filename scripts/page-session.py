#!/usr/bin/env python3
"""Plays a page of a `ribs init --web` app's server as a browser's page would, or comes back to
its session as a reloaded page does, to check that the server keeps sessions across restarts.

    page-session.py play http://127.0.0.1:PORT       # prints the session's token
    page-session.py resume http://127.0.0.1:PORT TOKEN  # prints the screen's texts; exit 1 if not resumed

`play` suits the starter app's Welcome screen: types `Ada` in the field `name` and presses
`sayHello`, then waits until the server confirms the session was saved (it shows a page a change
only once stored). Needs `websockets` (pip).
"""
import json
import sys

from websockets.sync.client import connect


def next_message(socket, wanted):
    """The next message of type `wanted`, skipping others (inspector messages and the like)."""
    while True:
        message = json.loads(socket.recv(timeout=30))
        if message.get("type") in ("error", "storageUnavailable"):
            raise SystemExit(f"the server refused: {message}")
        if message.get("type") == wanted:
            return message


def texts(value):
    """Every string under a `title` or `text` key of a screen message, in order."""
    if isinstance(value, dict):
        found = [value[key] for key in ("title", "text") if isinstance(value.get(key), str)]
        return found + [text for child in value.values() for text in texts(child)]
    if isinstance(value, list):
        return [text for child in value for text in texts(child)]
    return []


def socket_url(base_url, query):
    return base_url.rstrip("/").replace("http://", "ws://") + "/ws" + query


def play(base_url):
    with connect(socket_url(base_url, ""), origin=base_url.rstrip("/"), open_timeout=30) as socket:
        token = next_message(socket, "welcome")["session"]
        next_message(socket, "screen")
        for action in ({"type": "editText", "field": "name", "text": "Ada"}, {"type": "tapButton", "id": "sayHello"}):
            socket.send(json.dumps({"v": 2, **action}))
            next_message(socket, "screen")
    print(token)


def resume(base_url, token):
    with connect(socket_url(base_url, "?session=" + token), origin=base_url.rstrip("/"), open_timeout=30) as socket:
        welcome = next_message(socket, "welcome")
        screen = next_message(socket, "screen")
    print("\n".join(texts(screen)))
    if not welcome.get("resumed"):
        raise SystemExit(f"the session was not resumed: {welcome}")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "play":
        play(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "resume":
        resume(sys.argv[2], sys.argv[3])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main()
