#!/usr/bin/env python3
"""Turns a tmux capture with its escape sequences (`tmux capture-pane -p -e`) into an HTML page
that shows it as a light terminal (GNOME Terminal's palette) does: SGR colours (the 16 standard ones, 256 and RGB), bold, dim,
reverse video; the rest of the text as it is.

    python3 ansi_to_html.py capture.ansi > capture.html
"""
import html
import re
import sys

# xterm's standard 16 colours.
PALETTE = [
    "#000000", "#c01c28", "#26a269", "#a2734c", "#1c58d8", "#a347ba", "#2aa1b3", "#d0cfcc",
    "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff",
]
FOREGROUND = "#1e1e1e"
BACKGROUND = "#fbfbf8"
SGR = re.compile(r"\x1b\[([0-9;]*)m")


def colour_256(number):
    if number < 16:
        return PALETTE[number]
    if number < 232:
        number -= 16
        levels = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (levels[number // 36], levels[number // 6 % 6], levels[number % 6])
    grey = 8 + (number - 232) * 10
    return "#%02x%02x%02x" % (grey, grey, grey)


class Style:
    def __init__(self):
        self.reset()

    def reset(self):
        self.foreground = None
        self.background = None
        self.bold = self.dim = self.reverse = False

    def apply(self, parameters):
        codes = [int(code) if code else 0 for code in parameters.split(";")] if parameters else [0]
        index = 0
        while index < len(codes):
            code = codes[index]
            if code == 0:
                self.reset()
            elif code == 1:
                self.bold = True
            elif code == 2:
                self.dim = True
            elif code == 22:
                self.bold = self.dim = False
            elif code == 7:
                self.reverse = True
            elif code == 27:
                self.reverse = False
            elif 30 <= code <= 37:
                self.foreground = PALETTE[code - 30]
            elif 90 <= code <= 97:
                self.foreground = PALETTE[code - 90 + 8]
            elif code == 39:
                self.foreground = None
            elif 40 <= code <= 47:
                self.background = PALETTE[code - 40]
            elif 100 <= code <= 107:
                self.background = PALETTE[code - 100 + 8]
            elif code == 49:
                self.background = None
            elif code in (38, 48) and index + 1 < len(codes):
                if codes[index + 1] == 5 and index + 2 < len(codes):
                    value = colour_256(codes[index + 2])
                    index += 2
                elif codes[index + 1] == 2 and index + 4 < len(codes):
                    value = "#%02x%02x%02x" % tuple(codes[index + 2:index + 5])
                    index += 4
                else:
                    value = None
                if code == 38:
                    self.foreground = value
                else:
                    self.background = value
            index += 1

    def css(self):
        foreground = self.foreground or FOREGROUND
        background = self.background or BACKGROUND
        if self.reverse:
            foreground, background = background, foreground
        rules = [f"color:{foreground}"]
        if background != BACKGROUND:
            rules.append(f"background:{background}")
        if self.bold:
            rules.append("font-weight:bold")
        if self.dim:
            rules.append("opacity:0.6")
        return ";".join(rules)


def convert(text):
    style = Style()
    parts = []
    for line in text.rstrip("\n").split("\n"):
        position = 0
        for match in SGR.finditer(line):
            if match.start() > position:
                parts.append(f'<span style="{style.css()}">{html.escape(line[position:match.start()])}</span>')
            style.apply(match.group(1))
            position = match.end()
        if position < len(line):
            parts.append(f'<span style="{style.css()}">{html.escape(line[position:])}</span>')
        parts.append("\n")
    return (
        "<!doctype html><meta charset=utf-8><style>"
        f"body{{margin:0;background:{BACKGROUND}}}"
        f"pre{{margin:0;padding:12px;display:inline-block;background:{BACKGROUND};color:{FOREGROUND};"
        "font:15px/1.2 'DejaVu Sans Mono','Liberation Mono',monospace}"
        "</style><pre>" + "".join(parts) + "</pre>"
    )


if __name__ == "__main__":
    sys.stdout.write(convert(open(sys.argv[1], encoding="utf-8").read()))
