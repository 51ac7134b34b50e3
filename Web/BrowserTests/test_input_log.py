"""The page's log of numbered inputs (`Public/inputs.js`, "Inputs the page replays" in
Web/PROTOCOL.md), rule by rule in chromium, on a blank page: no server needed.

Run: python3 -m pytest -q Web/BrowserTests/test_input_log.py
"""
import json
import re
import time
from urllib.parse import quote, urlparse

import pytest
from playwright.sync_api import expect

from pages import WEB

INPUTS_JS = WEB / "Sources" / "WebFrontEnd" / "Public" / "inputs.js"


@pytest.fixture()
def log(browser):
    """A blank page with a fresh `InputLog`; `log(expression)` evaluates JavaScript in it."""
    page = browser.new_page()
    page.set_content("<html></html>")
    page.add_script_tag(content=INPUTS_JS.read_text())
    yield lambda expression: page.evaluate(expression)
    page.close()


def tap(log, count):
    """Numbers `count` button taps (ids 1, 2, …) and returns their numbers."""
    return log(f"""Array.from({{ length: {count} }}, (_, i) =>
        InputLog.number({{ type: 'tapButton', id: String(i + 1) }}).input)""")


def logged(log):
    """The numbers the log holds, and whether each is acknowledged."""
    return [(entry["input"], entry["acknowledged"]) for entry in log("InputLog.state().entries")]


def test_numbers_grow_and_every_numbered_message_is_logged_unanswered(log):
    first = log("InputLog.number({ type: 'editText', field: 'name', text: 'Ann' })")
    assert first == {"type": "editText", "field": "name", "text": "Ann", "input": 1}
    assert tap(log, 3) == [2, 3, 4]
    assert logged(log) == [(1, False), (2, False), (3, False), (4, False)]
    assert log("InputLog.state().counter") == 4


def test_the_numbered_types_are_the_actions_and_open_link(log):
    for kind in ["editText", "tapButton", "chooseRowAction", "checkRow", "setToggle", "chooseOption",
                 "tapGridCell", "chooseAlertAction", "openLink"]:
        assert log(f"InputLog.numbers('{kind}')"), kind
    for kind in ["showInspector", "getTrace"]:
        assert not log(f"InputLog.numbers('{kind}')"), kind


def test_a_screen_acknowledges_and_a_save_drops(log):
    tap(log, 4)
    log("InputLog.acknowledge(2)")
    assert logged(log) == [(1, True), (2, True), (3, False), (4, False)]
    log("InputLog.saved(1)")
    assert logged(log) == [(2, True), (3, False), (4, False)]
    log("InputLog.saved(3)")
    assert logged(log) == [(4, False)]


def test_a_refused_input_is_dropped_alone(log):
    tap(log, 3)
    log("InputLog.acknowledge(3)")
    log("InputLog.refused(2)")
    assert logged(log) == [(1, True), (3, True)]


def test_resume_replays_the_acknowledged_inputs_past_the_session_in_order_with_their_numbers(log):
    tap(log, 6)
    log("InputLog.acknowledge(5)")  # 6 was sent, never answered
    # Resumed from the store on another node: it applied (and holds) up to 2 only.
    resumed = log("InputLog.resume({ type: 'welcome', resumed: true, input: 2, saved: 2 })")
    assert resumed["lost"] is False
    assert resumed["replay"] == [{"type": "tapButton", "id": str(n), "input": n} for n in (3, 4, 5)]
    # The stored inputs and the one never answered are gone; what is replayed stays until saved.
    assert logged(log) == [(3, True), (4, True), (5, True)]
    assert tap(log, 1) == [7]


def test_resume_on_the_same_node_counts_what_the_session_applied_as_answered(log):
    tap(log, 4)
    log("InputLog.acknowledge(2)")
    # The node lives on: it applied 3 and 4 (their screens never reached the page), stored 1.
    resumed = log("InputLog.resume({ type: 'welcome', resumed: true, input: 4, saved: 1 })")
    assert resumed == {"replay": [], "lost": False}
    # Kept, to send again should this node die before storing them.
    assert logged(log) == [(2, True), (3, True), (4, True)]


@pytest.mark.parametrize("welcome", [
    "{ type: 'welcome', resumed: true, saved: 1001 }",  # an older server: no `input`
    "{ type: 'welcome', resumed: true, input: 1001 }",  # no store: no `saved`
    "{ type: 'welcome', resumed: false, input: 0, saved: 0 }",  # a new session
    # Back in part only: part of the state started afresh, where the moves may not fit.
    "{ type: 'welcome', resumed: true, notResumed: 'partlyRestored', input: 1001, saved: 1001 }",
])
def test_resume_without_replay_clears_the_log_and_its_gap(log, welcome):
    tap(log, 1003)
    log("InputLog.acknowledge(1003)")
    assert logged(log) == [(1001, True), (1002, True), (1003, True)]
    assert log("InputLog.state().gap") == 1000
    assert log(f"InputLog.resume({welcome})") == {"replay": [], "lost": False}
    assert logged(log) == []
    assert log("InputLog.state().gap") == 0


def test_after_resume_numbers_go_past_what_the_session_applied(log):
    # A reloaded page starts counting again; the session it resumes applied up to 57.
    assert log("InputLog.resume({ type: 'welcome', resumed: true, input: 57, saved: 57 })") == {"replay": [], "lost": False}
    assert tap(log, 1) == [58]
    # A session behind the page's count does not lower it.
    tap(log, 4)
    log("InputLog.resume({ type: 'welcome', resumed: true, input: 3, saved: 3 })")
    assert log("InputLog.state().counter") == 62
    assert tap(log, 1) == [63]


def test_inputs_another_page_numbered_are_a_gap_the_log_cannot_fill(log):
    # Reloaded while the store stalled: the session applied up to 10, stored up to 5.
    assert log("InputLog.resume({ type: 'welcome', resumed: true, input: 10, saved: 5 })") == {"replay": [], "lost": False}
    assert log("InputLog.state().gap") == 10
    assert tap(log, 2) == [11, 12]
    log("InputLog.acknowledge(12)")
    # Its server dies; the session comes back from the store, without 6 to 10, which this page
    # never held: 11 and 12 would land on a game they were not played in.
    assert log("InputLog.resume({ type: 'welcome', resumed: true, input: 5, saved: 5 })") == {"replay": [], "lost": True}
    assert logged(log) == []


def test_a_full_log_is_cleared_and_remembers_the_gap(log):
    assert log("InputLog.LIMIT") == 1000
    tap(log, 1000)
    log("InputLog.acknowledge(1000)")
    assert len(logged(log)) == 1000
    assert log("InputLog.state().gap") == 0
    assert tap(log, 1) == [1001]
    assert logged(log) == [(1001, False)]
    assert log("InputLog.state().gap") == 1000
    tap(log, 2)
    log("InputLog.acknowledge(1003)")
    # The session resumed from a store behind the gap: the moves past it cannot come back alone.
    resumed = log("InputLog.resume({ type: 'welcome', resumed: true, input: 400, saved: 400 })")
    assert resumed == {"replay": [], "lost": True}
    assert logged(log) == []
    assert log("InputLog.state().gap") == 0
    assert tap(log, 1) == [1004]


def test_a_session_past_the_gap_is_replayed_the_rest(log):
    tap(log, 1002)
    log("InputLog.acknowledge(1002)")
    resumed = log("InputLog.resume({ type: 'welcome', resumed: true, input: 1001, saved: 999 })")
    assert resumed["lost"] is False
    assert [message["input"] for message in resumed["replay"]] == [1002]
    # Applied past the gap but not stored past it: the gap stays, for a later resume.
    assert log("InputLog.state().gap") == 1000


def test_the_gap_is_forgotten_once_saved_past_it(log):
    tap(log, 1001)
    log("InputLog.saved(999)")
    assert log("InputLog.state().gap") == 1000
    log("InputLog.saved(1000)")
    assert log("InputLog.state().gap") == 0
    log("InputLog.acknowledge(1001)")
    resumed = log("InputLog.resume({ type: 'welcome', resumed: true, input: 1000, saved: 1000 })")
    assert resumed["lost"] is False
    assert [message["input"] for message in resumed["replay"]] == [1001]


# MARK: - The page's use of it, against a stand-in for the server

PUBLIC = WEB / "Sources" / "WebFrontEnd" / "Public"
ORIGIN = "http://page.test"
SESSION = "0123456789abcdef0123456789abcdef"
TAP_SCREEN = {"screen": {"title": "Stand-in", "background": "plain", "elements": [
    {"type": "button", "id": "tap", "title": "Tap", "role": "primary", "enabled": True}]}}
CONTENT_TYPES = {".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml"}


def serve_public(route):
    """The page's files as the server serves them (PageAssets): index.html with the app's name
    and identifier and every element kind's script."""
    path = urlparse(route.request.url).path
    file = PUBLIC / ("index.html" if path == "/" else path.lstrip("/"))
    if not file.is_file():
        route.fulfill(status=404)
        return
    body = file.read_text()
    if file.name == "index.html":
        scripts = "\n  ".join(f'<script src="/elements/{script.name}" defer></script>'
                              for script in sorted((PUBLIC / "elements").glob("*.js")))
        body = (body.replace("%APP_NAME%", "Stand-in").replace("%APP_IDENTIFIER%", "standin")
                .replace("<!-- %ELEMENT_SCRIPTS% -->", scripts))
    route.fulfill(body=body, content_type=CONTENT_TYPES.get(file.suffix, "application/octet-stream"))


class Connection:
    """One of the page's sockets, answered by the test: what the page sent on it, with when.
    With `answer_saved` set, each action is answered with a screen acknowledging its input and
    that store position (a store that stalls keeps it where it is)."""

    def __init__(self, route):
        self.route = route
        self.received = []
        self.answer_saved = None
        route.on_message(self._receive)

    def _receive(self, text):
        message = json.loads(text)
        self.received.append((time.monotonic(), message))
        if self.answer_saved is not None and "input" in message:
            self.send({"type": "screen", "content": TAP_SCREEN, "input": message["input"], "saved": self.answer_saved})

    def send(self, message):
        self.route.send(json.dumps({"v": 2, **message}))

    def welcome(self, resumed, input, saved, messages_per_second=20):
        self.send({"type": "welcome", "session": SESSION, "resumed": resumed, "idleTimeoutSeconds": 1800,
                   "maxMessageBytes": 4096, "messagesPerSecond": messages_per_second, "input": input, "saved": saved})
        self.send({"type": "screen", "content": TAP_SCREEN, "input": input, "saved": saved})

    def sent(self):
        """What the page sent, in order: `tapButton 4`, `openLink 32`, `showInspector`."""
        return [" ".join(str(part) for part in (message["type"], message.get("input")) if part is not None)
                for _, message in self.received]

    def times(self):
        return [at for at, _ in self.received]


@pytest.fixture()
def stand_in(browser):
    """The page at `ORIGIN` (its files from Public/) with its sockets handed to the test, the
    RIB tree shown (so each welcome is followed by `showInspector`). Yields the page and the
    list of its connections, newest last."""
    context = browser.new_context()
    context.route(f"{ORIGIN}/**", serve_public)
    page = context.new_page()
    page.add_init_script("sessionStorage.setItem('standin.inspector', 'shown')")
    connections = []
    page.route_web_socket(re.compile(r"^ws://page\.test/ws"), lambda route: connections.append(Connection(route)))
    yield page, connections
    context.close()


def wait_until(page, condition, what, timeout=10):
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        page.wait_for_timeout(10)


def next_connection(page, connections, count):
    wait_until(page, lambda: len(connections) >= count, f"connection {count}")
    page.wait_for_timeout(100)  # open, on the page's side too
    return connections[count - 1]


def taps(first, last):
    return [f"tapButton {n}" for n in range(first, last + 1)]


def test_the_page_replays_what_a_dead_server_had_not_stored_before_anything_else_and_paced(stand_in):
    page, connections = stand_in
    page.goto(f"{ORIGIN}/?open={quote('standin://open?x=1', safe='')}")
    first = next_connection(page, connections, 1)
    first.answer_saved = 0  # the store stalls: nothing is stored
    first.welcome(resumed=False, input=0, saved=0)
    tap = page.get_by_role("button", name="Tap")
    for _ in range(30):
        tap.click()
    wait_until(page, lambda: len(first.received) == 32, "30 taps")
    # The link is an input too; the server never answers it, so each welcome sends it again.
    assert first.sent() == ["showInspector", "openLink 1", *taps(2, 31)]
    wait_until(page, lambda: page.evaluate("InputLog.state().entries.every((entry) => entry.acknowledged)"),
               "every tap answered")

    # The server dies; the session comes back on another from a store that holds up to 3, with a
    # budget of 14 messages a second (28 at once).
    first.route.close(code=1001)
    second = next_connection(page, connections, 2)
    second.welcome(resumed=True, input=3, saved=3, messages_per_second=14)
    wait_until(page, lambda: len(second.received) >= 13, "the replay's first 12")
    # Meanwhile the screen is not where the game will be: nothing on it can be used.
    expect(page.locator("#connection")).to_have_text("Bringing back your moves…")
    assert page.evaluate("document.getElementById('screen').inert")
    wait_until(page, lambda: len(second.received) == 30, "the rest of the replay")
    expect(page.locator("#connection")).to_have_text("Connected (session resumed)")
    tap.click()
    wait_until(page, lambda: len(second.received) == 31, "the tap after the replay")
    assert second.sent() == [*taps(4, 15), "showInspector", *taps(16, 31), "openLink 32", "tapButton 33"]
    times = second.times()
    assert times[11] - times[0] < 0.3, times
    # The rest a few (a third of the budget) a second.
    assert times[13] - times[11] > 0.8 and times[16] - times[13] < 0.3 and times[17] - times[16] > 0.8, times
    assert page.locator("#page-notice").is_hidden()


def test_a_replay_cut_short_is_decided_again_and_inputs_wait_for_the_welcome(stand_in):
    page, connections = stand_in
    page.goto(f"{ORIGIN}/")
    first = next_connection(page, connections, 1)
    first.answer_saved = 0
    first.welcome(resumed=False, input=0, saved=0)
    tap = page.get_by_role("button", name="Tap")
    for _ in range(30):
        tap.click()
    wait_until(page, lambda: len(first.received) == 31, "30 taps")
    first.send({"type": "error", "code": "rejected", "message": "No.", "input": 30})
    first.send({"type": "saveRecovered", "message": "Saved again.", "saved": 2})
    expect(page.locator("#page-notice-text")).to_have_text("Saved again.")
    assert [entry["input"] for entry in page.evaluate("InputLog.state().entries")] == list(range(3, 30))

    first.route.close(code=1001)
    second = next_connection(page, connections, 2)
    second.welcome(resumed=True, input=2, saved=2)
    wait_until(page, lambda: len(second.received) >= 19, "the replay's first 18")
    second.route.close(code=1001)  # dies in the middle of the replay
    third = next_connection(page, connections, 3)
    tap.click()  # before the welcome: waits for it
    page.wait_for_timeout(300)
    assert third.sent() == []
    third.welcome(resumed=True, input=10, saved=10)
    wait_until(page, lambda: len(third.received) == 21, "the replay and the tap")
    page.wait_for_timeout(1200)
    # Nothing of the second connection's replay comes, nothing twice; the tap goes after the
    # replay, numbered past everything before.
    assert second.sent() == [*taps(3, 20), "showInspector"]
    assert third.sent() == [*taps(11, 28), "showInspector", "tapButton 29", "tapButton 31"]


def test_moves_past_a_full_log_are_not_replayed_and_the_page_says_so(stand_in):
    page, connections = stand_in
    page.goto(f"{ORIGIN}/")
    first = next_connection(page, connections, 1)
    first.welcome(resumed=False, input=0, saved=0)
    expect(page.get_by_role("button", name="Tap")).to_be_visible()
    # 1,001 inputs sent while the store stalled (numbered directly: clicking takes too long).
    page.evaluate("for (let i = 0; i < 1001; i++) InputLog.number({ type: 'tapButton', id: 'tap' })")
    first.send({"type": "screen", "content": TAP_SCREEN, "input": 1001, "saved": 0})
    first.route.close(code=1001)
    second = next_connection(page, connections, 2)
    second.welcome(resumed=True, input=0, saved=0)
    expect(page.locator("#page-notice-text")).to_have_text(
        "Your last moves could not be brought back: the server could not save them, and this page no longer holds them all.")
    page.wait_for_timeout(300)
    assert second.sent() == ["showInspector"]
