"""Section 18: one record per square (issue 46). The C perft (tests/perft/perft.c,
bitboards_sliders.h with BB_FILL_SLIDER_TABLES) and the C++ perft (perft.cpp,
bitboards.hpp) by fancy magic and by overlapped black magic, their lookups
reading each square's record (bitboard_tables/sliders/records.py, the committed
headers) against the same headers with the lookups reading SPEC.md's parallel
tables (`parallel_variant`: each record lookup printed back from the model's
expression), built under PIE (the default of Debian's gcc and g++) and with
-fno-pie -no-pie.

The figure is callgrind's instruction count of the search (perft() alone, not
the fill or the start-up) on Kiwipete to depth 4, which load on a shared machine
does not change; the time of the whole run at depth 5 beside it, alternating.
Goal: under PIE the record at most 0.98 of the parallel tables' instructions."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Dict, List, Sequence

from bench.common import CALLGRIND_DEPTH, DEEP_PERFT_DEPTH, GENERATED, KIWIPETE, KIWIPETE_NODES, Row, deep_perft_times, median
from bitboard_tables.languages.c import CPrinter
from bitboard_tables.languages.cpp.printer import CppPrinter
from bitboard_tables.mapping import LERF
from bitboard_tables.sliders import techniques
from bitboard_tables.sliders.records import printed_through_record, record_of
from tests.drivers.c.build import build_perft_c
from tests.drivers.cpp.build import build_perft_cpp

KEY = "layout"
REPEATS = (5, 3)  # (full run, --quick)
SECTION = "18. one record per square (C and C++ perft, magic and black magic)"
RECORD_GOAL = 0.98  # under PIE, the record at most 0.98 of the parallel tables' instructions
PIE = {"PIE": (), "no PIE": ("-fno-pie", "-no-pie")}
TECHNIQUES = {"magic": "fancy magic", "black": "black magic"}
HEADERS = {"C": ("bitboards.h", "bitboards_sliders.h"), "C++": ("bitboards.hpp",)}


def parallel_variant(text: str, printer) -> str:
    """Returns a header's `text` with every lookup that reads a record (printed by
    `printer`, C's or C++'s) reading the parallel tables instead, as before the
    records: each record expression replaced by the model's own, exactly once."""
    for t in techniques(LERF):
        for (piece, kind), expr in t.lookups.items():
            record = record_of(t, piece)
            if record is None:
                continue
            through = printed_through_record(expr, record, printer)
            if text.count(f"return {through};") != 1:
                raise RuntimeError(f"{t.name} {piece} {kind}: the record lookup is not in the header once")
            text = text.replace(f"return {through};", f"return {printer.bare(expr)};")
    return text


def _build(language: str, include: Path, exe: Path, technique: str, flags: Sequence[str]) -> Path:
    if language == "C":
        define = f"-DBB_SLIDERS=BB_SLIDERS_{technique.upper()}"
        return build_perft_c(include, exe, define, "-DBB_FILL_SLIDER_TABLES", *flags)
    return build_perft_cpp(include, exe, "g++", f"-DPERFT_SLIDERS={technique}", *flags)


def instructions(exe: Path) -> int:
    """Returns callgrind's instructions of perft() in `exe` on Kiwipete to depth 4."""
    proc = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", "--collect-atstart=no", "--toggle-collect=perft*",
         str(exe), KIWIPETE, str(CALLGRIND_DEPTH)],
        capture_output=True, text=True,
    )  # fmt: skip
    if proc.returncode != 0 or int(proc.stdout.split()[-1]) != KIWIPETE_NODES[CALLGRIND_DEPTH]:
        raise RuntimeError(f"{exe.name}: {proc.stdout.strip()} nodes at depth {CALLGRIND_DEPTH}: {proc.stderr.strip()[-300:]}")
    refs = [line for line in proc.stderr.splitlines() if "refs:" in line]
    return int(refs[0].split()[-1].replace(",", ""))


def measure(repeats: int) -> List[Row]:
    if shutil.which("valgrind") is None:
        return [Row(SECTION, "record against parallel tables", 0, "", note="not available")]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        includes = {"record": GENERATED, "parallel": work / "parallel"}
        includes["parallel"].mkdir()
        for language, files in HEADERS.items():
            printer = CPrinter("BB_", "bb_") if language == "C" else CppPrinter()
            for name in files:
                text = (GENERATED / name).read_text()
                (includes["parallel"] / name).write_text(parallel_variant(text, printer) if name != "bitboards.h" else text)
        for language in HEADERS:
            for technique, title in TECHNIQUES.items():
                for pie, flags in PIE.items():
                    exes: Dict[str, Path] = {
                        layout: _build(language, include, work / f"{language}-{technique}-{pie}-{layout}".replace(" ", "-").replace("+", "p"), technique, flags)
                        for layout, include in includes.items()
                    }
                    counts = {layout: instructions(exe) for layout, exe in exes.items()}
                    times = deep_perft_times(exes, repeats)
                    name = f"{language} perft, {title}, {pie}"
                    rows.append(
                        Row(SECTION, f"{name}: record, instructions (depth {CALLGRIND_DEPTH})", counts["record"], "instructions",
                            "parallel tables", counts["parallel"], goal=RECORD_GOAL if pie == "PIE" else None)
                    )  # fmt: skip
                    rows.append(
                        Row(SECTION, f"{name}: record, time (depth {DEEP_PERFT_DEPTH})", median(times["record"]), "s",
                            "parallel tables", median(times["parallel"]))
                    )  # fmt: skip
    return rows
