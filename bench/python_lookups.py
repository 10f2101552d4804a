"""Section 3: the Python lookups against python-chess's attack tables, the cost of
the 64-bit masking against the same functions generated unmasked, the slider techniques and
the Python perft by each against kindergarten; measured in a fresh interpreter by
`python -m bench.py_lookups`."""

from __future__ import annotations

import json
from typing import List

from bench.common import BUILD, Row, bench_module, render_variant, run

KEY = "py_lookups"
REPEATS = (21, 5)  # (full run, --quick)
PY_LOOKUP_GOAL = 1.0  # no slower than python-chess


def measure(repeats: int) -> List[Row]:
    unmasked = BUILD / "bitboards_unmasked.py"  # the twin whose cut is timed: generated without it
    unmasked.parent.mkdir(parents=True, exist_ok=True)
    unmasked.write_text(render_variant("python", mask_to_64_bits=False))
    out, _, _ = run(bench_module("py_lookups", str(repeats), str(unmasked)))
    result = json.loads(out)
    section = "3. Python lookups"
    baseline = "python-chess tables"
    return [
        Row(section, r["name"], r["ours"], "ns", baseline, r["base"], PY_LOOKUP_GOAL, note=f"{result['calls']} calls")
        for r in result["rows"]
    ] + [
        Row(section, f"{r['name']}, 64-bit masked", r["ours"], "ns", "the same unmasked", r["base"])
        for r in result.get("masking", [])
    ] + [
        Row(section, r["name"], r["ours"], "ns", r.get("base_name", "the same by kindergarten"), r["base"])
        for r in result.get("techniques", [])
    ] + [
        Row(section, f"perft Kiwipete depth 4, sliders by {r['name']}", r["ours"], "s", "the same by kindergarten", r["base"])
        for r in result.get("perft", [])
    ]

