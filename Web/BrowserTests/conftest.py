"""Fixtures of the browser tests: the built `tictactoe-web` on a free loopback port, and
Debian's chromium driven by Playwright."""
import subprocess
import time
import urllib.request

import pytest
from playwright.sync_api import sync_playwright

from pages import CHROMIUM, SERVER, SHOTS, free_port


@pytest.fixture(scope="module")
def server_url():
    yield from run_server(max_sessions=10)


@pytest.fixture()
def server_for_one_url():
    yield from run_server(max_sessions=1)


def run_server(max_sessions: int):
    port = free_port()
    process = subprocess.Popen(
        [str(SERVER), "--port", str(port), "--max-sessions", str(max_sessions)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                with urllib.request.urlopen(url + "/health", timeout=1) as response:
                    if response.status == 200:
                        break
            except OSError:
                time.sleep(0.05)
        else:
            pytest.fail("tictactoe-web did not start")
        yield url
    finally:
        process.terminate()
        output, _ = process.communicate(timeout=10)
        # A clean shutdown on SIGTERM: status 0, and the sessions were released.
        assert process.returncode == 0, output


@pytest.fixture(scope="module")
def browser():
    SHOTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()
