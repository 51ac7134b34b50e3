#!/usr/bin/env python3
"""Hostile traffic against tictactoe-web, and the server's memory under it (issues 12 and 25).

Starts a fresh release server per kind of input (loopback only), reads its VmRSS from
/proc/PID/status before, every half second during, and after the traffic, and prints one
row per kind: what was sent, RSS before / peak / after, and RSS at each quarter of the run
(a plateau shows as flat quarters; growth without bound as quarters that keep climbing).
Every loop is bounded by a message or connection count and by --seconds.

    pip install websockets
    swift build --package-path Web -c release --product tictactoe-web
    python3 Web/scripts/hostile-load.py      # every kind: 60 s, 100,000 messages or 10,000 connections each
    python3 Web/scripts/hostile-load.py --seconds 10 --kinds malformed,churn
"""

import argparse
import asyncio
import json
import os
import random
import resource
import subprocess
import sys
import time

import websockets

HERE = os.path.dirname(os.path.abspath(__file__))
# The Web package (Web/), whose release build the server is by default.
WEB = os.path.dirname(HERE)
MAX_MESSAGE = 4096
FIELD = "player1Name"


def rss_kb(pid):
    """VmRSS and VmHWM of `pid`, in kB."""
    values = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(("VmRSS", "VmHWM")):
                name, amount = line.split(":")
                values[name] = int(amount.split()[0])
    return values["VmRSS"], values["VmHWM"]


class Server:
    """A fresh tictactoe-web on a loopback port, killed when done."""

    def __init__(self, binary, port, rate, log, new_sessions=1_000_000, nofile=None):
        self.port = port
        self.log = open(log, "w") if log else subprocess.DEVNULL

        def lower_descriptor_limit():
            if nofile:
                resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, nofile))
        self.process = subprocess.Popen(
            [binary, "--host", "127.0.0.1", "--port", str(port), "--log-level", "notice",
             "--max-messages-per-second", str(rate), "--max-new-sessions-per-minute", str(new_sessions)],
            stdout=self.log, stderr=self.log, preexec_fn=lower_descriptor_limit)
        self.url = f"ws://127.0.0.1:{port}/ws"

    async def ready(self):
        for _ in range(100):
            try:
                _, writer = await asyncio.open_connection("127.0.0.1", self.port)
                writer.close()
                return
            except OSError:
                await asyncio.sleep(0.1)
        raise RuntimeError("the server did not start listening")

    def alive(self):
        return self.process.poll() is None

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def connect(url):
    # No Origin header, as a non-browser client; messages up to 16 MB, so oversized ones go out.
    return websockets.connect(url, max_size=2**24, open_timeout=10, close_timeout=2,
                              ping_interval=None)


# ---- what each kind sends -------------------------------------------------------------

def malformed_messages(rng):
    choices = [
        lambda: "{",
        lambda: '{"v": 2, "type": "tapCell", "row": ',
        lambda: "null",
        lambda: "[1, 2, 3]",
        lambda: '"just a string"',
        lambda: '{"v": "two", "type": 5}',
        lambda: '{"type": "tapButton", "id": "login"}',
        lambda: "[" * 2000 + "]" * 2000,
        lambda: '{"a":' * 600 + "1" + "}" * 600,
        lambda: "".join(chr(rng.randrange(32, 0x2FFF)) for _ in range(rng.randrange(1, 1000))),
        lambda: '{"v": 2, "type": "editText", "field": "x", "text": "' + "\\u0000" * 600 + '"',
    ]
    while True:
        yield rng.choice(choices)()


def binary_messages(rng):
    while True:
        yield rng.randbytes(rng.randrange(1, MAX_MESSAGE + 1))


def unknown_messages(rng):
    choices = [
        lambda: {"v": 2, "type": "fly" + str(rng.randrange(10**9))},
        lambda: {"v": 99, "type": "tapButton", "id": "login"},
        lambda: {"v": 2, "type": "tapCell"},
        lambda: {"v": 2, "type": "editText", "field": FIELD},
        lambda: {"v": 2, "type": "showInspector"},
        lambda: {"v": 2, "type": "x" * 3000},
    ]
    while True:
        yield json.dumps(rng.choice(choices)())


def wrong_screen_messages(rng):
    # The login screen is shown: none of these fit it, or they fit with text to cut.
    choices = [
        lambda: {"v": 2, "type": "tapCell", "row": rng.randrange(-5, 8), "column": rng.randrange(-5, 8)},
        lambda: {"v": 2, "type": "chooseAlertAction", "index": rng.randrange(-3, 10)},
        lambda: {"v": 2, "type": "tapButton", "id": "start" + str(rng.randrange(10**6))},
        lambda: {"v": 2, "type": "editText", "field": "nosuchfield" + str(rng.randrange(10**6)),
                 "text": "y" * rng.randrange(0, 3900)},
        lambda: {"v": 2, "type": "editText", "field": FIELD, "text": "é" * rng.randrange(0, 1900)},
        lambda: {"v": 2, "type": "showInspector", "visible": rng.random() < 0.5},
        lambda: {"v": 2, "type": "openLink", "link": "chess://" + "z" * rng.randrange(0, 3900)},
    ]
    while True:
        yield json.dumps(rng.choice(choices)(), ensure_ascii=False)


async def send_stream(url, messages, limit, deadline, stats, read):
    """One connection sending `messages` as fast as it can, reading answers or not."""
    try:
        async with connect(url) as socket:
            await stream_on(socket, messages, limit, deadline, stats, read)
    except websockets.ConnectionClosed as closed:
        stats["closed"].append(closed.rcvd.code if closed.rcvd else "no close frame")
    except (OSError, TimeoutError) as error:
        stats["closed"].append(f"failed to connect: {error}")


async def stream_on(socket, messages, limit, deadline, stats, read):
    if read:
        async def drain():
            async for _ in socket:
                stats["answers"] += 1
        reader = asyncio.create_task(drain())
    try:
        while stats["sent"] < limit and time.monotonic() < deadline:
            await socket.send(next(messages))
            stats["sent"] += 1
            if stats["sent"] % 100 == 0:
                # While the server keeps reading, send() never waits: without this, the first
                # connections to open hold this event loop, and the others time out in their
                # handshake on this side (fairness-probe.py shows the server's side).
                await asyncio.sleep(0)
    finally:
        if read:
            reader.cancel()


async def message_kind(url, generator, connections, limit, seconds, rng):
    """`connections` sockets share `limit` messages; half read the answers, half never do."""
    stats = {"sent": 0, "answers": 0, "connections": connections, "closed": []}
    deadline = time.monotonic() + seconds
    await asyncio.gather(*(send_stream(url, generator(random.Random(rng.random())), limit, deadline, stats, read=i % 2 == 0)
                           for i in range(connections)))
    closed = f" (closed by the server: {', '.join(map(str, stats['closed']))})" if stats["closed"] else ""
    return f"{stats['sent']:,} messages on {connections} connections{closed}"


async def oversized(url, limit, seconds, rng):
    """Connections each sending one message over the limit: whole, or in small fragments."""
    sent = closed = 0
    deadline = time.monotonic() + seconds
    while sent < limit and time.monotonic() < deadline:
        async def one():
            nonlocal sent, closed
            size = rng.choice([MAX_MESSAGE + 1, 64 * 1024, 1024 * 1024])
            try:
                async with connect(url) as socket:
                    await socket.recv()
                    if rng.random() < 0.5:
                        await socket.send("x" * size)
                    else:
                        await socket.send(("y" * 1024 for _ in range(size // 1024 + 1)))
                    sent += 1
                    await asyncio.wait_for(socket.wait_closed(), 5)
                    if socket.close_code == 1009:
                        closed += 1
            except (websockets.ConnectionClosed, OSError, asyncio.TimeoutError):
                pass
        await asyncio.gather(*(one() for _ in range(20)))
    return f"{sent:,} messages of 4 KB + 1 B to 1 MB ({closed:,} closed with 1009)"


async def flood(url, limit, seconds, rng):
    """Pages sending bursts of 100 messages, far past the rate limit (20 a second, 40 in a
    burst), each reconnecting to its session once cut off."""
    stats = {"sent": 0, "connections": 0, "cut": 0}
    deadline = time.monotonic() + seconds

    async def page():
        token = None
        while stats["sent"] < limit and time.monotonic() < deadline:
            try:
                async with connect(url + (f"?session={token}" if token else "")) as socket:
                    stats["connections"] += 1
                    welcome = json.loads(await socket.recv())
                    token = welcome.get("session", token)
                    for _ in range(100):
                        await socket.send(json.dumps({"v": 2, "type": "editText", "field": FIELD,
                                                      "text": str(stats["sent"])}))
                        stats["sent"] += 1
                    async with asyncio.timeout(5):
                        async for _ in socket:
                            pass
            except websockets.ConnectionClosed as closed:
                if closed.rcvd and closed.rcvd.code == 1008:
                    stats["cut"] += 1
            except (OSError, TimeoutError):
                await asyncio.sleep(0.05)
    await asyncio.gather(*(page() for _ in range(20)))
    return (f"{stats['sent']:,} messages on {stats['connections']:,} connections "
            f"({stats['cut']:,} cut off with 1008)")


async def churn(url, limit, seconds, rng, play):
    """Waves of 200 connections opened and dropped (closed, or cut without a close frame)."""
    stats = {"opened": 0, "refused": 0}
    deadline = time.monotonic() + seconds

    async def one():
        try:
            async with connect(url) as socket:
                welcome = json.loads(await socket.recv())
                if welcome.get("type") == "sessionLimitReached":
                    stats["refused"] += 1
                stats["opened"] += 1
                if play:
                    await socket.send(json.dumps({"v": 2, "type": "editText", "field": FIELD, "text": "Mallory"}))
                    await socket.recv()
                if rng.random() < 0.5:
                    socket.transport.abort()
        except (websockets.ConnectionClosed, OSError, asyncio.TimeoutError):
            pass
    while stats["opened"] < limit and time.monotonic() < deadline:
        await asyncio.gather(*(one() for _ in range(200)))
    what = "played once, then dropped" if play else "dropped"
    return f"{stats['opened']:,} connections {what} ({stats['refused']:,} told the server is full)"


# ---- issue 25's families: raw bytes and frames no WebSocket library sends ------------------

def masked_frame(opcode, payload=b"", fin=True):
    """A client frame: masked, with a 7- or 16-bit length."""
    head = bytes([(0x80 if fin else 0) | opcode])
    if len(payload) < 126:
        head += bytes([0x80 | len(payload)])
    else:
        head += bytes([0x80 | 126]) + len(payload).to_bytes(2, "big")
    mask = b"\x12\x34\x56\x78"
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


async def raw_upgrade(port, host=None):
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write((f"GET /ws HTTP/1.1\r\nHost: {host or f'127.0.0.1:{port}'}\r\nUpgrade: websocket\r\n"
                  "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                  "Sec-WebSocket-Version: 13\r\n\r\n").encode())
    head = await reader.readuntil(b"\r\n\r\n")
    return reader, writer, head


async def fragments(url, limit, seconds, rng):
    """Connections that start a message and then send empty continuation frames, never a final
    one, as fast as they can; each reconnects once cut off."""
    port = int(url.split(":")[2].split("/")[0])
    stats = {"frames": 0, "connections": 0, "cut": 0}
    deadline = time.monotonic() + seconds
    batch = masked_frame(0x1, b'{"v":2,', fin=False)
    empty = masked_frame(0x0, fin=False)

    async def one():
        while stats["frames"] < limit and time.monotonic() < deadline:
            try:
                reader, writer, _ = await raw_upgrade(port)
                stats["connections"] += 1
                writer.write(batch)
                while stats["frames"] < limit and time.monotonic() < deadline and not reader.at_eof():
                    writer.write(empty * 1000)
                    stats["frames"] += 1000
                    await writer.drain()
                    await asyncio.sleep(0)
                stats["cut"] += 1
                writer.close()
            except (OSError, asyncio.IncompleteReadError):
                stats["cut"] += 1
    await asyncio.gather(*(one() for _ in range(4)))
    return f"{stats['frames']:,} empty fragments on {stats['connections']:,} connections ({stats['cut']:,} cut off)"


async def health_answers(port):
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 2)
        writer.write(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        answer = await asyncio.wait_for(reader.read(64), 2)
        writer.close()
        return answer.startswith(b"HTTP/1.1 200")
    except (OSError, asyncio.TimeoutError):
        return False


async def silent(url, limit, seconds, rng):
    """More connections than the server has descriptors (it runs with 1,024), sending nothing
    or half a head, held for `seconds`; /health is asked every 100 ms meanwhile, and after."""
    port = int(url.split(":")[2].split("/")[0])
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    count = min(limit, 1_100, hard - 100)
    sockets = []
    started = time.monotonic()
    for i in range(count):
        try:
            _, writer = await asyncio.open_connection("127.0.0.1", port)
            if i % 2:
                writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1")
            sockets.append(writer)
        except OSError:
            break
    first_answer = None
    while time.monotonic() - started < seconds:
        if await health_answers(port):
            first_answer = time.monotonic() - started
            break
        await asyncio.sleep(0.1)
    for writer in sockets:
        writer.close()
    return (f"{len(sockets):,} silent or half-sent connections; /health answered again "
            + (f"{first_answer:.1f} s after the flood began, the flood still open" if first_answer is not None
               else f"not within {seconds:.0f} s"))


async def heads(url, limit, seconds, rng):
    """Heads no server should sit on: a 100 KB address, 80 KB of headers, malformed lines, noise."""
    port = int(url.split(":")[2].split("/")[0])
    answers = {}
    deadline = time.monotonic() + seconds
    choices = [
        lambda: b"GET /?open=" + b"x" * 100_000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        lambda: b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X-Filler: " + b"y" * 80_000 + b"\r\n\r\n",
        lambda: b"GET / HTTP/1.1\r\nthis is no header\r\n\r\n",
        lambda: rng.randbytes(4096),
    ]
    sent = 0
    while sent < limit and time.monotonic() < deadline:
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(rng.choice(choices)())
            answer = await asyncio.wait_for(reader.read(12), 5)
            answers[answer[9:12].decode(errors="replace") or "closed"] = answers.get(answer[9:12].decode(errors="replace") or "closed", 0) + 1
            writer.close()
        except (OSError, asyncio.TimeoutError):
            answers["no answer in 5 s"] = answers.get("no answer in 5 s", 0) + 1
        sent += 1
    return f"{sent:,} heads, answered: " + ", ".join(f"{k} ×{v:,}" for k, v in sorted(answers.items()))


KINDS = {
    "malformed": ("malformed JSON", lambda a, url, rng: message_kind(url, malformed_messages, 8, a.messages, a.seconds, rng)),
    "binary": ("binary frames", lambda a, url, rng: message_kind(url, binary_messages, 8, a.messages, a.seconds, rng)),
    "unknown": ("unknown actions, bad versions, missing fields",
                lambda a, url, rng: message_kind(url, unknown_messages, 8, a.messages, a.seconds, rng)),
    "wrongscreen": ("actions for a screen not shown, long texts",
                    lambda a, url, rng: message_kind(url, wrong_screen_messages, 8, a.messages, a.seconds, rng)),
    "oversized": ("oversized messages", lambda a, url, rng: oversized(url, a.connections, a.seconds, rng)),
    "flood": ("floods past the rate limit (20/s)", lambda a, url, rng: flood(url, a.messages, a.seconds, rng)),
    "churn": ("connections opened and dropped", lambda a, url, rng: churn(url, a.connections, a.seconds, rng, play=False)),
    "churnplayed": ("connections that play once, then drop",
                    lambda a, url, rng: churn(url, a.connections, a.seconds, rng, play=True)),
    "fragments": ("empty continuation frames, never a final one",
                  lambda a, url, rng: fragments(url, a.messages, a.seconds, rng)),
    "silent": ("silent and half-sent connections beyond the descriptor limit",
               lambda a, url, rng: silent(url, a.connections, a.seconds, rng)),
    "heads": ("oversized, malformed and noisy request heads",
              lambda a, url, rng: heads(url, a.connections, a.seconds, rng)),
}

# The server's descriptor limit for a kind, as issue 25 saw it: 1,024.
DESCRIPTOR_LIMITS = {"silent": 1_024}

# Kinds that measure what a message costs: the rate limit is lifted so that every message
# reaches the parser and the session (an attacker gets the same with many connections).
UNLIMITED = {"malformed", "binary", "unknown", "wrongscreen"}


async def measure(kind, args, port):
    title, run = KINDS[kind]
    log = os.path.join(args.logs, f"server-{kind}.log") if args.logs else None
    server = Server(args.server, port, 1_000_000 if kind in UNLIMITED else 20, log,
                    nofile=DESCRIPTOR_LIMITS.get(kind))
    try:
        await server.ready()
        await asyncio.sleep(1)
        before, _ = rss_kb(server.process.pid)
        samples = []

        async def sample():
            while True:
                samples.append(rss_kb(server.process.pid)[0])
                await asyncio.sleep(0.5)
        sampler = asyncio.create_task(sample())
        started = time.monotonic()
        sent = await run(args, server.url, random.Random(args.seed))
        elapsed = time.monotonic() - started
        sampler.cancel()
        await asyncio.sleep(args.settle)
        if not server.alive():
            return f"| {title} | {sent} | {before:,} | server died (exit {server.process.returncode}) | | |"
        after, hwm = rss_kb(server.process.pid)
        quarters = [samples[min(len(samples) - 1, len(samples) * q // 4)] for q in (1, 2, 3)] + [samples[-1]]
        return (f"| {title} | {sent} in {elapsed:.0f} s | {before / 1024:.1f} | {max(samples) / 1024:.1f} "
                f"(HWM {hwm / 1024:.1f}) | {after / 1024:.1f} | "
                + " / ".join(f"{q / 1024:.1f}" for q in quarters) + " |")
    finally:
        server.stop()


async def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", default=os.path.join(WEB, ".build/release/tictactoe-web"))
    parser.add_argument("--port", type=int, default=18090)
    parser.add_argument("--kinds", default=",".join(KINDS), help="comma-separated: " + ", ".join(KINDS))
    parser.add_argument("--seconds", type=float, default=60, help="the most each kind runs (at most 300)")
    parser.add_argument("--messages", type=int, default=100_000, help="the most messages per kind (at most 5,000,000)")
    parser.add_argument("--connections", type=int, default=10_000, help="the most connections per churn or oversized kind (at most 50,000)")
    parser.add_argument("--settle", type=float, default=5, help="seconds before the 'after' reading")
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--logs", help="a folder for each server's log (notice and above)")
    args = parser.parse_args()
    args.seconds = min(args.seconds, 300)
    args.messages = min(args.messages, 5_000_000)
    args.connections = min(args.connections, 50_000)
    kinds = args.kinds.split(",")
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        parser.error(f"unknown kinds: {', '.join(unknown)}")
    print("| input | sent | RSS before (MB) | peak (MB) | after (MB) | during, by quarter (MB) |")
    print("|---|---|---|---|---|---|")
    for offset, kind in enumerate(kinds):
        print(await measure(kind, args, args.port + offset), flush=True)


if __name__ == "__main__":
    asyncio.run(main())
