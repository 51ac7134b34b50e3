#!/usr/bin/env python3
"""A terminal app's spans at an OpenTelemetry receiver: `tictactoe` built with the
OpenTelemetry trait plays a game in the plain mode with OTEL_EXPORTER_OTLP_ENDPOINT set to
scripts/otlp-receiver.py, and its spans are checked, those sent as it quits included.

    swift build --traits OpenTelemetry --product tictactoe --scratch-path .build/with-opentelemetry
    python3 scripts/test_terminal_traces.py .build/with-opentelemetry/debug/tictactoe
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent
RECEIVER = SCRIPTS / "otlp-receiver.py"
DEADLINE = 15  # seconds to wait for what a test expects to see
BINARY = Path(sys.argv.pop(1)).resolve() if len(sys.argv) > 1 else None


class TerminalTracesTest(unittest.TestCase):

    def setUp(self):
        self.assertIsNotNone(BINARY, "give the path of a tictactoe built with --traits OpenTelemetry")
        self.folder = Path(tempfile.mkdtemp())
        self.spans_file = self.folder / "spans.jsonl"
        self.receiver = subprocess.Popen([sys.executable, str(RECEIVER), "--port", "0", "--out", str(self.spans_file)],
                                         stdout=subprocess.PIPE, text=True)
        found = re.match(r"listening on (http://127\.0\.0\.1:\d+)", self.receiver.stdout.readline())
        self.assertIsNotNone(found, "the receiver did not start")
        self.url = found.group(1)

    def tearDown(self):
        self.receiver.terminate()
        self.receiver.wait(timeout=10)
        self.receiver.stdout.close()

    def play(self, environment: dict) -> subprocess.CompletedProcess:
        return subprocess.run([str(BINARY), "--plain"], input="Ann\nBob\nstart\n5\nquit\n", capture_output=True, text=True,
                              timeout=60, env={**os.environ, "XDG_STATE_HOME": str(self.folder / "state"), **environment})

    def spans(self) -> list[dict]:
        if not self.spans_file.exists():
            return []
        return [json.loads(line) for line in self.spans_file.read_text().splitlines() if line.strip()]

    def test_a_game_and_its_rib_tree_reach_the_receiver_the_last_spans_as_it_quits(self):
        started = time.monotonic()
        run = self.play({"OTEL_EXPORTER_OTLP_ENDPOINT": self.url})
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertIn("X", run.stdout)
        self.assertEqual(run.stderr, "", "swift-otel's own messages stay off the app's output")
        self.assertLess(time.monotonic() - started, 30)
        # Sent before the process ended: nothing is waited for here.
        spans = self.spans()
        names = [span["name"] for span in spans]
        for name in ["perform editText", "perform tapButton", "perform tapGridCell",
                     "LoggedOutRouter", "OffGameRouter", "RootRouter", "LoggedInRouter", "TicTacToeRouter"]:
            self.assertIn(name, names)
        self.assertEqual({span["resource"]["service.name"] for span in spans}, {"tictactoe"})
        by_id = {span["span_id"]: span for span in spans}
        root = next(span for span in spans if span["name"] == "RootRouter")
        logged_in = next(span for span in spans if span["name"] == "LoggedInRouter")
        game = next(span for span in spans if span["name"] == "TicTacToeRouter")
        self.assertIsNone(root["parent_span_id"])
        self.assertEqual(logged_in["parent_span_id"], root["span_id"])
        self.assertEqual(game["parent_span_id"], logged_in["span_id"])
        start = next(span for span in spans if span["name"] == "perform tapButton"
                     and span["attributes"].get("ui.action.id") == "startGame")
        self.assertEqual([(link["trace_id"], link["span_id"]) for link in game["links"]], [(start["trace_id"], start["span_id"])],
                         "the game's RIB links to the tap that started it")
        move = next(span for span in spans if span["name"] == "perform tapGridCell")
        self.assertEqual(move["attributes"]["ui.view_controller"], "TicTacToeViewController")
        self.assertTrue(all(span["parent_span_id"] is None or span["parent_span_id"] in by_id for span in spans))

    def test_a_collector_that_is_gone_costs_the_app_at_most_its_flush_deadline(self):
        self.receiver.terminate()
        self.receiver.wait(timeout=10)
        self.assert_quits_within_the_flush_deadline()

    def test_a_collector_that_never_answers_costs_the_app_at_most_its_flush_deadline(self):
        self.receiver.terminate()
        self.receiver.wait(timeout=10)
        self.receiver.stdout.close()
        self.receiver = subprocess.Popen([sys.executable, str(RECEIVER), "--port", "0", "--out", str(self.spans_file), "--stall"],
                                         stdout=subprocess.PIPE, text=True)
        found = re.match(r"listening on (http://127\.0\.0\.1:\d+)", self.receiver.stdout.readline())
        self.assertIsNotNone(found, "the stalled receiver did not start")
        self.url = found.group(1)
        self.assert_quits_within_the_flush_deadline()

    def assert_quits_within_the_flush_deadline(self):
        untraced_started = time.monotonic()
        self.assertEqual(self.play({}).returncode, 0)
        untraced = time.monotonic() - untraced_started
        started = time.monotonic()
        run = self.play({"OTEL_EXPORTER_OTLP_ENDPOINT": self.url})
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(run.stderr, "")
        # The flush deadline is 2 s; swift-otel's own export timeout, 10 s.
        self.assertLess(time.monotonic() - started, untraced + 5)

    def test_a_setting_swift_otel_cannot_honour_is_refused_with_a_message(self):
        run = self.play({"OTEL_EXPORTER_OTLP_ENDPOINT": self.url, "OTEL_PROPAGATORS": "tracecontext,baggage"})
        self.assertEqual(run.returncode, 64, run.stderr)
        self.assertIn("Error: OTEL_PROPAGATORS names baggage", run.stderr)
        self.assertEqual(run.stdout, "")

    def test_without_the_variables_nothing_is_sent(self):
        run = self.play({})
        self.assertEqual(run.returncode, 0, run.stderr)
        # An app that sends spans has sent them before it exits (the first test): none came.
        self.assertEqual(self.spans(), [])


if __name__ == "__main__":
    unittest.main()
