"""A local cluster for the tests (Web/cluster/run-local.sh: PostgreSQL, servers, HAProxy),
and a page that plays over its WebSocket without a browser."""
import json
import os
import re
import signal
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

import pytest
from websockets.sync.client import connect

from pages import SERVER, WEB

RUN_LOCAL = WEB / "cluster" / "run-local.sh"
# The address HAProxy connects to the servers from, which they trust for its PROXY headers.
TRUSTED_PROXY = "127.0.0.2"
# Bounds for what takes a few seconds even on a busy machine.
_START_TIMEOUT = 120
_STOP_TIMEOUT = 60
_MESSAGE_TIMEOUT = 30


@dataclass
class Node:
    url: str
    pid: int
    name: str

    @property
    def port(self) -> int:
        return int(self.url.rsplit(":", 1)[1])

    def health(self) -> tuple[int, dict]:
        """The node's /health: its code (200, or 404 while its store does not answer) and report."""
        try:
            with urllib.request.urlopen(self.url + "/health", timeout=10) as response:
                return response.status, json.load(response)
        except urllib.error.HTTPError as error:
            return error.code, json.load(error)

    def sessions(self) -> int:
        """The sessions the node runs, from its /health."""
        return self.health()[1]["sessions"]


class Cluster:
    """run-local.sh with `nodes` servers, HAProxy on a free port; `stop()` ends it all. Each server
    gets `server_options` too, and runs with `env` added to this process's environment."""

    def __init__(self, nodes: int = 2, server_options: list[str] | None = None, env: dict | None = None):
        self.server_options = server_options or []
        self.env = {**os.environ, **(env or {})}
        self.process = subprocess.Popen([str(RUN_LOCAL), "--nodes", str(nodes), "--port", "0", "--binary", str(SERVER),
                                         "--", *self.server_options],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=self.env)
        self.lines: list[str] = []
        self._ready = threading.Event()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        if not self._ready.wait(_START_TIMEOUT) or not self.page_url:
            self.process.kill()
            pytest.fail("run-local.sh did not start:\n" + "".join(self.lines))
        self.replacements: list[subprocess.Popen] = []

    def _read(self) -> None:
        self.page_url, self.nodes, self.database, self.logs = "", [], "", ""
        for line in self.process.stdout:
            self.lines.append(line)
            if found := re.match(r"page: (http://127\.0\.0\.1:\d+)/", line):
                self.page_url = found.group(1)
            elif found := re.match(r"node: (http://127\.0\.0\.1:\d+) pid=(\d+)", line):
                self.nodes.append(Node(found.group(1), int(found.group(2)), f"n{len(self.nodes) + 1}"))
            elif found := re.match(r"database: (\S+)", line):
                self.database = found.group(1)
            elif found := re.match(r"logs: (\S+)", line):
                self.logs = found.group(1)
                self._ready.set()
        self._ready.set()

    def signal_database(self, sig: int) -> None:
        """Sends `sig` to the cluster's PostgreSQL and every process of it (SIGSTOP pauses it
        whole: connections stay open, nothing answers)."""
        main = int(subprocess.run(["pgrep", "-f", f"postgres -D {self.logs}/db"], capture_output=True, text=True,
                                  check=True).stdout.split()[0])
        children = subprocess.run(["pgrep", "-P", str(main)], capture_output=True, text=True).stdout.split()
        for pid in [main, *map(int, children)]:
            os.kill(pid, sig)

    def wait_for_proxy_log(self, text: str) -> None:
        """Returns once HAProxy's log has a line containing `text` (a server's state changing)."""
        log = Path(self.logs) / "haproxy.log"
        wait_until(lambda: text in log.read_text(errors="replace"), f"HAProxy never logged {text!r}")

    def query(self, sql: str) -> str:
        """What psql prints for `sql` on the cluster's PostgreSQL, unaligned, without headers."""
        return _psql(self.logs, sql)

    def table_locked(self) -> "TableLock":
        """The sessions table locked against writes (reads go on) until released."""
        return TableLock(self.logs)

    def holder(self) -> Node:
        """The one node that runs a session (the test's only game)."""
        holders = [node for node in self.nodes if node.sessions() > 0]
        assert len(holders) == 1, [(node.name, node.sessions()) for node in self.nodes]
        return holders[0]

    def restart(self, node: Node) -> Node:
        """SIGTERM to `node`, as a deploy stops it, then the same server again on its port."""
        os.kill(node.pid, signal.SIGTERM)
        wait_until(lambda: not Path(f"/proc/{node.pid}").exists(), "the node did not exit")
        replacement = subprocess.Popen(
            [str(SERVER), "--host", "127.0.0.1", "--port", str(node.port), "--node-id", node.name,
             "--database", self.database, "--log-level", "notice", "--trusted-proxy", TRUSTED_PROXY, *self.server_options],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=self.env)
        self.replacements.append(replacement)
        restarted = Node(node.url, replacement.pid, node.name)
        self.nodes[self.nodes.index(node)] = restarted
        wait_until(lambda: _answers(restarted), "the restarted node never answered")
        return restarted

    def stop(self) -> None:
        for replacement in self.replacements:
            replacement.terminate()
            replacement.wait(timeout=_STOP_TIMEOUT)
        self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=_STOP_TIMEOUT)
        self._reader.join()
        assert self.process.returncode == 0, "".join(self.lines)
        assert not Path(self.logs).exists(), f"run-local.sh left {self.logs}"


def _answers(node: Node) -> bool:
    try:
        node.sessions()
        return True
    except OSError:
        return False


def _psql(socket_folder: str, sql: str) -> str:
    return subprocess.run(["psql", "-h", socket_folder, "-U", "ribs", "-d", "postgres", "-X", "-At", "-c", sql],
                          capture_output=True, text=True, check=True).stdout.strip()


def wait_until(condition, failure: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, failure
        time.sleep(0.05)


class TableLock:
    """A psql session of the cluster's PostgreSQL holding the sessions table in SHARE mode: every
    write to it waits, every read goes on, until `release()` (or the end of the `with`)."""

    def __init__(self, socket_folder: str):
        self._socket_folder = socket_folder
        self._psql = subprocess.Popen(["psql", "-h", socket_folder, "-U", "ribs", "-d", "postgres", "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1"],
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self._psql.stdin.write("BEGIN; LOCK TABLE sessions IN SHARE MODE; SELECT 'locked';\n")
        self._psql.stdin.flush()
        line = self._psql.stdout.readline()
        assert "locked" in line, line

    def wait_until_a_statement_waits(self) -> None:
        """Returns once a statement of another session waits for the lock."""
        def waiting() -> bool:
            return int(_psql(self._socket_folder, "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'") or 0) > 0
        wait_until(waiting, "no write waited for the locked table")

    def release(self) -> None:
        if self._psql.poll() is None:
            self._psql.communicate("ROLLBACK;\n", timeout=_MESSAGE_TIMEOUT)

    def __enter__(self) -> "TableLock":
        return self

    def __exit__(self, *exc) -> None:
        self.release()


class SocketPage:
    """A page that speaks the protocol over the WebSocket of `base_url`, resuming `token`;
    from the loopback address `source` (127.0.0.1 unless given), with `headers` added."""

    def __init__(self, base_url: str, token: str | None = None, source: str | None = None, headers: dict | None = None):
        query = f"?session={token}" if token else ""
        self._open = ExitStack()
        sock = None
        if source:
            host, port = base_url.removeprefix("http://").split(":")
            sock = self._open.enter_context(socket.create_connection((host, int(port)), timeout=_MESSAGE_TIMEOUT,
                                                                     source_address=(source, 0)))
        self.socket = self._open.enter_context(connect(base_url.replace("http://", "ws://") + "/ws" + query, origin=base_url,
                                                       open_timeout=_MESSAGE_TIMEOUT, sock=sock,
                                                       additional_headers=headers))
        welcome = self.receive(lambda message: message["type"] == "welcome")
        self.token = welcome["session"]
        self.resumed = welcome["resumed"]
        self.screen = self.receive(lambda message: message["type"] == "screen")

    def send(self, **message) -> None:
        self.socket.send(json.dumps({"v": 2, **message}))

    def receive(self, wanted) -> dict:
        """The next message `wanted` accepts; fails on a closed socket or after a while."""
        deadline = time.monotonic() + _MESSAGE_TIMEOUT
        while True:
            message = json.loads(self.socket.recv(timeout=max(0.0, deadline - time.monotonic())))
            if wanted(message):
                return message

    def act(self, **message) -> dict:
        """Sends an action and returns the screen it leads to."""
        self.send(**message)
        self.screen = self.receive(lambda reply: reply["type"] in ("screen", "openedElsewhere", "error"))
        return self.screen

    def log_in_and_start(self) -> None:
        self.act(type="editText", field="player1Name", text="Ann")
        self.act(type="editText", field="player2Name", text="Bob")
        self.act(type="tapButton", id="login")
        self.act(type="tapButton", id="startGame")

    def marks(self) -> list[str]:
        """The symbols on the grid shown, row by row."""
        boards = [element for element in self.screen["content"]["screen"]["elements"] if element["type"] == "grid"]
        return [cell["symbol"] for row in boards[0]["cells"] for cell in row if cell] if boards else []

    def close(self) -> None:
        self._open.close()
