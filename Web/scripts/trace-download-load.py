#!/usr/bin/env python3
"""Another page's moves while ten sessions download their full traces in a loop (issue 49).

For each build given with --server (two builds alternate, round by round, in one run), starts a
fresh release server (loopback only, SQLite store in a fresh folder, the shipped limits: 20
messages a second per session), then:

1. fill: --loopers sessions (10) log in and play whole games until their trace is full (the
   server stops recording at 2,000 entries or 256 KB, and says `"cut": true`), or, in the
   `growing` mode, until it has --growing-lines lines;
2. quiet: a probe page, a session of its own, logs in and plays games, one message every
   --every seconds (0.1), each timed from its send to the screen that answers it;
3. loaded: the probe plays on for --seconds while every looper asks for its trace
   (`getTrace`), waits for the answer, and asks again, as fast as the server's message budget
   lets it (at most --rate messages a second, 19 by default, under the limit of 20). In the
   `cut` mode the traces no longer change; in the `growing` mode each request follows a tap
   the window refuses (two entries more), so that every request finds its trace changed.

Prints one line per mode, build and round: the probe's p50 / p99 / worst latency, quiet and
loaded, the traces downloaded (and bytes) a second, the `traceBusy` answers, the server's CPU
share and peak memory. Latency is the probe's own, in a process of its own: the loopers, which
read megabytes a second, run in another, so that their reading never holds up the probe's event
loop.

    pip install websockets
    swift build --package-path Web -c release --product tictactoe-web
    python3 Web/scripts/trace-download-load.py --server BEFORE/tictactoe-web --server AFTER/tictactoe-web
    python3 Web/scripts/trace-download-load.py --modes growing --rounds 1 --seconds 10
"""

import argparse
import asyncio
import json
import multiprocessing
import os
import shutil
import subprocess
import tempfile
import time

import websockets

HERE = os.path.dirname(os.path.abspath(__file__))
# The Web package (Web/), whose release build the server is by default.
WEB = os.path.dirname(HERE)
LOGIN = [
    {"v": 2, "type": "editText", "field": "player1Name", "text": "Alice"},
    {"v": 2, "type": "editText", "field": "player2Name", "text": "Bob"},
    {"v": 2, "type": "tapButton", "id": "login"},
]
GAME = [{"v": 2, "type": "tapButton", "id": "startGame"}] + [
    {"v": 2, "type": "tapGridCell", "grid": "board", "row": row, "column": column}
    for row, column in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]
] + [{"v": 2, "type": "chooseAlertAction", "index": 0}]
GET_TRACE = json.dumps({"v": 2, "type": "getTrace"})
REFUSED_TAP = json.dumps({"v": 2, "type": "tapButton", "id": "noSuchButton"})


def connect(url):
    return websockets.connect(url, max_size=2**26, open_timeout=20, close_timeout=2, ping_interval=None,
                              compression=None)


def kind(text):
    """The `type` of a server message, and its error `code` if any, without parsing a whole trace."""
    if len(text) > 4096:
        # A trace: `{"cut":...,"trace":"...","type":"trace","v":2}`.
        return ("trace", None) if text.endswith('"type":"trace","v":2}') else ("large", None)
    message = json.loads(text)
    return message.get("type"), message.get("code")


class Pace:
    """At most `rate` sends a second, one after another."""

    def __init__(self, rate):
        self.interval = 1 / rate
        self.next = time.monotonic()

    async def wait(self):
        delay = self.next - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        self.next = max(self.next, time.monotonic()) + self.interval


async def answer(socket, expected):
    """The next message of a type in `expected`, skipping notices such as `saveFailed`."""
    while True:
        text = await socket.recv()
        found = kind(text)
        if found[0] in expected or found[0] == "error":
            return found, len(text)


async def play(socket, messages, pace):
    for message in messages:
        await pace.wait()
        await socket.send(json.dumps(message))
        found, _ = await answer(socket, ("screen",))
        if found[0] != "screen":
            raise RuntimeError(f"{message['type']} answered with {found}")


# ---- the loopers, in a process of their own -------------------------------------------------

async def get_trace(socket, pace):
    """Asks for the trace: the message's text and the trace's lines, or `None` and the error's code."""
    await pace.wait()
    await socket.send(GET_TRACE)
    while True:
        text = await socket.recv()
        found = kind(text)
        if found[0] == "trace":
            return text, text.count("\\n")
        if found[0] == "error":
            return None, found[1]


async def looper(url, args, filled, start, stats):
    """One session: fills its trace with games, then asks for it again and again until told to
    stop; in the `growing` mode, with an input before each request, so that every request finds
    the trace changed."""
    pace = Pace(args.rate)
    async with connect(url) as socket:
        await socket.recv()  # welcome
        await socket.recv()  # the login screen
        # Long names: every screen of the trace shows them, so that it fills by its bytes (256 KB).
        await play(socket, [dict(message, text=message["text"] * 8) if "text" in message else message for message in LOGIN], pace)
        games = 0
        while True:
            await play(socket, GAME, pace)
            games += 1
            if games % 5 == 0 or games > 40:
                trace, lines = await get_trace(socket, pace)
                if trace and (trace.startswith('{"cut":true') if args.mode == "cut" else lines >= args.growing_lines):
                    stats["trace-bytes"] = len(trace)
                    break
            if games > 200:
                raise RuntimeError("the trace did not fill in 200 games")
        stats["games"] += games
        filled.release()
        await start.wait()
        deadline = start.deadline
        while time.monotonic() < deadline:
            if args.mode == "growing":
                # A tap the window refuses: two entries more in the trace, nothing else changes.
                await pace.wait()
                await socket.send(REFUSED_TAP)
                found, _ = await answer(socket, ())
                if found[1] != "rejected":
                    raise RuntimeError(f"the tap was answered with {found}")
            trace, code = await get_trace(socket, pace)
            if trace:
                stats["traces"] += 1
                stats["bytes"] += len(trace)
                stats["cut"] += trace.startswith('{"cut":true')
            elif code == "traceBusy":
                stats["busy"] += 1
            else:
                stats["other"] += 1


def run_loopers(url, args, report, go):
    """The loopers: `report` gets "filled" once every trace is full, then their counts."""
    async def all_loopers():
        stats = {"games": 0, "traces": 0, "bytes": 0, "busy": 0, "other": 0, "trace-bytes": 0, "cut": 0}
        filled = asyncio.Semaphore(0)
        start = asyncio.Event()
        tasks = [asyncio.create_task(looper(url, args, filled, start, stats)) for _ in range(args.loopers)]
        for _ in range(args.loopers):
            await filled.acquire()
        report.put("filled")
        seconds = await asyncio.to_thread(go.get)
        start.deadline = time.monotonic() + seconds
        started = time.monotonic()
        start.set()
        await asyncio.gather(*tasks)
        stats["seconds"] = time.monotonic() - started
        report.put(stats)
    asyncio.run(all_loopers())


# ---- the probe ----------------------------------------------------------------------------

async def probe(socket, seconds, every, game):
    """Plays games for `seconds`, a message every `every` seconds, going on from where `game`
    (a one-item list: the messages of games sent so far) says; each message's latency."""
    latencies = []
    deadline = time.monotonic() + seconds
    due = time.monotonic()
    while time.monotonic() < deadline:
        message = GAME[game[0] % len(GAME)]
        game[0] += 1
        delay = due - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        due += every
        sent = time.monotonic()
        await socket.send(json.dumps(message))
        found, _ = await answer(socket, ("screen",))
        if found[0] != "screen":
            raise RuntimeError(f"the probe's {message['type']} was answered with {found}")
        latencies.append(time.monotonic() - sent)
    return latencies


def percentiles(latencies):
    values = sorted(v * 1000 for v in latencies)
    if not values:
        return "-"
    p50 = values[len(values) // 2]
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    return f"p50={p50:.2f}ms p99={p99:.2f}ms max={values[-1]:.2f}ms n={len(values)}"


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_rss_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM"):
                return int(line.split()[1])
    return 0


async def wait_for_port(port):
    for _ in range(200):
        try:
            _, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.close()
            return
        except OSError:
            await asyncio.sleep(0.1)
    raise RuntimeError("the server did not start listening")


async def one_run(binary, label, round_number, args):
    data = tempfile.mkdtemp(prefix="trace-download-load-")
    log = open(os.path.join(data, "server.log"), "w")
    server = subprocess.Popen([binary, "--host", "127.0.0.1", "--port", str(args.port), "--data-dir", os.path.join(data, "store"),
                               "--log-level", "warning"], stdout=log, stderr=log)
    try:
        await wait_for_port(args.port)
        url = f"ws://127.0.0.1:{args.port}/ws"
        report, go = multiprocessing.Queue(), multiprocessing.Queue()
        loopers = multiprocessing.Process(target=run_loopers, args=(url, args, report, go))
        loopers.start()
        filling = time.monotonic()
        if await asyncio.to_thread(report.get, timeout=300) != "filled":
            raise RuntimeError("the loopers did not fill their traces")
        filled_in = time.monotonic() - filling
        async with connect(url) as socket:
            await socket.recv()  # welcome
            await socket.recv()  # the login screen
            await play(socket, LOGIN, Pace(10))
            game = [0]
            quiet = await probe(socket, args.quiet_seconds, args.every, game)
            cpu_before, started = cpu_seconds(server.pid), time.monotonic()
            go.put(args.seconds)
            loaded = await probe(socket, args.seconds, args.every, game)
            cpu = (cpu_seconds(server.pid) - cpu_before) / (time.monotonic() - started)
        stats = await asyncio.to_thread(report.get, timeout=args.seconds + 120)
        loopers.join()
        line = (f"round={round_number} mode={args.mode} build={label} quiet: {percentiles(quiet)} | loaded: {percentiles(loaded)} | "
                f"traces/s={stats['traces'] / stats['seconds']:.1f} MB/s={stats['bytes'] / stats['seconds'] / 1e6:.1f} "
                f"trace-bytes={stats['trace-bytes']} busy={stats['busy']} other={stats['other']} cut={stats['cut']} "
                f"server-cpu={cpu * 100:.0f}% peak-rss-kb={peak_rss_kb(server.pid)} filled-in={filled_in:.0f}s "
                f"load={os.getloadavg()[0]:.2f}")
        print(line, flush=True)
        if server.poll() is not None:
            raise RuntimeError(f"the server {label} stopped")
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        log.close()
        shutil.rmtree(data, ignore_errors=True)


async def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", action="append",
                        help="a release tictactoe-web; give two to alternate them (default: this checkout's release build)")
    parser.add_argument("--label", action="append", help="a name for each --server, in order (default: before, after)")
    parser.add_argument("--port", type=int, default=18090)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--loopers", type=int, default=10, help="sessions downloading their traces (default 10)")
    parser.add_argument("--rate", type=float, default=19, help="each looper's most messages a second (default 19)")
    parser.add_argument("--seconds", type=float, default=30, help="the loaded part of each run (default 30)")
    parser.add_argument("--quiet-seconds", type=float, default=10, help="the probe alone first (default 10)")
    parser.add_argument("--every", type=float, default=0.1, help="seconds between the probe's messages (default 0.1)")
    parser.add_argument("--modes", default="cut,growing",
                        help="cut: the traces are full, recording stopped; growing: each request follows an input, so that "
                             "the trace changed (filled to --growing-lines first); default both")
    parser.add_argument("--growing-lines", type=int, default=1300,
                        help="the lines a growing trace has when the loop starts (default 1,300: two more per request, "
                             "under the 2,000 entries where recording stops)")
    args = parser.parse_args()
    servers = args.server or [os.path.join(WEB, ".build/release/tictactoe-web")]
    labels = args.label or (["before", "after"] if len(servers) == 2 else [os.path.basename(os.path.dirname(s)) for s in servers])
    if len(labels) != len(servers) or args.rounds > 9 or args.seconds > 120 or args.loopers > 100 or args.rate >= 20:
        parser.error("one --label per --server; at most 9 rounds of 120 s, 100 loopers, and a rate under the limit of 20")
    modes = args.modes.split(",")
    if any(mode not in ("cut", "growing") for mode in modes):
        parser.error("--modes takes cut, growing or both")
    for round_number in range(1, args.rounds + 1):
        for mode in modes:
            for binary, label in zip(servers, labels):
                args.mode = mode
                await one_run(binary, label, round_number, args)


if __name__ == "__main__":
    asyncio.run(main())
