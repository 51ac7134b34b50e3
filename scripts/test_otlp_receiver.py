#!/usr/bin/env python3
"""Tests of scripts/otlp-receiver.py and scripts/draw-trace.py: the receiver runs as a process of
its own on a free loopback port, is sent OTLP/HTTP requests built with opentelemetry-proto, and
what it writes is compared line by line.

    python3 scripts/test_otlp_receiver.py
    python3 -m unittest scripts/test_otlp_receiver.py
"""

import base64
import gzip
import http.client
import json
import re
import select
import signal
import socket
import subprocess
import sys
import tempfile
import time
import unittest
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest, ExportTraceServiceResponse)
from opentelemetry.proto.common.v1.common_pb2 import (
    AnyValue, ArrayValue, InstrumentationScope, KeyValue, KeyValueList)
from opentelemetry.proto.resource.v1.resource_pb2 import Resource
from opentelemetry.proto.trace.v1.trace_pb2 import ResourceSpans, ScopeSpans, Span, Status

SCRIPTS = Path(__file__).resolve().parent
RECEIVER = SCRIPTS / "otlp-receiver.py"
DRAW = SCRIPTS / "draw-trace.py"
DEADLINE = 10  # seconds to wait for what a test expects to see

TRACE = "5b8efff798038103d269b633813fc60c"
PARENT = "eee19b7ec3c1b174"
CHILD = "0102030405060708"
LINKED_TRACE = "4bf92f3577b34da6a3ce929d0e0e4736"
LINKED_SPAN = "00f067aa0ba902b7"
T0 = 1_700_000_000_000_000_000
MS = 1_000_000

# The two spans as the receiver writes them.
EXPECTED = [
    {"trace_id": TRACE, "span_id": PARENT, "parent_span_id": None, "name": "RootRouter",
     "kind": "SPAN_KIND_SERVER", "start_ns": T0, "end_ns": T0 + 5 * MS,
     "status": {"code": "STATUS_CODE_OK", "message": ""},
     "attributes": {"player": "Ada", "won": True, "score": 42, "large": 2 ** 62, "ratio": 0.25,
                    "moves": ["b2", "a1"], "grid": {"rows": 3, "name": "classic"},
                    "seed": "00ff"},
     "events": [{"name": "activated", "time_ns": T0 + 2 * MS, "attributes": {"reason": "launch"}}],
     "links": [], "resource": {"service.name": "tictactoe"}, "scope": "RIBs"},
    {"trace_id": TRACE, "span_id": CHILD, "parent_span_id": PARENT, "name": "LoggedInRouter",
     "kind": "SPAN_KIND_INTERNAL", "start_ns": T0 + 1 * MS, "end_ns": T0 + 3 * MS,
     "status": {"code": "STATUS_CODE_ERROR", "message": "board full"},
     "attributes": {"depth": 1}, "events": [],
     "links": [{"trace_id": LINKED_TRACE, "span_id": LINKED_SPAN,
                "attributes": {"why": "restored"}}],
     "resource": {"service.name": "tictactoe"}, "scope": "RIBs"},
]


def key_value(key: str, **value) -> KeyValue:
    return KeyValue(key=key, value=AnyValue(**value))


def protobuf_request() -> bytes:
    """EXPECTED's spans as an ExportTraceServiceRequest, serialized."""
    parent = Span(
        trace_id=bytes.fromhex(TRACE), span_id=bytes.fromhex(PARENT), name="RootRouter",
        kind=Span.SPAN_KIND_SERVER, start_time_unix_nano=T0, end_time_unix_nano=T0 + 5 * MS,
        status=Status(code=Status.STATUS_CODE_OK),
        attributes=[
            key_value("player", string_value="Ada"),
            key_value("won", bool_value=True),
            key_value("score", int_value=42),
            key_value("large", int_value=2 ** 62),
            key_value("ratio", double_value=0.25),
            key_value("moves", array_value=ArrayValue(values=[
                AnyValue(string_value="b2"), AnyValue(string_value="a1")])),
            key_value("grid", kvlist_value=KeyValueList(values=[
                key_value("rows", int_value=3), key_value("name", string_value="classic")])),
            key_value("seed", bytes_value=b"\x00\xff"),
        ],
        events=[Span.Event(name="activated", time_unix_nano=T0 + 2 * MS,
                           attributes=[key_value("reason", string_value="launch")])])
    child = Span(
        trace_id=bytes.fromhex(TRACE), span_id=bytes.fromhex(CHILD),
        parent_span_id=bytes.fromhex(PARENT), name="LoggedInRouter",
        kind=Span.SPAN_KIND_INTERNAL, start_time_unix_nano=T0 + 1 * MS,
        end_time_unix_nano=T0 + 3 * MS,
        status=Status(code=Status.STATUS_CODE_ERROR, message="board full"),
        attributes=[key_value("depth", int_value=1)],
        links=[Span.Link(trace_id=bytes.fromhex(LINKED_TRACE), span_id=bytes.fromhex(LINKED_SPAN),
                         attributes=[key_value("why", string_value="restored")])])
    return ExportTraceServiceRequest(resource_spans=[ResourceSpans(
        resource=Resource(attributes=[key_value("service.name", string_value="tictactoe")]),
        scope_spans=[ScopeSpans(scope=InstrumentationScope(name="RIBs"), spans=[parent, child])],
    )]).SerializeToString()


def json_request() -> dict:
    """EXPECTED's spans in OTLP/JSON, written as an exporter does: ids in hex, enums and 64-bit
    integers as numbers and strings, bytes values in base64, and a field from a later version."""
    return {"resourceSpans": [{
        "resource": {"attributes": [{"key": "service.name", "value": {"stringValue": "tictactoe"}}]},
        "scopeSpans": [{"scope": {"name": "RIBs"}, "spans": [
            {"traceId": TRACE, "spanId": PARENT, "parentSpanId": "", "name": "RootRouter",
             "kind": 2, "startTimeUnixNano": str(T0), "endTimeUnixNano": str(T0 + 5 * MS),
             "status": {"code": 1},
             "attributes": [
                 {"key": "player", "value": {"stringValue": "Ada"}},
                 {"key": "won", "value": {"boolValue": True}},
                 {"key": "score", "value": {"intValue": "42"}},
                 {"key": "large", "value": {"intValue": str(2 ** 62)}},
                 {"key": "ratio", "value": {"doubleValue": 0.25}},
                 {"key": "moves", "value": {"arrayValue": {"values": [
                     {"stringValue": "b2"}, {"stringValue": "a1"}]}}},
                 {"key": "grid", "value": {"kvlistValue": {"values": [
                     {"key": "rows", "value": {"intValue": 3}},
                     {"key": "name", "value": {"stringValue": "classic"}}]}}},
                 {"key": "seed", "value": {"bytesValue": base64.b64encode(b"\x00\xff").decode()}},
             ],
             "events": [{"name": "activated", "timeUnixNano": str(T0 + 2 * MS),
                         "attributes": [{"key": "reason", "value": {"stringValue": "launch"}}]}],
             "aFieldFromALaterVersion": {"ignored": True}},
            {"traceId": TRACE, "spanId": CHILD, "parentSpanId": PARENT, "name": "LoggedInRouter",
             "kind": 1, "startTimeUnixNano": str(T0 + 1 * MS), "endTimeUnixNano": str(T0 + 3 * MS),
             "status": {"code": 2, "message": "board full"},
             "attributes": [{"key": "depth", "value": {"intValue": "1"}}],
             "links": [{"traceId": LINKED_TRACE, "spanId": LINKED_SPAN,
                        "attributes": [{"key": "why", "value": {"stringValue": "restored"}}]}]},
        ]}],
    }]}


class ReceiverTestCase(unittest.TestCase):
    """Starts receivers on free ports in a folder of the test's own; kills them in tearDown."""

    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.spans = Path(self.folder.name) / "spans.jsonl"
        self.processes = []

    def tearDown(self):
        for process, stderr in self.processes:
            if process.poll() is None:
                process.kill()
                process.wait()
            process.stdout.close()
            stderr.close()
        self.folder.cleanup()

    def start(self, *options: str) -> int:
        """Starts a receiver writing to self.spans; its port, read from its first line."""
        stderr = open(Path(self.folder.name) / f"stderr-{len(self.processes)}.txt", "w+")
        process = subprocess.Popen(
            [sys.executable, str(RECEIVER), "--port", "0", "--out", str(self.spans), *options],
            stdout=subprocess.PIPE, stderr=stderr, text=True)
        self.processes.append((process, stderr))
        ready, _, _ = select.select([process.stdout], [], [], DEADLINE)
        line = process.stdout.readline() if ready else ""
        match = re.fullmatch(r"listening on http://127\.0\.0\.1:(\d+)\n", line)
        if not match:
            stderr.seek(0)
            self.fail(f"the receiver's first line is {line!r}; stderr: {stderr.read()}")
        return int(match.group(1))

    def stop(self, signal_number: int = signal.SIGTERM) -> float:
        """Signals the last receiver started, which must exit 0 promptly having printed nothing
        to stderr (a handler's exception would be there); the seconds it took."""
        process, stderr = self.processes[-1]
        began = time.monotonic()
        process.send_signal(signal_number)
        self.assertEqual(process.wait(timeout=DEADLINE), 0)
        stderr.seek(0)
        self.assertEqual(stderr.read(), "")
        return time.monotonic() - began

    def post(self, port: int, body, content_type: str = "application/x-protobuf",
             path: str = "/v1/traces", method: str = "POST", headers: dict = None,
             connection: http.client.HTTPConnection = None):
        """(status, headers, body) of one request, on `connection`, or on one of its own."""
        own = connection is None
        if own:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=DEADLINE)
        try:
            # http.client sends an iterator's parts as chunks (Transfer-Encoding: chunked).
            connection.request(method, path, body=body,
                               headers={"Content-Type": content_type, **(headers or {})})
            response = connection.getresponse()
            return response.status, response.headers, response.read()
        finally:
            if own:
                connection.close()

    def lines(self, count: int) -> list[dict]:
        """The spans file's lines once it has `count` of them (waited for), parsed."""
        deadline = time.monotonic() + DEADLINE
        while True:
            text = self.spans.read_text() if self.spans.exists() else ""
            if text.count("\n") >= count or time.monotonic() > deadline:
                return [json.loads(line) for line in text.splitlines()]
            time.sleep(0.02)


class TestReceiver(ReceiverTestCase):

    def test_protobuf(self):
        port = self.start()
        status, headers, body = self.post(port, protobuf_request())
        self.assertEqual(status, 200)
        self.assertEqual(headers["Content-Type"], "application/x-protobuf")
        self.assertEqual(ExportTraceServiceResponse.FromString(body), ExportTraceServiceResponse())
        self.assertEqual(self.lines(2), EXPECTED)
        self.stop()

    def test_json_with_hex_ids(self):
        port = self.start()
        status, headers, body = self.post(port, json.dumps(json_request()).encode(),
                                          "application/json; charset=utf-8")
        self.assertEqual(status, 200, body)
        self.assertEqual(headers["Content-Type"], "application/json")
        self.assertEqual(json.loads(body), {})
        self.assertEqual(self.lines(2), EXPECTED)
        self.stop()

    def test_gzipped_protobuf(self):
        port = self.start()
        status, _, body = self.post(port, gzip.compress(protobuf_request()),
                                    headers={"Content-Encoding": "gzip"})
        self.assertEqual(status, 200, body)
        self.assertEqual(self.lines(2), EXPECTED)
        self.stop()

    def test_chunked_and_kept_alive(self):
        port = self.start()
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=DEADLINE)
        request = protobuf_request()
        status, _, _ = self.post(port, iter([request[:10], request[10:]]), connection=connection)
        self.assertEqual(status, 200)
        status, _, _ = self.post(port, request, connection=connection)
        self.assertEqual(status, 200)
        self.assertEqual(self.lines(4), EXPECTED + EXPECTED)
        connection.close()
        self.stop()

    def test_bad_bodies_get_400_and_the_receiver_goes_on(self):
        port = self.start()
        bad_id = json_request()
        bad_id["resourceSpans"][0]["scopeSpans"][0]["spans"][1]["spanId"] = "not hex!"
        for body, content_type, headers in [
            (b"not protobuf at all", "application/x-protobuf", {}),
            (b"{not json", "application/json", {}),
            (b"[]", "application/json", {}),
            (json.dumps(bad_id).encode(), "application/json", {}),
            (b"\x1f\x8b not gzip", "application/x-protobuf", {"Content-Encoding": "gzip"}),
            (gzip.compress(protobuf_request())[:-8], "application/x-protobuf",
             {"Content-Encoding": "gzip"}),
        ]:
            with self.subTest(body=body[:30], content_type=content_type):
                status, _, answer = self.post(port, body, content_type, headers=headers)
                self.assertEqual(status, 400)
                self.assertTrue(answer.strip(), "a 400 says why")
        status, _, _ = self.post(port, b"spans", "text/plain")
        self.assertEqual(status, 415)
        status, _, _ = self.post(port, protobuf_request(), headers={"Content-Encoding": "br"})
        self.assertEqual(status, 415)
        status, _, _ = self.post(port, protobuf_request())
        self.assertEqual(status, 200)
        self.assertEqual(self.lines(2), EXPECTED)
        self.stop()

    def test_other_methods_and_paths(self):
        port = self.start()
        status, headers, _ = self.post(port, None, method="GET")
        self.assertEqual(status, 405)
        self.assertEqual(headers["Allow"], "POST")
        for method, path in [("POST", "/v1/logs"), ("GET", "/"), ("POST", "/v1/traces/x")]:
            with self.subTest(method=method, path=path):
                status, _, _ = self.post(port, protobuf_request(), path=path, method=method)
                self.assertEqual(status, 404)
        self.assertEqual(self.lines(0), [])
        self.stop(signal.SIGINT)

    def test_body_limit(self):
        port = self.start("--max-body", "1000")
        request = protobuf_request()
        self.assertLess(len(request), 1000)
        status, _, _ = self.post(port, b"\x00" * 2000)
        self.assertEqual(status, 413)
        status, _, _ = self.post(port, gzip.compress(b"\x00" * 100_000),
                                 headers={"Content-Encoding": "gzip"})
        self.assertEqual(status, 413)
        status, _, _ = self.post(port, iter([b"\x00" * 600, b"\x00" * 600]))
        self.assertEqual(status, 413)
        status, _, _ = self.post(port, request)
        self.assertEqual(status, 200)
        self.assertEqual(self.lines(2), EXPECTED)
        self.stop()

    def test_stall_holds_requests_and_stops_promptly(self):
        port = self.start("--stall")
        request = protobuf_request()
        with socket.create_connection(("127.0.0.1", port), timeout=1) as connection:
            connection.sendall(b"POST /v1/traces HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                               b"Content-Type: application/x-protobuf\r\n"
                               + f"Content-Length: {len(request)}\r\n\r\n".encode() + request)
            with self.assertRaises(TimeoutError):
                connection.recv(1)
            connection.settimeout(DEADLINE)
            self.assertLess(self.stop(), 3)
            self.assertEqual(connection.recv(1), b"", "closed unanswered")
        self.assertEqual(self.lines(0), [])


class TestDrawTrace(ReceiverTestCase):

    def draw(self, *options: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, str(DRAW), str(self.spans), *options],
                              capture_output=True, text=True, timeout=DEADLINE)

    def test_draws_each_span_and_the_link(self):
        linked = {**EXPECTED[0], "trace_id": LINKED_TRACE, "span_id": LINKED_SPAN,
                  "name": "EarlierSession", "events": []}
        self.spans.write_text("".join(json.dumps(span) + "\n" for span in [linked, *EXPECTED]))
        svg = Path(self.folder.name) / "trace.svg"

        result = self.draw("--span-name", "LoggedInRouter", "--out", str(svg))
        self.assertEqual(result.returncode, 0, result.stderr)
        texts = ["".join(element.itertext()) for element in ElementTree.parse(svg).iter()
                 if element.tag == "{http://www.w3.org/2000/svg}text"]
        for span in EXPECTED:
            self.assertTrue(any(text.startswith(span["name"] + " ") for text in texts), texts)
        self.assertIn("↗ linked to 4bf92f35/EarlierSession", texts)
        self.assertIn("2.00 ms", " ".join(texts), "the child's duration")
        self.assertIn("0 ms", texts, "the scale")
        self.assertFalse(any(text.startswith("EarlierSession ") for text in texts))

        result = self.draw("--trace-id", LINKED_TRACE.upper(), "--out", str(svg))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("EarlierSession", svg.read_text())

        result = self.draw("--span-name", "NoSuchRouter", "--out", str(svg))
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("NoSuchRouter", result.stderr)


if __name__ == "__main__":
    unittest.main()
