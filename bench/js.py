"""Section 11: the JavaScript module. Its perft (tests/perft/perft.mjs: bitboards
as 32-bit halves, the representation bitboards.mjs chose) on Kiwipete at depth 5
against the C perft in the same run, with the goal of at least 0.05 of C's
nodes/s; the representation not chosen, every bitboard a bigint over the same
BigUint64Array tables (bench/js/perft_bigint.mjs), at depth 4 beside both; the
CPU time of importing bitboards.mjs in a fresh Node against importing chess.js
and chessops (pinned by bench/js/package-lock.json, installed by `npm ci` here
when missing); and the gzipped size of bitboards.mjs, what a web page pays,
against chess.js's module."""

from __future__ import annotations

import gzip
import subprocess
from typing import List

from bench.common import BUILD, DEEP_PERFT_DEPTH, KIWIPETE, ROOT, Row, median, run
from tests.conftest import GENERATED
from tests.drivers.c import DRIVER as C_DRIVER
from tests.drivers.js import build_perft
from tests.harness.jsbuild import NODE

KEY = "js"
REPEATS = (5, 2)  # (full run, --quick)
HERE = ROOT / "bench" / "js"
BASELINES = ("chess.js", "chessops")
CHESS_JS_MODULE = HERE / "node_modules" / "chess.js" / "dist" / "esm" / "chess.js"
# the goal: at least 0.05 of C's nodes/s, that is at most 20 times C's CPU time
PERFT_GOAL = 20.0


def _installed() -> bool:
    """Installs the baselines of bench/js/package-lock.json with `npm ci` when they are
    missing; returns whether they are there."""
    if all((HERE / "node_modules" / name).is_dir() for name in BASELINES):
        return True
    proc = subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=HERE, capture_output=True, text=True)
    return proc.returncode == 0


def _perft_beside(commands: dict, depth: int, repeats: int) -> dict:
    """Returns {name: median CPU seconds} of each perft command on Kiwipete at
    `depth`, run alternately; raises RuntimeError when their counts differ."""
    times = {name: [] for name in commands}
    counts = set()
    for _ in range(repeats):
        for name, command in commands.items():
            out, cpu, _ = run([*command, KIWIPETE, str(depth)])
            counts.add(int(out.split()[-1]))
            times[name].append(cpu)
    if len(counts) != 1:
        raise RuntimeError(f"the perfts count {sorted(counts)} nodes at depth {depth}")
    return {name: median(t) for name, t in times.items()} | {"nodes": counts.pop()}


def _import_time(specifier: str, repeats: int) -> float:
    """Returns the median CPU seconds of importing `specifier` in a fresh Node."""
    return median([float(run([NODE.path, str(HERE / "import_time.mjs"), specifier])[0].split()[0]) for _ in range(repeats)])


def measure(repeats: int) -> List[Row]:
    section = "12. JavaScript module"
    if NODE.path is None:
        return [Row(section, "not available", 0.0, "s", note="no node (Debian's nodejs)")]
    js = build_perft(GENERATED, BUILD / "perft-js")
    c = C_DRIVER.build_perft(GENERATED, BUILD / "perft")
    bigint = [NODE.path, str(HERE / "perft_bigint.mjs"), str(GENERATED)]
    rows = []
    deep = _perft_beside({"js": js, "c": c}, DEEP_PERFT_DEPTH, max(repeats, 3))
    nodes = deep["nodes"]
    rows.append(Row(section, f"perft, halves (chosen), Kiwipete depth {DEEP_PERFT_DEPTH}, CPU", deep["js"], "s", "C perft, same depth", deep["c"],
                    goal=PERFT_GOAL, note=f"{nodes} nodes; goal: at least 0.05 of C's nodes/s"))
    rows.append(Row(section, f"perft, halves (chosen), depth {DEEP_PERFT_DEPTH}", nodes / deep["js"], "nodes/s", "C perft, same depth", nodes / deep["c"]))
    shallow = _perft_beside({"bigint": bigint, "js": js, "c": c}, DEEP_PERFT_DEPTH - 1, max(repeats, 3))
    nodes = shallow["nodes"]
    rows.append(Row(section, f"perft, bigint (not chosen), depth {DEEP_PERFT_DEPTH - 1}", nodes / shallow["bigint"], "nodes/s", "C perft, same depth", nodes / shallow["c"]))
    rows.append(Row(section, f"perft, bigint (not chosen), depth {DEEP_PERFT_DEPTH - 1}", nodes / shallow["bigint"], "nodes/s", "halves (chosen), same depth", nodes / shallow["js"]))
    module = (GENERATED / "bitboards.mjs").as_uri()
    mine = _import_time(module, repeats)
    if _installed():
        for name in BASELINES:
            rows.append(Row(section, "import bitboards.mjs, fresh Node, CPU", mine, "s", f"import {name}", _import_time(name, repeats)))
        chess_js = CHESS_JS_MODULE.read_bytes()
        chess_js_size = len(gzip.compress(chess_js, 9))
    else:
        rows.append(Row(section, "import bitboards.mjs, fresh Node, CPU", mine, "s", note="chess.js and chessops not installed (npm ci)"))
        chess_js_size = None
    size = len(gzip.compress((GENERATED / "bitboards.mjs").read_bytes(), 9))
    rows.append(Row(section, "bitboards.mjs, gzip -9", size, "bytes", "chess.js's ESM module, gzip -9" if chess_js_size else "", chess_js_size,
                    note=f"{(GENERATED / 'bitboards.mjs').stat().st_size} bytes before gzip"))
    return rows
