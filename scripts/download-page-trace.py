#!/usr/bin/env python3
"""Plays a few steps in a page of a `ribs init --web` app's server, as a browser's page would,
then downloads the session's trace as the page's Download trace button does.

    download-page-trace.py http://127.0.0.1:PORT OUTPUT.trace

The steps suit the starter app's Welcome screen: type a name in the field `name`, press
`sayHello`. The generator's build test then replays the trace in the app's terminal binary.
Needs `websockets` (pip).
"""
import json
import sys

from websockets.sync.client import connect


def next_message(socket, wanted):
    """The next message of type `wanted`, skipping others (inspector messages and the like)."""
    while True:
        message = json.loads(socket.recv(timeout=30))
        if message.get("type") == "error":
            raise SystemExit(f"the server refused a message: {message}")
        if message.get("type") == wanted:
            return message


def main():
    base_url, output = sys.argv[1].rstrip("/"), sys.argv[2]
    with connect(base_url.replace("http://", "ws://") + "/ws", origin=base_url, open_timeout=30) as socket:
        next_message(socket, "welcome")
        next_message(socket, "screen")
        for action in ({"type": "editText", "field": "name", "text": "Ada"}, {"type": "tapButton", "id": "sayHello"}):
            socket.send(json.dumps({"v": 2, **action}))
            next_message(socket, "screen")
        socket.send(json.dumps({"v": 2, "type": "getTrace"}))
        trace = next_message(socket, "trace")
    with open(output, "w", encoding="utf-8") as file:
        file.write(trace["trace"])


if __name__ == "__main__":
    main()
