"""Section 11: the JavaScript module. Its perft (tests/perft/perft.mjs: bitboards
as 32-bit halves, the representation bitboards.mjs chose) on Kiwipete at depth 5
against the C perft in the same run, with the goal of at least 0.05 of C's
nodes/s; the representation not chosen, every bitboard a bigint over the same
BigUint64Array tables (bench/js/perft_bigint.mjs), at depth 4 beside both; the
CPU time of importing bitboards.mjs in a fresh Node against importing chess.js
and chessops (pinned by bench/js/package-lock.json, installed by `npm ci` here
when missing); and the gzipped size of bitboards.mjs, what a web page pays,
against chess.js's module.

The slider techniques of bitboards.mjs: perft.mjs on Kiwipete to depth 5 with
fancy magic, overlapped black magic, hyperbola and Kogge-Stone as its sliders and
pins (tests/drivers/js/build.py's sliders.mjs) against its kindergarten build (the
module's own rookAttacks ... and pinned), CPU time, run in turn, the median taken
(goal for the fastest, fancy magic: at least 1.0x the nodes/s); the fastest rook,
bishop and queen lookups of the module against chessops' attacks on the same
random boards (bench/js/lookups.mjs, the best of many rounds; goal: at most 1.0x
its time); the import with every slider table (goal: at most 10 ms of CPU); the
first call of a technique that fills its tables (bench/js/fill_time.mjs); and the
source the sliders add, against the module without them. Nothing is compiled:
Node parses the module at import, which the import time holds."""

from __future__ import annotations

import gzip
import subprocess
from typing import List

from bench.common import BUILD, DEEP_PERFT_DEPTH, KIWIPETE, ROOT, Row, median, raced_techniques, render_variant, run
from bitboard_tables.languages.js import CAPABILITIES as JS_CAPABILITIES
from bitboard_tables.mapping import LERF
from tests.conftest import GENERATED
from tests.drivers.c import DRIVER as C_DRIVER
from tests.drivers.js import build_perft
from tests.drivers.js.build import NODE, build_js_perft

KEY = "js"
REPEATS = (5, 2)  # (full run, --quick)
HERE = ROOT / "bench" / "js"
BASELINES = ("chess.js", "chessops")
CHESS_JS_MODULE = HERE / "node_modules" / "chess.js" / "dist" / "esm" / "chess.js"
# the goal: at least 0.05 of C's nodes/s, that is at most 20 times C's CPU time
PERFT_GOAL = 20.0
SLIDER_TECHNIQUES = raced_techniques(JS_CAPABILITIES.carried(LERF))
SLIDER_PERFT_GOAL = 1.0  # of kindergarten's CPU time: at least its nodes/s
LOOKUP_GOAL = 1.0  # of chessops' time
IMPORT_GOAL_MS = 10.0
FILLED = (("magic", "rookAttacksMagic"), ("black", "rookAttacksBlack"))


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
    rows.append(Row(section, "import bitboards.mjs with every slider table, fresh Node, CPU", mine * 1000, "ms", limit=IMPORT_GOAL_MS,
                    note="goal: at most 10 ms; the magic and black tables are filled on first use"))  # fmt: skip
    return rows + slider_rows(section, repeats, module)


def slider_rows(section: str, repeats: int, module: str) -> List[Row]:
    """The rows of the slider techniques: perft by technique, lookups against
    chessops, the fills on first use, the source they add."""
    rows = []
    commands = {}
    for t in ("kindergarten", *(t for t, _ in SLIDER_TECHNIQUES)):
        commands[t] = [str(build_js_perft(NODE, GENERATED, BUILD / f"perft-js-{t}", t))]
    times = _perft_beside(commands, DEEP_PERFT_DEPTH, max(repeats, 3))
    base = times["kindergarten"]
    for t, label in SLIDER_TECHNIQUES:
        rows.append(Row(section, f"perft, Kiwipete depth {DEEP_PERFT_DEPTH}, {label} (sliders and pins), CPU", times[t], "s",
                        "kindergarten (the module's rookAttacks ... and pinned)", base, SLIDER_PERFT_GOAL if t == "magic" else None,
                        note=f"{times['nodes']} nodes; nodes/s {base / times[t]:.2f}x"))  # fmt: skip
    if _installed():
        techniques = ["kindergarten", *(t for t, _ in SLIDER_TECHNIQUES)]
        lines = [run([NODE.path, str(HERE / "lookups.mjs"), module, *techniques])[0] for _ in range(max(repeats // 2, 1))]
        best = {}
        for line in "".join(lines).split("\n"):
            if not line:
                continue
            _, technique, piece, ns = line.split()
            best[(technique, piece)] = min(best.get((technique, piece), float("inf")), float(ns))
        for piece in ("rook", "bishop", "queen"):
            fastest = min(techniques, key=lambda t: best[(t, piece)])
            others = ", ".join(f"{t} {best[(t, piece)]:.1f}" for t in techniques if t != fastest)
            rows.append(Row(section, f"{piece} lookup, fastest: {fastest} (halves), random boards", best[(fastest, piece)], "ns",
                            f"chessops' {piece}Attacks (hyperbola, SquareSet)", best[("chessops", piece)], LOOKUP_GOAL,
                            note=f"the others, ns: {others}"))  # fmt: skip
    for t, function in FILLED:
        runs = [run([NODE.path, str(HERE / "fill_time.mjs"), module, function])[0].split() for _ in range(max(repeats, 3))]
        rows.append(Row(section, f"first {function} call, fills the {t} tables, fresh Node", median([float(r[0]) for r in runs]), "ms",
                        "the second call", median([float(r[1]) for r in runs]), note="lazy: an import that never calls it pays none"))  # fmt: skip
    without = render_variant("js", sliders=False)
    alone = BUILD / "bitboards-without-sliders.mjs"
    alone.write_text(without)
    rows.append(Row(section, "import bitboards.mjs, fresh Node, CPU", _import_time(module, repeats) * 1000, "ms",
                    "the same without the sliders", _import_time(alone.as_uri(), repeats) * 1000))  # fmt: skip
    text = (GENERATED / "bitboards.mjs").read_text()
    rows.append(Row(section, "bitboards.mjs, source", len(text.encode()), "bytes", "the same without the sliders", len(without.encode()),
                    note=f"gzip -9: {len(gzip.compress(text.encode(), 9))} against {len(gzip.compress(without.encode(), 9))} bytes"))  # fmt: skip
    return rows
