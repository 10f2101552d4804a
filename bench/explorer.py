"""Section 14: the explorer (bitboard_tables/explorer/). The time from navigation
start to the page being interactive (its first board drawn, the module imported
and its declarations read: the page's own `explorer-interactive` mark), in
chromium's performance timings, each load in a fresh browser context (an empty
cache), against the goal of 300 ms: served by `bitboard-tables explore` in LERF
and in BEFR (the module rendered in memory), and as a static copy, against a
bare page that only imports bitboards.mjs from the same static server."""

from __future__ import annotations

import http.server
import subprocess
import sys
import threading
from functools import partial
from typing import List

from bench.common import ROOT, Row, base_env, median
from tests.harness.browser import CHROMIUM, PLAYWRIGHT, Browser

KEY = "explorer"
REPEATS = (15, 5)  # (full run, --quick): page loads of each measure
GOAL = 0.300  # seconds from navigation start to interactive


def _static_server() -> http.server.ThreadingHTTPServer:
    """Returns a server of the repository's root on 127.0.0.1, serving in a thread."""
    handler = partial(http.server.SimpleHTTPRequestHandler, directory=str(ROOT))
    handler.log_message = lambda *args: None
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


def _interactive(browser: Browser, url: str, repeats: int) -> float:
    """Returns the median seconds from navigation start to the page's mark, over fresh loads of `url`."""
    browser.ask("timings", url=url, times=1)  # the server's first answer (a module rendered) is not the page's
    return median([t["interactive"] / 1e3 for t in browser.ask("timings", url=url, times=repeats)])


def measure(repeats: int) -> List[Row]:
    section = "14. Explorer"
    if CHROMIUM is None or not PLAYWRIGHT.is_dir():
        return [Row(section, "not available", 0.0, "s", note="no chromium (Debian's) or playwright-core (make bench: npm ci)")]
    explore = subprocess.Popen(
        [sys.executable, "-m", "bitboard_tables", "explore", "--port", "0"],
        cwd=ROOT, env=base_env(), stdout=subprocess.PIPE, text=True,
    )
    static = _static_server()
    browser = Browser()
    try:
        served = explore.stdout.readline().strip()
        root = f"http://127.0.0.1:{static.server_address[1]}/"
        bare = _interactive(browser, root + "bench/explorer/bare.html", repeats)
        baseline = "a bare page importing bitboards.mjs"
        note = "wall, navigation start to the first board drawn; fresh context each load"
        rows = [
            Row(section, "interactive, explore, LERF", _interactive(browser, served + "?table=BEHIND&args=d4,g7", repeats), "s",
                baseline, bare, note=note, limit=GOAL),
            Row(section, "interactive, explore, BEFR", _interactive(browser, served + "?function=rook_attacks&occ=d6,f4&sq=d4&mapping=BEFR", repeats), "s",
                baseline, bare, note=note, limit=GOAL),
            Row(section, "interactive, static copy, LERF", _interactive(browser, root + "bitboard_tables/explorer/?table=BEHIND&args=d4,g7", repeats), "s",
                baseline, bare, note=note, limit=GOAL),
        ]
    finally:
        browser.close()
        static.shutdown()
        static.server_close()
        explore.terminate()
        explore.wait()
    return rows
