"""The page's log of numbered inputs (`Public/inputs.js`, "Inputs the page replays" in
Web/PROTOCOL.md), rule by rule in chromium, on a blank page: no server needed.

Run: python3 -m pytest -q Web/BrowserTests/test_input_log.py
"""
import pytest

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
