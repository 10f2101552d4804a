"""Section 8: the C++ header. The compile time (CPU) of a translation unit that
includes generated/bitboards.hpp and uses one lookup (bench/cpp_one_lookup.cpp),
against the same unit on bitboards.h (bench/cpp_one_lookup_h.cpp), by the C++
compiler (`$CXX`, default g++) at -O2 in C++20; and the stripped size of each
program, against an empty one. The perft race against C is in section 5.

Then its slider techniques (issue 29), each against the same program on the
kindergarten-only header (bitboards.hpp with BB_NO_SLIDERS, which leaves every
technique out), in the same run: the compile time of tests/perft/perft.cpp with
the sliders in the header but unused (what every includer pays) and with its
sliders and pins by fancy magic (-DPERFT_SLIDERS=magic, the tables filled at
start-up), by g++ and clang++, in debug (-O0 -g) and release (-O2) (goal: at most
2x); the time fill_slider_tables() takes (bench/cpp_fill.cpp; goal: at most
1 ms), with and without BMI2's tables; the peak resident memory and start-up
instructions of a program that reads no packed table with BB_SLIDERS_FILL_NONE
(no group filled before main; goal: at most 0.3 MB over BB_NO_SLIDERS, issue 46)
and by default; and perft.cpp on Kiwipete at depth 5 with
each fast technique against its kindergarten perft (goal: the fastest at most
1/1.2 of its time), beside perft.c's fancy magic against its kindergarten in the
same run (bitboards_sliders.h, BB_FILL_SLIDER_TABLES).

Then Stockfish's ordering (issue 46): perft.cpp by parallel hyperbola against
fancy magic, black magic and PEXT, every one built with the same flags (-mbmi2
-mavx2 where the CPU has them), by g++ and clang++, raced in one run: the best CPU
time at depth 5 and callgrind's instructions at depth 4 (parallel_rows)."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Dict, List

from bench.common import BENCH, DEEP_PERFT_DEPTH, GENERATED, GNU_TIME, KIWIPETE, KIWIPETE_NODES, ORDERING, PARALLEL, Row, SLIDER_BUILD_GOAL, median, parallel_rows, peak_kb, perft_race, run
from tests.drivers.c.build import build_perft_c, cpu_has, cpu_has_bmi2
from tests.drivers.cpp.build import PERFT_CPP, PERFT_FLAGS

KEY = "cpp"
REPEATS = (9, 3)  # (full run, --quick)
FILL_LIMIT = 1e-3  # fill_slider_tables() in at most 1 ms
PERFT_GOAL = 1 / 1.2  # the fastest technique's perft at least 1.2x the kindergarten perft's speed
KINDERGARTEN_ONLY = "-DBB_NO_SLIDERS"
MODES = {"debug": ("-O0", "-g"), "release": ("-O2",)}


def measure(repeats: int) -> List[Row]:
    section = "8. C++ header"
    cxx = os.environ.get("CXX", "g++")
    rows: List[Row] = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "empty.cpp").write_text("int main() { return 0; }\n")
        sources = {"hpp": BENCH / "cpp_one_lookup.cpp", "h": BENCH / "cpp_one_lookup_h.cpp", "empty": work / "empty.cpp"}
        compile_times: Dict[str, List[float]] = {key: [] for key in sources}
        sizes: Dict[str, int] = {}
        for _ in range(repeats):  # alternating, so that both see the same load
            for key, source in sources.items():
                obj = work / f"{key}.o"
                compile_times[key].append(run([cxx, "-std=c++20", "-O2", f"-I{GENERATED}", "-c", str(source), "-o", str(obj)])[1])
        for key, source in sources.items():
            exe = work / f"{key}-program"
            run([cxx, "-std=c++20", "-O2", "-s", f"-I{GENERATED}", str(source), "-o", str(exe)])
            sizes[key] = exe.stat().st_size
        rows.append(
            Row(section, f"{cxx} -O2 -c, one lookup on bitboards.hpp", median(compile_times["hpp"]), "s",
                "the same on bitboards.h", median(compile_times["h"]))
        )
        rows.append(Row(section, "program using rook_attacks, bitboards.hpp, stripped", sizes["hpp"], "bytes", "empty program", sizes["empty"]))
        rows.append(Row(section, "program using rook_attacks, bitboards.h, stripped", sizes["h"], "bytes", "empty program", sizes["empty"]))
        rows += _slider_compile_times(section, work, repeats)
        rows += _fill_times(section, work, cxx, repeats)
        rows += _fill_choice(section, work, cxx)
        rows += _perft_race(section, work, cxx, repeats)
        rows += _parallel_race(section, work, repeats)
    return rows


def _slider_compile_times(section: str, work: Path, repeats: int) -> List[Row]:
    """perft.cpp compiled (-c) on the header with its sliders unused and used (magic),
    against the kindergarten-only header, alternating, by g++ and clang++."""
    rows = []
    variants = {"kindergarten only": (KINDERGARTEN_ONLY,), "sliders unused": (), "magic": ("-DPERFT_SLIDERS=magic",)}
    for cxx in ("g++", "clang++"):
        if shutil.which(cxx) is None:
            rows.append(Row(section, f"{cxx}: slider compile times", 0.0, "s", note=f"{cxx} not installed"))
            continue
        for mode, flags in MODES.items():
            times: Dict[str, List[float]] = {name: [] for name in variants}
            for _ in range(repeats):
                for name, defines in variants.items():
                    command = [cxx, "-std=c++20", *flags, *defines, f"-I{GENERATED}", "-c", str(PERFT_CPP), "-o", str(work / "perft.o")]
                    times[name].append(run(command)[1])
            base = median(times["kindergarten only"])
            for name in ("sliders unused", "magic"):
                rows.append(
                    Row(section, f"{cxx} {' '.join(flags)} -c perft.cpp, {name}", median(times[name]), "s",
                        "the same, kindergarten only", base, goal=SLIDER_BUILD_GOAL)
                )  # fmt: skip
    return rows


def _fill_times(section: str, work: Path, cxx: str, repeats: int) -> List[Row]:
    """fill_slider_tables()'s first call in a fresh process, CPU time (its page faults
    included): built with BB_FILL_ON_FIRST_USE, so that this call, not the
    initializer that fills before main by default, does the one fill both do."""
    rows = []
    builds = {"magic and black magic": ()}
    if cpu_has_bmi2():
        builds["every packed table (-mbmi2: PEXT and 16-bit PEXT too)"] = ("-mbmi2",)
    for label, flags in builds.items():
        exe = work / "fill"
        run([cxx, "-std=c++20", "-O2", "-DBB_FILL_ON_FIRST_USE", *flags, f"-I{GENERATED}", str(BENCH / "cpp_fill.cpp"), "-o", str(exe)])
        fills, touches = [], []
        for _ in range(max(2 * repeats, 9)):
            figures = dict(line.split() for line in run([str(exe)])[0].splitlines())
            fills.append(int(figures["fill"]) * 1e-9)
            touches.append(int(figures["touch"]) * 1e-9)
        rows.append(
            Row(section, f"fill_slider_tables(), {label}", median(fills), "s",
                "first touch of as many bytes", median(touches), limit=FILL_LIMIT)
        )  # fmt: skip
    return rows


def _fill_choice(section: str, work: Path, cxx: str) -> List[Row]:
    """bench/cpp_one_lookup.cpp (one kindergarten lookup: no packed table read) with
    BB_SLIDERS_FILL_NONE, which fills no group before main, and by default (every
    group), against the same program with BB_NO_SLIDERS: peak resident memory (goal:
    at most 0.3 MB over it, issue 46) and, where valgrind is installed, callgrind's
    instructions of the whole run."""
    builds = {"BB_NO_SLIDERS": (KINDERGARTEN_ONLY,), "BB_SLIDERS_FILL_NONE": ("-DBB_SLIDERS_FILL_NONE",), "default": ()}
    exes = {}
    for name, flags in builds.items():
        exes[name] = work / f"fill-choice-{name}"
        run([cxx, "-std=c++20", "-O2", *flags, f"-I{GENERATED}", str(BENCH / "cpp_one_lookup.cpp"), "-o", str(exes[name])])
    args = ["0x0000100000240000", "27"]
    if not os.access(GNU_TIME, os.X_OK):
        return [Row(section, "one kindergarten lookup, BB_SLIDERS_FILL_NONE: peak resident", 0, "bytes", note="not available")]
    peaks = {name: peak_kb([str(exe), *args]) for name, exe in exes.items()}
    rows = [
        Row(section, f"one kindergarten lookup, {name}: peak resident", peaks[name] * 1024, "bytes", "BB_NO_SLIDERS",
            peaks["BB_NO_SLIDERS"] * 1024, limit=(peaks["BB_NO_SLIDERS"] + 300) * 1024 if name == "BB_SLIDERS_FILL_NONE" else None)
        for name in ("BB_SLIDERS_FILL_NONE", "default")
    ]  # fmt: skip
    if shutil.which("valgrind"):
        counts = {}
        for name, exe in exes.items():
            proc = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", str(exe), *args],
                                  capture_output=True, text=True, check=True)  # fmt: skip
            counts[name] = int([line for line in proc.stderr.splitlines() if "refs:" in line][0].split()[-1].replace(",", ""))
        rows += [
            Row(section, f"one kindergarten lookup, {name}: instructions of the run", counts[name], "instructions",
                "BB_NO_SLIDERS", counts["BB_NO_SLIDERS"])
            for name in ("BB_SLIDERS_FILL_NONE", "default")
        ]  # fmt: skip
    return rows


def _perft_race(section: str, work: Path, cxx: str, repeats: int) -> List[Row]:
    """perft.cpp on Kiwipete at depth 5 with each fast technique against its
    kindergarten perft, alternating."""
    techniques = {"kindergarten": ()}
    techniques["magic"] = ("-DPERFT_SLIDERS=magic",)
    techniques["black magic"] = ("-DPERFT_SLIDERS=black",)
    techniques["hyperbola"] = ("-DPERFT_SLIDERS=hyperbola",)
    if cpu_has_bmi2():
        techniques["PEXT"] = ("-DPERFT_SLIDERS=pext", "-mbmi2")
        techniques["16-bit PEXT"] = ("-DPERFT_SLIDERS=pext16", "-mbmi2")
    exes = {}
    for name, flags in techniques.items():
        exes[name] = work / f"perft-{name.replace(' ', '-')}"
        run([cxx, *PERFT_FLAGS, *flags, f"-I{GENERATED}", str(PERFT_CPP), "-o", str(exes[name])])
    exes["C kindergarten"] = build_perft_c(GENERATED, work / "perft-c")
    exes["C magic"] = build_perft_c(GENERATED, work / "perft-c-magic", "-DBB_SLIDERS=BB_SLIDERS_MAGIC", "-DBB_FILL_SLIDER_TABLES")
    times: Dict[str, List[float]] = {name: [] for name in exes}
    for _ in range(max(repeats, 3)):
        for name, exe in exes.items():
            out, cpu, _ = run([str(exe), KIWIPETE, str(DEEP_PERFT_DEPTH)])
            if int(out.split()[-1]) != KIWIPETE_NODES[DEEP_PERFT_DEPTH]:
                raise RuntimeError(f"perft by {name}: {out.split()[-1]} nodes, Kiwipete has {KIWIPETE_NODES[DEEP_PERFT_DEPTH]} at depth {DEEP_PERFT_DEPTH}")
            times[name].append(cpu)
    base = median(times["kindergarten"])
    rows = [
        Row(section, f"perft.cpp Kiwipete depth {DEEP_PERFT_DEPTH}, {name}", median(times[name]), "s",
            "kindergarten perft.cpp", base, goal=PERFT_GOAL)
        for name in techniques if name != "kindergarten"
    ]  # fmt: skip
    rows.append(
        Row(section, f"perft.c Kiwipete depth {DEEP_PERFT_DEPTH}, magic (for comparison)", median(times["C magic"]), "s",
            "kindergarten perft.c", median(times["C kindergarten"]))
    )  # fmt: skip
    return rows


def _parallel_race(section: str, work: Path, repeats: int) -> List[Row]:
    """perft.cpp by parallel hyperbola, fancy magic, black magic and PEXT, all built
    with the same target flags (BMI2 and AVX2 where the CPU has them; never AVX-512,
    which callgrind cannot decode), by g++ and clang++, alternating on Kiwipete at
    depth 5: parallel_rows, the least CPU time of each."""
    flags = [*(["-mbmi2"] if cpu_has_bmi2() else []), *(["-mavx2"] if cpu_has("avx2") else [])]
    rows: List[Row] = []
    for cxx in ("g++", "clang++"):
        if shutil.which(cxx) is None:
            rows.append(Row(section, f"{cxx}: perft.cpp by parallel hyperbola", 0.0, "s", note="not available"))
            continue
        commands = {}
        for t in (PARALLEL, *(t for t, _, _ in ORDERING)):
            if t == "pext" and not cpu_has_bmi2():
                continue
            exe = work / f"perft-{cxx}-{t}"
            run([cxx, *PERFT_FLAGS, *flags, f"-DPERFT_SLIDERS={t}", f"-I{GENERATED}", str(PERFT_CPP), "-o", str(exe)])
            commands[t] = [str(exe), KIWIPETE, str(DEEP_PERFT_DEPTH)]
        times, nodes = perft_race(commands, repeats, f"perft.cpp ({cxx})")
        if nodes["magic"] != KIWIPETE_NODES[DEEP_PERFT_DEPTH]:
            raise RuntimeError(f"perft.cpp ({cxx}): {nodes['magic']} nodes, Kiwipete has {KIWIPETE_NODES[DEEP_PERFT_DEPTH]} at depth {DEEP_PERFT_DEPTH}")
        rows += parallel_rows(section, commands, times, nodes["magic"], f"perft.cpp ({cxx} {' '.join(flags)})", best=True)
    return rows
