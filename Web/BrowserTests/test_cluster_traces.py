"""A game's spans at an OpenTelemetry receiver: two servers behind run-local.sh's HAProxy send
their spans over OTLP/HTTP (swift-otel) to scripts/otlp-receiver.py; a page plays, its node is
killed, the page resumes on the other.

Needs Debian's postgresql and haproxy packages and PyPI's opentelemetry-proto (.ci/run installs them).
"""
import json
import os
import re
import secrets
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
from websockets.exceptions import InvalidStatus

from cluster import Cluster, SocketPage, wait_until
from pages import WEB

RECEIVER = WEB.parent / "scripts" / "otlp-receiver.py"


class Receiver:
    """scripts/otlp-receiver.py on a free port, writing the spans it gets to `out`."""

    def __init__(self, out: Path):
        self.out = out
        self.process = subprocess.Popen([sys.executable, str(RECEIVER), "--port", "0", "--out", str(out)],
                                        stdout=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        found = re.match(r"listening on (http://127\.0\.0\.1:\d+)", line)
        if not found:
            self.process.kill()
            pytest.fail(f"the receiver did not start: {line!r}")
        self.url = found.group(1)

    def spans(self) -> list[dict]:
        if not self.out.exists():
            return []
        return [json.loads(line) for line in self.out.read_text().splitlines() if line.strip()]

    def wait_for(self, condition, failure: str) -> list[dict]:
        """The spans received, once `condition` holds of them."""
        found: list[dict] = []

        def holds() -> bool:
            nonlocal found
            found = self.spans()
            return condition(found)

        wait_until(holds, failure + f"; received: {sorted({span['name'] for span in found})}")
        return found

    def stop(self) -> None:
        self.process.send_signal(signal.SIGTERM)
        assert self.process.wait(timeout=10) == 0


@pytest.fixture()
def receiver(tmp_path):
    running = Receiver(tmp_path / "spans.jsonl")
    yield running
    running.stop()


@pytest.fixture()
def traced_cluster(receiver):
    # Spans leave each server within 100 ms rather than swift-otel's default 5 s.
    # Info-level log lines too, which carry the trace's ids while a span is current.
    running = Cluster(nodes=2, server_options=["--otlp-endpoint", receiver.url, "--log-level", "info"],
                      env={"OTEL_BSP_SCHEDULE_DELAY": "100", "OTEL_SERVICE_NAME": "tictactoe-web-test"})
    yield running
    running.stop()


def traceparent() -> tuple[str, str, str]:
    """A W3C traceparent header of a new trace, with its trace id and span id."""
    trace_id, span_id = secrets.token_hex(16), secrets.token_hex(8)
    return f"00-{trace_id}-{span_id}-01", trace_id, span_id


def reconnect(base_url: str, token: str, headers: dict) -> SocketPage:
    """The page back, as its script reconnects: HAProxy answers 502 until its check finds the
    killed node down."""
    pages: list[SocketPage] = []

    def connected() -> bool:
        try:
            pages.append(SocketPage(base_url, token=token, headers=headers))
        except InvalidStatus:
            return False
        return True

    wait_until(connected, "the page never got back through HAProxy")
    return pages[0]


def by_id(spans: list[dict]) -> dict[str, dict]:
    return {span["span_id"]: span for span in spans}


def test_a_move_through_haproxy_is_one_trace_and_the_node_that_resumes_its_session_links_to_it(
        traced_cluster: Cluster, receiver: Receiver):
    header, trace_id, page_span_id = traceparent()
    page = SocketPage(traced_cluster.page_url, headers={"traceparent": header})
    page.log_in_and_start()
    page.act(type="tapGridCell", grid="board", row=1, column=1)
    holder = traced_cluster.holder()

    # A page's address carries its token when it comes back, and a link when it opens one.
    with urllib.request.urlopen(f"{traced_cluster.page_url}/?session={page.token}&link=tictactoe%3A%2F%2Fsecret", timeout=10) as response:
        assert response.status == 200
    # The connection's span ends, and is sent, when the page leaves.
    page.close()

    def has_the_move(spans: list[dict]) -> bool:
        names = {span["name"] for span in spans if span["trace_id"] == trace_id}
        return {"WebSocket /ws", "message tapGridCell", "perform tapGridCell", "session store save"} <= names

    spans = receiver.wait_for(has_the_move, "the move's spans never reached the receiver")
    page_request = receiver.wait_for(lambda spans: any(span["name"] == "/" and "url.query" in span["attributes"] for span in spans), "no span of the page's request")
    request = next(span for span in page_request if span["name"] == "/" and "url.query" in span["attributes"])
    assert sorted(request["attributes"]["url.query"].split("&")) == ["link=REDACTED", "session=REDACTED"]
    trace = [span for span in spans if span["trace_id"] == trace_id]
    spans_by_id = by_id(trace)
    connection = next(span for span in trace if span["name"] == "WebSocket /ws")
    assert connection["parent_span_id"] == page_span_id, "the upgrade request's traceparent is the connection's parent"
    assert connection["kind"] == "SPAN_KIND_SERVER"
    token_hash = connection["attributes"]["session.token_hash"]
    assert re.fullmatch(r"[0-9a-f]{64}", token_hash), "the token's hash, never the token"
    assert page.token not in json.dumps(trace)
    assert connection["attributes"]["server.node"] == holder.name
    assert connection["attributes"]["session.resumed"] is False
    assert connection["resource"]["service.name"] == "tictactoe-web-test"

    move = next(span for span in trace if span["name"] == "message tapGridCell")
    assert move["parent_span_id"] == connection["span_id"]
    assert move["attributes"]["message.type"] == "tapGridCell"
    assert move["attributes"]["message.outcome"] == "admitted"
    assert move["attributes"]["session.token_hash"] == token_hash
    assert move["attributes"]["server.node"] == holder.name
    action = next(span for span in trace if span["name"] == "perform tapGridCell" and span["parent_span_id"] == move["span_id"])
    assert action["attributes"]["ui.action.grid"] == "board"
    assert action["attributes"]["ui.view_controller"] == "TicTacToeViewController"
    save = next(span for span in trace if span["name"] == "session store save" and span["parent_span_id"] == move["span_id"])
    assert save["attributes"]["db.system.name"] == "postgresql"
    assert save["attributes"]["store.outcome"] == "answered"
    assert save["kind"] == "SPAN_KIND_CLIENT"
    assert move["start_ns"] <= action["start_ns"] <= action["end_ns"] <= save["start_ns"] <= save["end_ns"] <= move["end_ns"]
    assert all(span["parent_span_id"] in spans_by_id or span is connection for span in trace)

    # The RIBs of the session: spans of a trace of their own, exported as each RIB is detached
    # (LoggedOut, at the login), linked to the connection or message they started in.
    logged_out = next(span for span in spans if span["name"] == "LoggedOutRouter")
    assert logged_out["trace_id"] != trace_id
    assert logged_out["parent_span_id"], "a child of the root RIB's span"
    assert any(link["trace_id"] == trace_id for link in logged_out["links"])
    assert [event["name"] for event in logged_out["events"]] == ["didBecomeActive", "willResignActive"]
    assert logged_out["attributes"]["rib.interactor"] == "LoggedOutInteractor"

    # kill -9 of the node holding the session; the page comes back through HAProxy, on the other.
    os.kill(holder.pid, signal.SIGKILL)
    header, resumed_trace_id, _ = traceparent()
    resumed = reconnect(traced_cluster.page_url, page.token, {"traceparent": header})
    assert resumed.resumed
    assert resumed.marks() == ["X"]
    survivor = next(node for node in traced_cluster.nodes if node is not holder)

    resumed.close()

    def has_the_resume(spans: list[dict]) -> bool:
        names = {span["name"] for span in spans if span["trace_id"] == resumed_trace_id}
        return {"WebSocket /ws", "session store read"} <= names

    spans = receiver.wait_for(has_the_resume, "the resume's spans never reached the receiver")
    reconnection = next(span for span in spans if span["trace_id"] == resumed_trace_id and span["name"] == "WebSocket /ws")
    assert reconnection["attributes"]["server.node"] == survivor.name
    assert reconnection["attributes"]["session.resumed"] is True
    assert reconnection["attributes"]["session.token_hash"] == token_hash, "one session, followed across the nodes"
    assert [(link["trace_id"], link["span_id"], link["attributes"]) for link in reconnection["links"]] == [
        (trace_id, move["span_id"], {"link.reason": "resumedFrom"})], "linked to the move saved last on the killed node"
    restored = [line for line in Path(traced_cluster.logs, f"{survivor.name}.log").read_text().splitlines()
                if "Session restored from the store" in line]
    assert len(restored) == 1 and f"trace_id={resumed_trace_id}" in restored[0], restored
    take_over = next(span for span in spans if span["trace_id"] == resumed_trace_id and span["name"] == "session store read")
    assert take_over["parent_span_id"] == reconnection["span_id"]
    assert take_over["attributes"]["store.operation"] == "takeOver"
    assert take_over["attributes"]["db.system.name"] == "postgresql"
    everything = receiver.out.read_text()
    assert page.token not in everything and "secret" not in everything, "no token and no link in any span"
