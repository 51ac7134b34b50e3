#!/usr/bin/env python3
"""An OpenTelemetry trace receiver (OTLP/HTTP) on loopback, for tests: what an exporter sends,
written down one span per line.

    python3 scripts/otlp-receiver.py --port 0 --out spans.jsonl
    python3 scripts/otlp-receiver.py --port 4318 --out spans.jsonl --max-body 1048576
    python3 scripts/otlp-receiver.py --port 0 --out spans.jsonl --stall

It listens on 127.0.0.1 (port 0: any free port), prints one line `listening on
http://127.0.0.1:PORT` and serves until SIGTERM or SIGINT, then exits 0.

`POST /v1/traces` takes an ExportTraceServiceRequest as protobuf (`application/x-protobuf`) or
as OTLP/JSON (`application/json`, trace and span ids in hex), gzip'd or not, decoded with PyPI's
opentelemetry-proto, and answers 200 with an empty ExportTraceServiceResponse in the same
content type once the spans are written. A body that does not decode gets 400, one over
--max-body 413 (its size counted after gzip too), another content type or encoding 415, another
path 404, another method 405.

Each span becomes one JSON object on a line of --out, appended and flushed before the answer:
    {"trace_id": hex, "span_id": hex, "parent_span_id": hex or null, "name": str,
     "kind": "SPAN_KIND_SERVER", "start_ns": int, "end_ns": int,
     "status": {"code": "STATUS_CODE_OK", "message": str}, "attributes": {key: value},
     "events": [{"name", "time_ns", "attributes"}], "links": [{"trace_id", "span_id",
     "attributes"}], "resource": {key: value}, "scope": str}
Attribute values are strings, bools, ints, floats, lists (arrays), dicts (key-value lists),
hex strings (bytes) or null (no value).

With --stall it reads each request and never answers, holding the connection until it stops:
an exporter's view of a collector that hangs.
"""

import argparse
import base64
import http.server
import json
import signal
import threading
import zlib
from urllib.parse import urlsplit

from google.protobuf import json_format
from google.protobuf.message import DecodeError
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest, ExportTraceServiceResponse)
from opentelemetry.proto.trace.v1.trace_pb2 import Span, Status

PATH = "/v1/traces"
PROTOBUF = "application/x-protobuf"
JSON = "application/json"
CHUNK = 64 * 1024


class BadRequest(Exception):
    """A request answered with `status` and a one-line `message`, the connection then closed."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


# Decoding

def hex_ids_to_base64(request: dict) -> None:
    """OTLP/JSON writes trace and span ids in hex where protobuf's JSON mapping expects base64:
    rewrites them in place, so that json_format reads the bytes the sender meant."""
    def convert(holder: dict, key: str) -> None:
        value = holder.get(key)
        if value is None:
            return
        if not isinstance(value, str):
            raise BadRequest(400, f"{key} is not a hex string")
        try:
            holder[key] = base64.b64encode(bytes.fromhex(value)).decode()
        except ValueError:
            raise BadRequest(400, f"{key} {value[:40]!r} is not hex") from None

    def items(holder: dict, key: str) -> list:
        value = holder.get(key)
        return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []

    for resource_spans in items(request, "resourceSpans"):
        for scope_spans in items(resource_spans, "scopeSpans"):
            for span in items(scope_spans, "spans"):
                for key in ("traceId", "spanId", "parentSpanId"):
                    convert(span, key)
                for link in items(span, "links"):
                    convert(link, "traceId")
                    convert(link, "spanId")


def decode(body: bytes, content_type: str) -> ExportTraceServiceRequest:
    """The request in `body`, protobuf or OTLP/JSON; BadRequest(400) when it does not decode."""
    request = ExportTraceServiceRequest()
    try:
        if content_type == PROTOBUF:
            request.ParseFromString(body)
        else:
            document = json.loads(body)
            if not isinstance(document, dict):
                raise BadRequest(400, "the JSON body is not an object")
            hex_ids_to_base64(document)
            # OTLP/JSON receivers must ignore fields they do not know.
            json_format.ParseDict(document, request, ignore_unknown_fields=True)
    except (DecodeError, json_format.ParseError, ValueError, RecursionError) as error:
        raise BadRequest(400, f"not an ExportTraceServiceRequest: {str(error)[:200]}") from None
    return request


def enum_name(enum, value: int):
    """The enum value's name, or the number itself for a value this proto does not know."""
    try:
        return enum.Name(value)
    except ValueError:
        return value


def any_value(value):
    """An AnyValue as a Python value."""
    kind = value.WhichOneof("value")
    if kind == "array_value":
        return [any_value(item) for item in value.array_value.values]
    if kind == "kvlist_value":
        return attributes(value.kvlist_value.values)
    if kind == "bytes_value":
        return value.bytes_value.hex()
    return getattr(value, kind) if kind else None


def attributes(key_values) -> dict:
    """Repeated KeyValues as a dict."""
    return {item.key: any_value(item.value) for item in key_values}


def span_records(request: ExportTraceServiceRequest):
    """One dict per span of the request, in the request's order."""
    for resource_spans in request.resource_spans:
        resource = attributes(resource_spans.resource.attributes)
        for scope_spans in resource_spans.scope_spans:
            for span in scope_spans.spans:
                yield {
                    "trace_id": span.trace_id.hex(),
                    "span_id": span.span_id.hex(),
                    "parent_span_id": span.parent_span_id.hex() or None,
                    "name": span.name,
                    "kind": enum_name(Span.SpanKind, span.kind),
                    "start_ns": span.start_time_unix_nano,
                    "end_ns": span.end_time_unix_nano,
                    "status": {"code": enum_name(Status.StatusCode, span.status.code),
                               "message": span.status.message},
                    "attributes": attributes(span.attributes),
                    "events": [{"name": event.name, "time_ns": event.time_unix_nano,
                                "attributes": attributes(event.attributes)}
                               for event in span.events],
                    "links": [{"trace_id": link.trace_id.hex(), "span_id": link.span_id.hex(),
                               "attributes": attributes(link.attributes)}
                              for link in span.links],
                    "resource": resource,
                    "scope": scope_spans.scope.name,
                }


def gunzip(body: bytes, limit: int) -> bytes:
    """The gzip'd body unpacked, BadRequest(413) past `limit` bytes, (400) if it is not gzip."""
    unpacker = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        unpacked = unpacker.decompress(body, limit + 1)
        if len(unpacked) > limit:
            raise BadRequest(413, f"the unpacked body is over {limit} bytes")
        if not unpacker.eof:
            raise BadRequest(400, "the gzip'd body is truncated")
    except zlib.error as error:
        raise BadRequest(400, f"the body is not gzip: {error}") from None
    return unpacked


# Serving

class Receiver(http.server.ThreadingHTTPServer):
    """The server: where spans go, how much a body may weigh, whether it stalls."""
    daemon_threads = True

    def __init__(self, port: int, out, max_body: int, stall: bool):
        super().__init__(("127.0.0.1", port), Handler)
        self.out = out
        self.out_lock = threading.Lock()
        self.max_body = max_body
        self.stall = stall
        self.stopping = threading.Event()

    def write(self, request: ExportTraceServiceRequest) -> None:
        """Appends the request's spans to the output, one line each, and flushes."""
        lines = "".join(json.dumps(record) + "\n" for record in span_records(request))
        with self.out_lock:
            if self.stopping.is_set():
                raise BadRequest(503, "the receiver is stopping")
            self.out.write(lines)
            self.out.flush()


class Handler(http.server.BaseHTTPRequestHandler):
    """One connection: requests to /v1/traces, kept alive between them."""
    protocol_version = "HTTP/1.1"
    timeout = 60  # seconds a connection may sit idle or half-sent

    def do_POST(self):
        self.serve("POST")

    def do_GET(self):
        self.serve("GET")

    do_HEAD = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = do_GET

    def serve(self, method: str) -> None:
        server: Receiver = self.server
        if server.stall:
            self.stall()
            return
        try:
            # The body is read first, whatever the answer: a connection closed on unread bytes
            # is reset, and the client may lose the answer.
            body = self.read_body()
            if urlsplit(self.path).path != PATH:
                raise BadRequest(404, f"no such path; spans go to POST {PATH}")
            if method != "POST":
                raise BadRequest(405, f"{method} is not allowed; spans go to POST {PATH}")
            content_type = self.headers.get("Content-Type", "").split(";")[0].strip().lower()
            if content_type not in (PROTOBUF, JSON):
                raise BadRequest(415, f"Content-Type must be {PROTOBUF} or {JSON}")
            encoding = self.headers.get("Content-Encoding", "identity").strip().lower()
            if encoding not in ("identity", "gzip"):
                raise BadRequest(415, "Content-Encoding must be gzip or none")
            if encoding == "gzip":
                body = gunzip(body, server.max_body)
            server.write(decode(body, content_type))
        except BadRequest as error:
            self.answer(error.status, f"{error}\n".encode(), "text/plain; charset=utf-8",
                        close=True)
            return
        response = ExportTraceServiceResponse()
        if content_type == PROTOBUF:
            self.answer(200, response.SerializeToString(), PROTOBUF)
        else:
            self.answer(200, json_format.MessageToJson(response).encode(), JSON)

    def stall(self) -> None:
        """Reads the request and holds the connection, unanswered, until the receiver stops."""
        try:
            self.read_body()
        except BadRequest:
            pass
        self.server.stopping.wait()
        self.close_connection = True

    def read_body(self) -> bytes:
        """The request's body, by Content-Length or chunked. Past --max-body, BadRequest(413)
        once the rest is read and dropped, so that the client reads the answer."""
        limit = self.server.max_body
        if self.headers.get("Transfer-Encoding", "").strip().lower() == "chunked":
            return self.read_chunked(limit)
        try:
            length = int(self.headers.get("Content-Length", "0"))
        except ValueError:
            raise BadRequest(400, "Content-Length is not a number") from None
        if length < 0:
            raise BadRequest(400, "Content-Length is negative")
        if length > limit:
            self.drop(length)
            raise BadRequest(413, f"the body is over {limit} bytes")
        body = self.rfile.read(length)
        if len(body) < length:
            raise BadRequest(400, "the body is shorter than its Content-Length")
        return body

    def read_chunked(self, limit: int) -> bytes:
        """A chunked body; past `limit` bytes its chunks are dropped, then BadRequest(413)."""
        body = bytearray()
        over = False
        while True:
            line = self.rfile.readline(1024)
            try:
                size = int(line.split(b";")[0], 16)
            except ValueError:
                raise BadRequest(400, "a chunk's size is not hex") from None
            if size == 0:
                while self.rfile.readline(1024).strip():  # trailer fields, up to the empty line
                    pass
                break
            over = over or len(body) + size > limit
            if over:
                self.drop(size)
            else:
                chunk = self.rfile.read(size)
                if len(chunk) < size:
                    raise BadRequest(400, "the chunked body is truncated")
                body += chunk
            self.rfile.readline(1024)
        if over:
            raise BadRequest(413, f"the body is over {limit} bytes")
        return bytes(body)

    def drop(self, length: int) -> None:
        """Reads `length` bytes of the body, or up to its end, keeping none."""
        while length > 0:
            dropped = len(self.rfile.read(min(length, CHUNK)))
            if dropped == 0:
                return
            length -= dropped

    def answer(self, status: int, body: bytes, content_type: str, close: bool = False) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        if status == 405:
            self.send_header("Allow", "POST")
        if close:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def log_message(self, format, *args):
        """Quiet: the spans file says what arrived."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=4318, help="0 for any free port")
    parser.add_argument("--out", required=True, help="the file spans are appended to")
    parser.add_argument("--max-body", type=int, default=8 * 1024 * 1024,
                        help="the largest body accepted, in bytes, before and after gzip")
    parser.add_argument("--stall", action="store_true",
                        help="read requests, never answer them")
    args = parser.parse_args()

    # SIGTERM and SIGINT are taken by sigwait below: blocked first, in every thread started.
    signals = {signal.SIGTERM, signal.SIGINT}
    signal.pthread_sigmask(signal.SIG_BLOCK, signals)
    with open(args.out, "a", encoding="utf-8") as out:
        server = Receiver(args.port, out, args.max_body, args.stall)
        serving = threading.Thread(target=server.serve_forever, name="serve")
        serving.start()
        print(f"listening on http://127.0.0.1:{server.server_address[1]}", flush=True)
        signal.sigwait(signals)
        server.shutdown()
        with server.out_lock:  # no span is written once the file may close
            server.stopping.set()
        serving.join()
        server.server_close()


if __name__ == "__main__":
    main()
