"""What the picture scripts share to drive real programs: a tmux pane of its own, a server
started on a free port, and waiting for what they show, never for time."""
import re
import subprocess
import threading
import time
import uuid

CHROMIUM = "/usr/bin/chromium"
PATIENCE = 60


def wait_until(description, condition):
    deadline = time.monotonic() + PATIENCE
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit(f"gave up waiting until {description}")
        time.sleep(0.1)


class Pane:
    """A tmux pane on a server of its own, its shell given `environment` (`NAME='value' …`)."""

    def __init__(self, columns, rows, environment=""):
        self.socket = f"screenshots-{uuid.uuid4()}"
        self.tmux("-f", "/dev/null", "new-session", "-d", "-s", "shot", "-x", str(columns), "-y", str(rows),
                  f"env PS1='$ ' TERM=xterm-256color {environment} sh")

    def tmux(self, *arguments):
        return subprocess.run(["tmux", "-L", self.socket, *arguments], check=True, capture_output=True,
                              text=True).stdout

    def type(self, text):
        self.tmux("send-keys", "-t", "shot", "-l", text)

    def press(self, *keys):
        self.tmux("send-keys", "-t", "shot", *keys)

    def wait_for(self, *texts):
        wait_until(f"the pane shows {texts}", lambda: all(text in self.tmux("capture-pane", "-p", "-t", "shot")
                                                            for text in texts))

    def capture(self):
        return self.tmux("capture-pane", "-p", "-e", "-t", "shot")

    def close(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


def start_server(command):
    """Starts the web server `command` (a list), which must print the loopback address it
    serves; returns the process and that address, such as `http://127.0.0.1:40123`."""
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    address = []
    served = threading.Event()

    def read():
        for line in server.stdout:
            match = re.search(r"(http://127\.0\.0\.1:\d+)/", line)
            if match and not address:
                address.append(match.group(1))
                served.set()

    threading.Thread(target=read, daemon=True).start()
    if not served.wait(PATIENCE):
        server.kill()
        raise SystemExit(f"{command[0]} never said where it listens")
    return server, address[0]
