"""Section 2: the import of generated/bitboards.py in a fresh interpreter, its
bytecode cached and compiled from source, and the import followed by the fill of
the slider techniques' packed tables (their first use), against `import chess`."""

from __future__ import annotations

import shutil
from typing import Dict, List, Tuple

from bench.common import BUILD, PY, Row, base_env, median, run

KEY = "import"
REPEATS = (21, 5)  # (full run, --quick)
IMPORT_GOAL = 0.2  # generated/bitboards.py imports in at most a fifth of `import chess`

IMPORT_CODE = (
    "import time\n"
    "c, w = time.process_time_ns(), time.perf_counter_ns()\n"
    "import {module}\n"
    "print(time.process_time_ns() - c, time.perf_counter_ns() - w)\n"
)


# the import, then the first use of the slider techniques' packed tables: their fill
FILL_CODE = (
    "import time\n"
    "c, w = time.process_time_ns(), time.perf_counter_ns()\n"
    "import generated.bitboards as bb\n"
    "bb.fill_slider_tables()\n"
    "print(time.process_time_ns() - c, time.perf_counter_ns() - w)\n"
)


def time_import(module: str, env: Dict[str, str], code: str = IMPORT_CODE) -> Tuple[float, float]:
    out, _, _ = run([PY, "-c", code.format(module=module)], env=env)
    cpu, wall = out.split()
    return int(cpu) / 1e9, int(wall) / 1e9


def measure(repeats: int) -> List[Row]:
    cached_dir = BUILD / "pycache"
    empty_dir = BUILD / "pycache-empty"
    shutil.rmtree(empty_dir, ignore_errors=True)
    empty_dir.mkdir(parents=True)
    cached = dict(base_env(), PYTHONPYCACHEPREFIX=str(cached_dir))
    source = dict(base_env(), PYTHONPYCACHEPREFIX=str(empty_dir), PYTHONDONTWRITEBYTECODE="1")
    for module in ("generated.bitboards", "chess"):  # fill the cache
        time_import(module, cached)
    ours_cached, ours_source, chess_cached, chess_source, filled = [], [], [], [], []
    for _ in range(repeats):
        ours_cached.append(time_import("generated.bitboards", cached)[0])
        filled.append(time_import("generated.bitboards", cached, FILL_CODE)[0])
        chess_cached.append(time_import("chess", cached)[0])
        ours_source.append(time_import("generated.bitboards", source)[0])
        chess_source.append(time_import("chess", source)[0])
    if any(empty_dir.iterdir()):
        raise RuntimeError(f"{empty_dir} was written: the from-source imports read a cache")
    section = "2. Python import"
    return [
        Row(
            section,
            "generated.bitboards, bytecode cached",
            median(ours_cached),
            "s",
            "import chess, cached",
            median(chess_cached),
            IMPORT_GOAL,
        ),
        Row(
            section,
            "generated.bitboards and fill_slider_tables(), cached",
            median(filled),
            "s",
            "import chess, cached",
            median(chess_cached),
        ),
        Row(
            section,
            "generated.bitboards, from source",
            median(ours_source),
            "s",
            "import chess, cached",
            median(chess_cached),
        ),
        Row(
            section,
            "  (python-chess from source)",
            median(chess_source),
            "s",
            "import chess, cached",
            median(chess_cached),
        ),
    ]

