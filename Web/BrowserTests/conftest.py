"""Fixtures of the browser tests: the built `tictactoe-web` (and `screen-gallery-web`) on a
loopback port of its own choosing, and Debian's chromium driven by Playwright."""
import re
import shutil
import subprocess
import tempfile
import threading

import pytest
from playwright.sync_api import sync_playwright

from pages import CHROMIUM, GALLERY_SERVER, SERVER, SHOTS

# The line a server prints once it listens, with the port it got.
_SERVED_AT = re.compile(r" is served at (http://127\.0\.0\.1:\d+)/")

# Bounds for a server that never starts or never stops; it takes well under a second for
# either, even on a busy machine.
_START_TIMEOUT = 60
_STOP_TIMEOUT = 60


@pytest.fixture(scope="module")
def server_url():
    yield from run_server(max_sessions=10)


@pytest.fixture(scope="module")
def gallery_url():
    """The screen gallery, served by `screen-gallery-web` with its sessions stored (as every
    app's are) in a folder of its own, removed afterwards; stopped with SIGTERM."""
    data_dir = tempfile.mkdtemp(prefix="screen-gallery-web-")
    process = subprocess.Popen([str(GALLERY_SERVER), "--port", "0", "--data-dir", data_dir], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    output = ServerOutput(process)
    url = output.wait_for_address(_START_TIMEOUT)
    try:
        if url is None:
            pytest.fail(f"screen-gallery-web did not say where it listens:\n{output.text()}")
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=_STOP_TIMEOUT)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        output.close()
        shutil.rmtree(data_dir, ignore_errors=True)
    assert process.returncode == 0, output.text()


@pytest.fixture()
def server_for_one_url():
    yield from run_server(max_sessions=1)


def run_server(max_sessions: int, data_dir: str | None = None):
    """Starts the server on a port the system picks (`--port 0`) and yields its address,
    read from the line it prints once it listens; stops it with SIGTERM afterwards. Its
    session store is `data_dir`, or a folder of its own removed afterwards."""
    own_dir = None if data_dir else tempfile.mkdtemp(prefix="tictactoe-web-")
    server = ServerRun(data_dir or own_dir, max_sessions=max_sessions)
    try:
        yield server.url
    finally:
        server.stop()
        if own_dir:
            shutil.rmtree(own_dir, ignore_errors=True)
        # A clean shutdown on SIGTERM: status 0, and the sessions were released.
        assert server.process.returncode == 0, server.output.text()


class ServerRun:
    """One run of the server on `port` (0: a free one) with its store in `data_dir`; `url`
    once it listens."""

    def __init__(self, data_dir: str, max_sessions: int = 10, port: int = 0):
        self.process = subprocess.Popen(
            [str(SERVER), "--host", "127.0.0.1", "--port", str(port), "--max-sessions", str(max_sessions),
             "--data-dir", data_dir],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )
        self.output = ServerOutput(self.process)
        url = self.output.wait_for_address(_START_TIMEOUT)
        if url is None:
            self.kill()
            pytest.fail(f"tictactoe-web did not say where it listens:\n{self.output.text()}")
        self.url = url

    @property
    def port(self) -> int:
        return int(self.url.rsplit(":", 1)[1])

    def stop(self) -> None:
        """SIGTERM, then waits for the exit (SIGKILL if it does not come)."""
        self.process.terminate()
        try:
            self.process.wait(timeout=_STOP_TIMEOUT)
        except subprocess.TimeoutExpired:
            self.kill()
        self.output.close()

    def kill(self) -> None:
        """SIGKILL: the server ends at once, in the middle of whatever it does."""
        self.process.kill()
        self.process.wait()
        self.output.close()


class ServerOutput:
    """Reads the server's output as it comes, so that it never blocks on a full pipe, and
    finds the address it announces."""

    def __init__(self, process: subprocess.Popen):
        self._lines: list[str] = []
        self._address: str | None = None
        self._ended = False
        self._changed = threading.Condition()
        self._reader = threading.Thread(target=self._read, args=(process.stdout,), daemon=True)
        self._reader.start()

    def wait_for_address(self, timeout: float) -> str | None:
        """The server's address once it has printed it; `None` if it exits, or says nothing
        within `timeout` seconds, first."""
        with self._changed:
            self._changed.wait_for(lambda: self._address is not None or self._ended, timeout)
            return self._address

    def text(self) -> str:
        with self._changed:
            return "".join(self._lines)

    def close(self) -> None:
        """Waits for the rest of the output, which ends when the server has exited."""
        self._reader.join()

    def _read(self, stream) -> None:
        try:
            for line in stream:
                with self._changed:
                    self._lines.append(line)
                    found = _SERVED_AT.search(line)
                    if found and self._address is None:
                        self._address = found.group(1)
                    self._changed.notify_all()
        finally:
            with self._changed:
                self._ended = True
                self._changed.notify_all()


@pytest.fixture(scope="module")
def browser():
    SHOTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()
