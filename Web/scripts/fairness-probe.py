#!/usr/bin/env python3
"""Fresh pages while other connections flood tictactoe-web: does a new connection still
complete its WebSocket handshake and play promptly? (issue 12, hostile input)

Starts a fresh release server (loopback only), then runs --flooders connections that send
as fast as they can for --seconds, never reading the answers, while a probe opens a new
connection every --every seconds and times its handshake, the welcome and first screen,
and a login (three messages, each answered). Prints the probe's timings (median, 99th
percentile, worst) and how many probes failed or timed out (--timeout), without flooding
and then with it.

The flooders run in a process of their own: a Python connection that sends in a loop
while the server keeps reading never gives its event loop back, and would hold up any
other connection of the same process (its handshake too), whatever the server does.

At the default rate limit (--rate 20) a flooding page is cut off with 1008 after its burst
and reconnects to its session, again and again; with the limit lifted (--rate 1000000) every
message of every flooder reaches the session.

    pip install websockets
    swift build --package-path Web -c release --product tictactoe-web
    python3 Web/scripts/fairness-probe.py                       # 8 flooders at the default limit, 20 s
    python3 Web/scripts/fairness-probe.py --rate 1000000 --flooders 2
"""

import argparse
import asyncio
import importlib.util
import json
import multiprocessing
import os
import statistics
import time

import websockets

HERE = os.path.dirname(os.path.abspath(__file__))
# The Web package (Web/), whose release build the server is by default.
WEB = os.path.dirname(HERE)
# The server runs as hostile-load.py runs it (a fresh release build on a loopback port).
_spec = importlib.util.spec_from_file_location("hostile_load", os.path.join(HERE, "hostile-load.py"))
hostile_load = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hostile_load)
LOGIN = [
    {"v": 2, "type": "editText", "field": "player1Name", "text": "Alice"},
    {"v": 2, "type": "editText", "field": "player2Name", "text": "Bob"},
    {"v": 2, "type": "tapButton", "id": "login"},
]


def connect(url, timeout):
    return websockets.connect(url, open_timeout=timeout, close_timeout=2, ping_interval=None)


async def flooder(url, deadline, stats, timeout):
    """One page sending editText as fast as it can without reading, reconnecting to its
    session whenever the server cuts it off."""
    token = None
    while time.monotonic() < deadline:
        try:
            async with connect(url + (f"?session={token}" if token else ""), timeout) as socket:
                stats["connections"] += 1
                token = json.loads(await socket.recv()).get("session", token)
                while time.monotonic() < deadline:
                    await socket.send(json.dumps({"v": 2, "type": "editText", "field": "player1Name",
                                                  "text": str(stats["sent"] % 1000)}))
                    stats["sent"] += 1
                    if stats["sent"] % 100 == 0:
                        await asyncio.sleep(0)  # let the other flooders and the close frames in
        except websockets.ConnectionClosed as closed:
            if closed.rcvd and closed.rcvd.code == 1008:
                stats["cut"] += 1
        except (OSError, TimeoutError):
            stats["failed"] += 1
            await asyncio.sleep(0.05)


async def probe(url, timeout):
    """One fresh page: seconds to the handshake, to the first screen, and for the login."""
    started = time.monotonic()
    async with asyncio.timeout(timeout):
        async with connect(url, timeout) as socket:
            handshake = time.monotonic()
            await socket.recv()  # welcome
            await socket.recv()  # the login screen
            screen = time.monotonic()
            for message in LOGIN:
                await socket.send(json.dumps(message))
                reply = json.loads(await socket.recv())
                if reply.get("type") != "screen":
                    raise RuntimeError(f"unexpected answer: {reply}")
            return handshake - started, screen - started, time.monotonic() - screen


async def probes(url, seconds, every, timeout):
    results, failures = [], []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        next_probe = time.monotonic() + every
        try:
            results.append(await probe(url, timeout))
        except (OSError, TimeoutError, websockets.WebSocketException, RuntimeError) as error:
            failures.append(type(error).__name__)
        await asyncio.sleep(max(0, next_probe - time.monotonic()))
    return results, failures


def summary(name, values):
    values = sorted(v * 1000 for v in values)
    if not values:
        return f"{name} -"
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    return f"{name} {statistics.median(values):.1f} / {p99:.1f} / {values[-1]:.1f} ms"


def run_flooders(url, flooders, seconds, timeout, report):
    """The flooders, in a process of their own; `report` gets their counts at the end."""
    async def all_flooders():
        stats = {"sent": 0, "connections": 0, "cut": 0, "failed": 0}
        deadline = time.monotonic() + seconds
        await asyncio.gather(*(flooder(url, deadline, stats, timeout) for _ in range(flooders)))
        report.put(stats)
    asyncio.run(all_flooders())


async def run(args, url, flooders):
    stats, process = {}, None
    if flooders:
        report = multiprocessing.Queue()
        process = multiprocessing.Process(target=run_flooders, args=(url, flooders, args.seconds, args.timeout, report))
        process.start()
        await asyncio.sleep(1)
    results, failures = await probes(url, args.seconds - (1 if flooders else 0), args.every, args.timeout)
    if process:
        stats = await asyncio.to_thread(report.get, timeout=args.seconds + 30)
        process.join()
    handshakes, screens, logins = zip(*results) if results else ((), (), ())
    flood = (f"{flooders} flooders: {stats['sent']:,} messages on {stats['connections']:,} connections "
             f"({stats['cut']:,} cut off with 1008, {stats['failed']:,} failed to connect)") if flooders else "no flooding"
    print(f"{flood}; {len(results)} probes, {len(failures)} failed{': ' + ', '.join(sorted(set(failures))) if failures else ''}")
    print("    median / p99 / worst: " + "; ".join([summary("handshake", handshakes),
                                                    summary("first screen", screens),
                                                    summary("login (3 messages)", logins)]), flush=True)


async def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", default=os.path.join(WEB, ".build/release/tictactoe-web"))
    parser.add_argument("--port", type=int, default=18070)
    parser.add_argument("--rate", type=int, default=20, help="the server's --max-messages-per-second (default 20, as shipped)")
    parser.add_argument("--flooders", type=int, default=8, help="flooding connections (at most 64)")
    parser.add_argument("--seconds", type=float, default=20, help="how long each part runs (at most 120)")
    parser.add_argument("--every", type=float, default=0.25, help="seconds between probes")
    parser.add_argument("--timeout", type=float, default=10, help="seconds a probe may take")
    args = parser.parse_args()
    args.flooders = max(1, min(args.flooders, 64))
    args.seconds = max(2, min(args.seconds, 120))
    server = hostile_load.Server(args.server, args.port, args.rate, None)
    try:
        await server.ready()
        print(f"server --max-messages-per-second {args.rate}; a probe every {args.every} s, {args.seconds:g} s each")
        await run(args, server.url, 0)
        await run(args, server.url, args.flooders)
    finally:
        server.stop()


if __name__ == "__main__":
    asyncio.run(main())
