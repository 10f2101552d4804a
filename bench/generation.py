"""Section 1: `make generate` and `make check` in wall time, with the generator's
cache warm and with nothing cached, against `generate --check` as it was before
black was kept off the data (`python -m bench.gen_split --before`); and the split
of one generation, nothing cached, between importing, computing, rendering and
black (`python -m bench.gen_split`)."""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path
from typing import Dict, List

from bench.common import Row, base_env, bench_module, median, run

KEY = "generation"
REPEATS = (5, 2)  # (full run, --quick)
GENERATE_LIMIT = 0.6  # seconds, wall: `make generate` and `make check` on a warm venv


def measure(repeats: int) -> List[Row]:
    make = shutil.which("make")
    section = "1. generation"
    if make is None:
        return [Row(section, "make generate", 0.0, "s", note="not available")]
    env = base_env()
    env.pop("BITBOARD_TABLES_CACHE_DIR", None)  # the user's cache, as `make` uses it
    run([make, "-s", "check"], env=env)  # the venv and the cache warm, generated/ up to date
    walls: Dict[str, List[float]] = {}
    cpus: Dict[str, List[float]] = {}
    phases: Dict[str, List[float]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-cache-") as empty_caches:
        for i in range(repeats):  # alternating, so that a change of load touches all alike
            cold = dict(env, BITBOARD_TABLES_CACHE_DIR=str(Path(empty_caches) / str(i)))
            for key, cmd, cmd_env in (
                ("generate", [make, "-s", "generate"], env),
                ("check", [make, "-s", "check"], env),
                ("check_cold", [make, "-s", "check"], cold),
                ("before", bench_module("gen_split", "--before"), env),
            ):
                _, c, w = run(cmd, env=cmd_env)
                walls.setdefault(key, []).append(w)
                cpus.setdefault(key, []).append(c)
            split, _, _ = run(bench_module("gen_split"))
            for phase, t in json.loads(split).items():
                phases.setdefault(phase, []).append(t["cpu"] / 1e9)
    wall = {key: median(ts) for key, ts in walls.items()}
    cpu = {key: median(ts) for key, ts in cpus.items()}
    before = "check as before (black on all)"
    rows = [
        Row(section, "make generate, wall", wall["generate"], "s", before, wall["before"], limit=GENERATE_LIMIT),
        Row(section, "make check, wall", wall["check"], "s", before, wall["before"], limit=GENERATE_LIMIT),
        Row(section, "make check, nothing cached: wall", wall["check_cold"], "s", before, wall["before"]),
        Row(section, "make check: CPU", cpu["check"], "s", before, cpu["before"]),
        Row(section, "make check, nothing cached: CPU", cpu["check_cold"], "s", before, cpu["before"]),
    ]
    split = {phase: median(ts) for phase, ts in phases.items()}
    total = sum(t for phase, t in split.items() if phase != "black_whole")
    rows.append(Row(section, "nothing cached, in process (CPU)", total, "s"))
    labels = {
        "imports": "  importing the generator",
        "computing": "  computing tables, fast paths",
        "rendering": "  rendering every template",
        "black_import": "  importing black",
    }
    for phase, label in labels.items():
        rows.append(Row(section, label, split[phase], "s", "in-process total", total))
    rows.append(Row(section, "  black, the code only", split["black_code"], "s", "black, whole module", split["black_whole"]))
    return rows
