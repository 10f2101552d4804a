"""Section 11: the C# class under mono (the .NET SDK is not on the machine).

- Perft, Kiwipete depth 5, in one mono process after a warm-up (bench/CsharpBench.cs:
  the same perft counted once at depth 4 first, so that mono's JIT has compiled every
  method it runs; mono compiles each method once, at its first call, and never
  again), its CPU time against the C perft's (perft.c, `make perft`), counted
  beside it in the same run: the goal, C# at least 0.4 of C's nodes/s, is the C#
  time at most 2.5 times C's. (Section 5 races the launcher build/perft-cs, start-up
  and JIT included.)
- The type initialization of Bitboards: every table copied from the assembly's
  data, the first thing a fresh process does.
- The lookup of a [64][64] table laid out flat (ulong[], the class's layout),
  jagged (ulong[][]) and multi-dimensional (ulong[,]): the same values of BETWEEN
  over random square pairs.
- `mcs -optimize+ -target:library` of generated/Bitboards.cs alone against `cc -O2
  -c` of a file including the header; the size of the assembly, and of a program
  using one lookup against the same C program on bitboards.h (bench/one_lookup.py).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import List

from bench.common import BENCH, DEEP_PERFT_DEPTH, GENERATED, KIWIPETE, Row, c_compiler, median, run
from bench.one_lookup import C_ONE
from tests.harness.csbuild import PERFT_CS, PORTABLE, mono
from tests.harness.drivers import driver_of

KEY = "csharp"
REPEATS = (3, 1)  # (full run, --quick)
GOAL_TIME_RATIO = 2.5  # C# at least 0.4 of C's nodes/s: its time at most 2.5 times C's
LAYOUT_ROUNDS = 2000

CS_ONE = """using System;

static class One
{
    static void Main(string[] args)
    {
        ulong occ = args.Length > 1 ? Convert.ToUInt64(args[0], 16) : 0;
        int sq = args.Length > 1 ? int.Parse(args[1]) & 63 : 0;
        Console.WriteLine(Bitboards.RookAttacks(occ, sq).ToString("x"));
    }
}
"""


def measure(repeats: int) -> List[Row]:
    section = "11. C# class (mono)"
    try:
        PORTABLE.require()
    except BaseException:  # pytest's skip: mono is not installed
        return [Row(section, "not available", 0.0, "s", note="no mono (mono-mcs, mono-runtime)")]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        module = GENERATED / "Bitboards.cs"
        bench = PORTABLE.compile([BENCH / "CsharpBench.cs", PERFT_CS, module], work / "bench.exe", "-main:CsharpBench")
        c_perft = driver_of("c").build_perft(GENERATED, work / "perft-c")  # as `make perft` builds it

        # perft, warmed up, beside C's
        cs_times, c_times, counts = [], [], set()
        for _ in range(max(repeats, 3)):
            out = run([mono(), str(bench), "perft", KIWIPETE, str(DEEP_PERFT_DEPTH)])[0].split()
            counts.add(int(out[0]))
            cs_times.append(float(out[1]))
            out, cpu, _ = run([*c_perft, KIWIPETE, str(DEEP_PERFT_DEPTH)])
            counts.add(int(out.split()[-1]))
            c_times.append(cpu)
        if len(counts) != 1:
            raise RuntimeError(f"the C# and C perfts count {sorted(counts)} nodes")
        nodes = counts.pop()
        cs, c = median(cs_times), median(c_times)
        rows.append(Row(section, f"perft Kiwipete depth {DEEP_PERFT_DEPTH}, warmed up, CPU ({nodes / cs / 1e6:.1f} M nodes/s)", cs, "s",
                        f"C perft ({nodes / c / 1e6:.1f} M nodes/s)", c, goal=GOAL_TIME_RATIO, note=f"{nodes} nodes; C# nodes/s = {c / cs:.2f} of C's"))

        # type initialization
        inits = [float(run([mono(), str(bench), "init"])[0].split()[0]) for _ in range(max(repeats, 5))]
        rows.append(Row(section, "type initializer of Bitboards (every table), a fresh process", median(inits), "s"))

        # table layouts
        layouts = [list(map(float, run([mono(), str(bench), "layout", str(LAYOUT_ROUNDS)])[0].split()[:3])) for _ in range(repeats)]
        flat, jagged, multi = (median([l[k] for l in layouts]) for k in range(3))
        rows.append(Row(section, "BETWEEN lookup, flat ulong[] (the class's)", flat, "ns"))
        rows.append(Row(section, "BETWEEN lookup, jagged ulong[][]", jagged, "ns", "flat ulong[]", flat))
        rows.append(Row(section, "BETWEEN lookup, multi-dimensional ulong[,]", multi, "ns", "flat ulong[]", flat))

        # compile time and sizes
        (work / "header.c").write_text('#include "bitboards.h"\nint bb_bench_unit;\n')
        c_compile = [c_compiler(), "-O2", "-std=c99", "-I" + str(GENERATED), "-c", str(work / "header.c"), "-o", str(work / "header.o")]
        cs_compile = [PORTABLE.require(), "-optimize+", "-target:library", f"-out:{work / 'Bitboards.dll'}", str(module)]
        compile_times, c_compile_times = [], []
        for _ in range(max(repeats, 3)):
            compile_times.append(run(cs_compile)[2])
            c_compile_times.append(run(c_compile)[2])
        rows.append(Row(section, "mcs -optimize+ -target:library, Bitboards.cs alone, wall", median(compile_times), "s",
                        "cc -O2 -c, bitboards.h, wall", median(c_compile_times)))
        (work / "One.cs").write_text(CS_ONE)
        one = PORTABLE.compile([work / "One.cs", module], work / "one.exe")
        (work / "one.c").write_text(C_ONE)
        run([c_compiler(), "-O2", "-s", "-I" + str(GENERATED), str(work / "one.c"), "-o", str(work / "one-c")])
        rows.append(Row(section, "Bitboards.dll (every table and function)", (work / "Bitboards.dll").stat().st_size, "bytes"))
        rows.append(Row(section, "program using RookAttacks (.exe, the runtime apart)", one.stat().st_size, "bytes",
                        "the same C program, stripped", (work / "one-c").stat().st_size))
    return rows
