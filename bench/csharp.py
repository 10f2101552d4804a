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

The slider techniques (issue 30): the same warmed-up perft with each technique as
its sliders and pins (tests/drivers/csharp/build.py's PerftSliders shim) against its
kindergarten build (the class's own RookAttacks ... and Pinned), in one run, the
builds in turn, the least CPU time of each (goal, for the fastest: 1.1x the
nodes/s); the type initializer of each nested class of packed tables in a fresh
process (the fill, JIT included; goal: every table within 10 ms); `mcs` of a
program using RookAttacksMagic on the class against the same program using
RookAttacks on the class without the sliders (generated with Selection.sliders False; goal:
at most 2x); and the size of the class against the class without the sliders.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import List

from bench.common import BENCH, DEEP_PERFT_DEPTH, GENERATED, KIWIPETE, MAGIC_PERFT_GOAL, Row, SLIDER_BUILD_GOAL, c_compiler, c_header_compile, median, raced_techniques, render_variant, run
from bitboard_tables.languages.csharp import CAPABILITIES as CSHARP_CAPABILITIES
from bitboard_tables.mapping import LERF
from bench.one_lookup import C_ONE
from tests.drivers.csharp.build import PORTABLE, mono, perft_sources
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
        bench = PORTABLE.compile([BENCH / "CsharpBench.cs", *perft_sources(work), module], work / "bench.exe", "-main:CsharpBench")
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
        c_compile = c_header_compile(work)
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
    return rows + slider_rows(section, repeats)


PERFT_TECHNIQUES = raced_techniques(CSHARP_CAPABILITIES.carried(LERF))  # PEXT's on mono: the portable pext
INIT_GOAL_MS = 10.0  # every table, the class's type initializer included


def slider_rows(section: str, repeats: int) -> List[Row]:
    """The rows of the slider techniques: perft by technique, the fills, mcs, size."""
    rows = []
    module = GENERATED / "Bitboards.cs"
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        commands = {}
        for t in ("kindergarten", *(t for t, _ in PERFT_TECHNIQUES)):
            exe = PORTABLE.compile([BENCH / "CsharpBench.cs", *perft_sources(work / t, t), module], work / f"bench-{t}.exe", "-main:CsharpBench")
            commands[t] = [mono(), str(exe), "perft", KIWIPETE, str(DEEP_PERFT_DEPTH)]
        times = {t: [] for t in commands}
        nodes = {}
        for _ in range(max(repeats, 3)):
            for t, command in commands.items():
                out = run(command)[0].split()
                nodes[t] = int(out[0])
                times[t].append(float(out[1]))
        if len(set(nodes.values())) != 1:
            raise RuntimeError(f"C# perft counts differ between techniques: {nodes}")
        base = min(times["kindergarten"])
        for t, label in PERFT_TECHNIQUES:
            best = min(times[t])
            rows.append(Row(section, f"perft, Kiwipete depth {DEEP_PERFT_DEPTH}, warmed up, {label} (sliders and pins), least CPU", best, "s",
                            "kindergarten (the class's RookAttacks ..., Pinned)", base, MAGIC_PERFT_GOAL if t == "magic" else None,
                            note=f"{nodes[t]} nodes; nodes/s {base / best:.2f}x"))  # fmt: skip

        # the fills: a fresh process each, the median of each class's type initializer
        fills = {}
        for _ in range(max(repeats, 5)):
            words = run([mono(), commands["kindergarten"][1], "sliders-init"])[0].split()
            fills.setdefault("Bitboards", []).append(float(words[0]))
            for name, seconds in zip(words[1::2], words[2::2]):
                fills.setdefault(name, []).append(float(seconds))
        total = 0.0
        for name, seconds in fills.items():
            ms = median(seconds) * 1e3
            total += ms
            what = "type initializer of Bitboards (every table of the class)" if name == "Bitboards" else f"type initializer of {name} (fills its packed tables, JIT included)"
            rows.append(Row(section, what, ms, "ms"))
        rows.append(Row(section, "every type initializer, the class and its packed tables", total, "ms", limit=INIT_GOAL_MS,
                        note="goal: at most 10 ms, all tables included"))  # fmt: skip

        # mcs: a program using RookAttacksMagic on the class, against RookAttacks on the class without sliders
        plain = work / "plain" / "Bitboards.cs"
        plain.parent.mkdir()
        plain.write_text(render_variant("csharp", sliders=False))
        (work / "One.cs").write_text(CS_ONE)
        (work / "OneMagic.cs").write_text(CS_ONE.replace("Bitboards.RookAttacks(", "Bitboards.RookAttacksMagic("))
        walls = {"sliders": [], "plain": []}
        for k in range(max(repeats, 3)):
            for key, source, cls in (("sliders", work / "OneMagic.cs", module), ("plain", work / "One.cs", plain)):
                command = [PORTABLE.require(), "-optimize+", f"-out:{work / f'{key}.exe'}", str(source), str(cls)]
                walls[key].append(run(command)[2])
        rows.append(Row(section, "mcs -optimize+, program using RookAttacksMagic, wall", median(walls["sliders"]), "s",
                        "the same using RookAttacks, the class without sliders", median(walls["plain"]), SLIDER_BUILD_GOAL))  # fmt: skip
        rows.append(Row(section, "program using RookAttacksMagic (.exe)", (work / "sliders.exe").stat().st_size, "bytes",
                        "the same using RookAttacks, without sliders", (work / "plain.exe").stat().st_size))  # fmt: skip
        rows.append(Row(section, "Bitboards.cs, source", module.stat().st_size, "bytes", "the class without sliders", plain.stat().st_size))
    return rows
