#!/usr/bin/env python3
"""Draws one trace of a spans file written by scripts/otlp-receiver.py as an SVG timeline.

    python3 scripts/draw-trace.py spans.jsonl --trace-id 5b8efff798038103d269b633813fc60c --out trace.svg
    python3 scripts/draw-trace.py spans.jsonl --span-name RootRouter --out trace.svg

--span-name picks the trace of the first span of that name in the file. One row per span, its
name indented by its depth under its parent (a span whose parent is not in the trace is a root),
its bar from start to end on a time axis in milliseconds shared by all, its duration beside its
name, its events as ticks on its bar, and a note under the bar for each link: "↗ linked to
<trace id's first 8 digits>/<the linked span's name, when the file has it>". Hovering a bar or
a tick shows its details. 1000 pixels wide; only the standard library.
"""

import argparse
import json
import math
import re
import sys
from collections import defaultdict
from xml.sax.saxutils import escape

WIDTH = 1000
LABELS = 330          # the left column: names and durations
AXIS_LEFT = LABELS + 10
AXIS_RIGHT = WIDTH - 20
TOP = 64              # below the title and the scale's labels
ROW = 24
NOTE = 14             # the height of one link's note
INDENT = 14
FONT = 'font-family="sans-serif" font-size="12"'


def load(path: str) -> list[dict]:
    """The file's spans, in the file's order, each span id once (an exporter may send again)."""
    spans, seen = [], set()
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                span = json.loads(line)
                if (span["trace_id"], span["span_id"]) not in seen:
                    seen.add((span["trace_id"], span["span_id"]))
                    spans.append(span)
    return spans


def rows(trace: list[dict]) -> list[tuple[int, dict]]:
    """(depth, span) in drawing order: each root by start time, its children under it."""
    ids = {span["span_id"] for span in trace}
    children = defaultdict(list)
    roots = []
    for span in sorted(trace, key=lambda span: span["start_ns"]):
        parent = span["parent_span_id"]
        (children[parent] if parent in ids else roots).append(span)
    ordered, placed = [], set()

    def place(span: dict, depth: int) -> None:
        if span["span_id"] in placed:
            return
        placed.add(span["span_id"])
        ordered.append((depth, span))
        for child in children[span["span_id"]]:
            place(child, depth + 1)

    for span in roots:
        place(span, 0)
    for span in trace:  # spans in a parent cycle have no root: drawn as roots
        place(span, 0)
    return ordered


def tick_step(span_ms: float) -> float:
    """A round step (1, 2 or 5 times a power of ten): about four to eight ticks over the span."""
    raw = max(span_ms, 1e-6) / 8
    power = 10 ** math.floor(math.log10(raw))
    return next(step * power for step in (1, 2, 5, 10) if step * power >= raw)


def milliseconds(ms: float) -> str:
    return f"{ms:.{0 if ms >= 100 else 1 if ms >= 10 else 2 if ms >= 1 else 3}f} ms"


def text(value) -> str:
    """XML-escaped text, with the characters XML cannot hold dropped."""
    return escape(re.sub(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]", "", str(value)))


def shorten(value: str, pixels: float) -> str:
    """`value` cut to about `pixels` of 12-pixel sans-serif."""
    most = max(int(pixels / 6.5), 4)
    return value if len(value) <= most else value[:most - 1] + "…"


def draw(trace: list[dict], names: dict[tuple[str, str], str]) -> str:
    """The SVG of the trace; `names` gives linked spans' names by (trace id, span id)."""
    start = min(span["start_ns"] for span in trace)
    end = max(max(span["end_ns"], span["start_ns"]) for span in trace)
    scale = (AXIS_RIGHT - AXIS_LEFT) / max(end - start, 1)

    def x(ns: int) -> float:
        return AXIS_LEFT + (ns - start) * scale

    ordered = rows(trace)
    height = TOP + sum(ROW + NOTE * len(span["links"]) for _, span in ordered) + 30
    root_resource = ordered[0][1]["resource"]
    title = f"trace {trace[0]['trace_id']}"
    if "service.name" in root_resource:
        title += f" · {root_resource['service.name']}"
    title += f" · {len(trace)} spans · {milliseconds((end - start) / 1e6)}"
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
           f'viewBox="0 0 {WIDTH} {height}" {FONT}>',
           f'<rect width="{WIDTH}" height="{height}" fill="white"/>',
           f'<text x="10" y="20" font-size="14" font-weight="bold">{text(title)}</text>']

    step = tick_step((end - start) / 1e6)
    decimals = max(0, -math.floor(math.log10(step)))
    for index in range(int((end - start) / 1e6 / step) + 1):
        tick_x = x(start + index * step * 1e6)
        out.append(f'<line x1="{tick_x:.1f}" y1="{TOP - 14}" x2="{tick_x:.1f}" y2="{height - 24}" '
                   'stroke="#ddd"/>')
        out.append(f'<text x="{tick_x:.1f}" y="{TOP - 18}" text-anchor="middle" fill="#555">'
                   f'{index * step:.{decimals}f} ms</text>')

    y = TOP
    for depth, span in ordered:
        duration = milliseconds((span["end_ns"] - span["start_ns"]) / 1e6)
        label_x = 10 + depth * INDENT
        name = shorten(span["name"], LABELS - label_x - 70)
        out.append(f'<text x="{label_x}" y="{y + 16}">{text(name)} '
                   f'<tspan fill="#666">{text(duration)}</tspan></text>')
        bar_x, bar_end = x(span["start_ns"]), x(max(span["end_ns"], span["start_ns"]))
        colour = "#d9534f" if span["status"]["code"] == "STATUS_CODE_ERROR" else "#4a7fc1"
        details = [f"{span['name']} ({span['kind']}), {duration}"]
        details += [f"{key} = {value}" for key, value in span["attributes"].items()]
        if span["status"]["message"]:
            details.append(f"status: {span['status']['message']}")
        out.append(f'<rect x="{bar_x:.1f}" y="{y + 4}" width="{max(bar_end - bar_x, 1):.1f}" '
                   f'height="{ROW - 8}" rx="2" fill="{colour}">'
                   f'<title>{text(chr(10).join(details))}</title></rect>')
        for event in span["events"]:
            event_x = x(event["time_ns"])
            event_details = [f"{event['name']} at {milliseconds((event['time_ns'] - start) / 1e6)}"]
            event_details += [f"{key} = {value}" for key, value in event["attributes"].items()]
            out.append(f'<line x1="{event_x:.1f}" y1="{y + 1}" x2="{event_x:.1f}" y2="{y + ROW - 1}" '
                       f'stroke="#222" stroke-width="2"><title>{text(chr(10).join(event_details))}'
                       '</title></line>')
        y += ROW
        for link in span["links"]:
            linked = link["trace_id"][:8]
            if (link["trace_id"], link["span_id"]) in names:
                linked += "/" + names[(link["trace_id"], link["span_id"])]
            anchor = ("end", bar_end) if bar_x > (AXIS_LEFT + AXIS_RIGHT) / 2 else ("start", bar_x)
            out.append(f'<text x="{anchor[1]:.1f}" y="{y + 8}" text-anchor="{anchor[0]}" '
                       f'font-size="11" font-style="italic" fill="#555">'
                       f'{text("↗ linked to " + linked)}</text>')
            y += NOTE
    out.append(f'<text x="{AXIS_RIGHT}" y="{height - 8}" text-anchor="end" fill="#555">'
               'time since the trace\'s first span started</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("spans", help="a spans.jsonl written by scripts/otlp-receiver.py")
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--trace-id", help="the trace's id, in hex")
    which.add_argument("--span-name", help="draw the trace of the first span of this name")
    parser.add_argument("--out", required=True, help="the SVG file to write")
    args = parser.parse_args()

    spans = load(args.spans)
    trace_id = args.trace_id.lower() if args.trace_id else next(
        (span["trace_id"] for span in spans if span["name"] == args.span_name), None)
    trace = [span for span in spans if span["trace_id"] == trace_id]
    if not trace:
        wanted = f"trace {args.trace_id}" if args.trace_id else f"span named {args.span_name!r}"
        sys.exit(f"draw-trace: no {wanted} in {args.spans}")
    names = {(span["trace_id"], span["span_id"]): span["name"] for span in spans}
    with open(args.out, "w", encoding="utf-8") as out:
        out.write(draw(trace, names))


if __name__ == "__main__":
    main()
