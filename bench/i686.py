"""Section 20: C perft on i686 by technique (issue 48). tests/perft/perft.c with
bitboards_sliders.h, each technique of the model that an i686 build carries (no
PEXT, no AVX2: x86-64's) chosen by BB_SLIDERS, built by Debian's
i686-linux-gnu-gcc (-static: the x86-64 kernel runs it natively, no loader) and
the same program by the host's cc for x86-64, in the same run.

The figures: callgrind's instructions of the whole run on Kiwipete to depth 4,
which load on a shared machine does not change, and the CPU time at depth 5, the
builds alternating. Goal: the best technique on i686 at least 1.1x fancy
magic's speed (its time at most 1/1.1 of magic's)."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Dict, List

from bench.common import CALLGRIND_DEPTH, DEEP_PERFT_DEPTH, GENERATED, Row, callgrind_instructions, deep_perft_times, median
from bitboard_tables.mapping import LERF
from bitboard_tables.sliders import techniques
from tests.drivers.c.build import build_perft_c

KEY = "i686"
REPEATS = (5, 3)  # (full run, --quick)
SECTION = "20. C perft on i686 by technique, against fancy magic (i686-linux-gnu-gcc -O2 -static)"
GOAL = 1 / 1.1  # the best technique's time at most this fraction of fancy magic's
COMPILERS = {"i686": ("i686-linux-gnu-gcc", ("-static",)), "x86-64": ("cc", ())}


def carried() -> List[str]:
    """The techniques an i686 build of the C header carries: every one needing no
    BMI2 and no AVX2 (the vector hyperbolas take their scalar path there)."""
    return [t.name for t in techniques(LERF) if not t.needs & {"bmi2", "avx2", "sse2"}]


def measure(repeats: int) -> List[Row]:
    if shutil.which(COMPILERS["i686"][0]) is None:
        return [Row(SECTION, "perft by technique", 0, "", note="not available: no i686-linux-gnu-gcc")]
    rows: List[Row] = []
    with tempfile.TemporaryDirectory() as tmp:
        exes: Dict[tuple, Path] = {}
        for target, (compiler, flags) in COMPILERS.items():
            for t in carried():
                exe = Path(tmp) / f"perft-{target}-{t}"
                exes[(target, t)] = build_perft_c(GENERATED, exe, f"-DBB_SLIDERS=BB_SLIDERS_{t.upper()}", *flags, compiler=compiler)
        counts = {key: callgrind_instructions(str(exe)) for key, exe in exes.items()}
        times = deep_perft_times(exes, repeats)
    for target in COMPILERS:
        magic = median(times[(target, "magic")])
        best = min((t for t in carried() if t != "magic"), key=lambda t: median(times[(target, t)]))
        for t in carried():
            if t == "magic":
                continue
            goal = GOAL if target == "i686" and t == best else None
            rows.append(Row(SECTION, f"{target}: {t}, time (depth {DEEP_PERFT_DEPTH})", median(times[(target, t)]), "s", "fancy magic", magic, goal=goal))
            if counts[(target, t)] is not None:
                rows.append(
                    Row(SECTION, f"{target}: {t}, instructions (depth {CALLGRIND_DEPTH})", counts[(target, t)], "instructions",
                        "fancy magic", counts[(target, "magic")])
                )  # fmt: skip
    return rows
